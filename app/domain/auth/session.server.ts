// Sessions: a random token in an httpOnly cookie, stored only as its SHA-256 in `sessions`,
// so sessions can be revoked and shared by several app instances.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { sessions, users, type User } from '../../db/schema';
import { readCookie, serializeCookie } from '../../lib/cookies';

export const SESSION_COOKIE = 'yh_session';
const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the Set-Cookie header that carries it. */
export async function createSession({ userId, request }: { userId: string; request: Request }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await getDb().insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return sessionCookie(request, token, SESSION_DAYS * 86_400);
}

function sessionCookie(request: Request, value: string, maxAge: number) {
  return serializeCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge,
    // Secure whenever the visitor reached us over HTTPS (directly or through a trusted proxy).
    secure: new URL(request.url).protocol === 'https:',
  });
}

const cache = new WeakMap<Request, Promise<User | null>>();

/** The signed-in user of this request, or null. Looked up once per request. */
export function getSessionUser(request: Request): Promise<User | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = lookup(request);
    cache.set(request, pending);
  }
  return pending;
}

async function lookup(request: Request): Promise<User | null> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await getDb()
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.user ?? null;
}

/** Ends this request's session (if any) and returns the Set-Cookie header that clears it. */
export async function destroySession(request: Request) {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (token) await getDb().delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return sessionCookie(request, '', 0);
}

/** Ends every session of a user (password reset, account deletion). */
export async function destroyUserSessions(userId: string) {
  await getDb().delete(sessions).where(eq(sessions.userId, userId));
}
