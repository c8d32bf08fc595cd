import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SignInInput } from '../../lib/schemas/auth';
import { verifyPassword } from './password.server';
import { assertNotThrottled, clearFailures, recordFailure } from './sign-in-throttle.server';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** Checks e-mail and password; the same message whichever of the two was wrong. */
export async function signIn({ input, ip }: { input: SignInInput; ip: string }) {
  await assertNotThrottled(ip);
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await recordFailure(ip);
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  await clearFailures(ip);
  return user;
}
