import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SignInInput } from '../../lib/schemas/auth';
import { verifyPassword } from './password.server';
import { attemptSucceeded, startAttempt } from './sign-in-throttle.server';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** Checks e-mail and password; the same message whichever of the two was wrong. */
export async function signIn({ input, ip }: { input: SignInInput; ip: string }) {
  // Counted before the password is checked, so that guesses sent all at once cannot slip past.
  const slots = await startAttempt({ ip, email: input.email });
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError(401, INVALID_CREDENTIALS);
  await attemptSucceeded(slots);
  return user;
}
