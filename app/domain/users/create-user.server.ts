import { eq, or, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/errors';
import type { SignUpInput } from '../../lib/schemas/auth';
import { hashPassword } from '../auth/password.server';
import { usernameKey, usernameKeyColumn } from './username-key.server';

export const EMAIL_TAKEN = 'That e-mail is already registered.';
export const USERNAME_TAKEN = 'That username is taken.';

/**
 * Creates an account; refuses a taken e-mail (compared case-insensitively) or username (compared
 * as a reader sees it: after NFKC and case folding, username-key.server.ts).
 */
export async function createUser({ input, isAdmin = false }: { input: SignUpInput; isAdmin?: boolean }) {
  const db = getDb();
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, input.email), eq(usernameKeyColumn, usernameKey(input.username))));
  for (const row of taken) {
    if (row.email.toLowerCase() === input.email) throw new AppError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  if (taken.length) throw new AppError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });

  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash, isAdmin })
      .returning();
    return user;
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the message.
    const index = uniqueViolation(error);
    if (index?.includes('username')) throw new AppError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
    if (index) throw new AppError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}
