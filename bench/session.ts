// A signed-in visitor for the benchmarks: a session row for a user, as sign-in writes one
// (domain/auth/session.server.ts stores only the token's SHA-256), and the cookie that carries it.
import { randomBytes } from 'node:crypto';
import { getDb } from '../app/db/registry.server';
import { sessions } from '../app/db/schema';
import { hashToken, SESSION_COOKIE } from '../app/domain/auth/session.server';

/** The Cookie header of a new week-long session of `userId`, in the database open in this process. */
export async function sessionCookie(userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await getDb().insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 7 * 86_400_000) });
  return `${SESSION_COOKIE}=${token}`;
}
