// Sessions: a random token in an httpOnly cookie, stored only as its SHA-256 in `sessions`,
// so sessions can be revoked and shared by several app instances.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, prepared } from '../../db/registry.server';
import { sessions, users, type User } from '../../db/schema';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { currentRequestScope } from '../../server-lib/request-scope.server';

export const SESSION_COOKIE = 'yh_session';
const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the Set-Cookie header that carries it. */
export async function createSession({ userId, request }: { userId: string; request: Request }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await getDb().insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  forgetLookups(request);
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

/**
 * What pages and calls read of the signed-in user: not the password hash, which only sign-in
 * and a password change need (they read it themselves), so it never sits in a page's memory.
 */
const signedInColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  isAdmin: users.isAdmin,
  role: users.role,
  lang: users.lang,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
} satisfies Record<keyof User, unknown>;

const lookupQuery = prepared('session_user', (db, name) =>
  db
    .select(signedInColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(name),
);

type Pending = Promise<User | null>;

/**
 * The loaders of a request share one lookup, and the action its own: the loaders that run after
 * an action (a form posted without JavaScript) must see what it did (signed out, deleted the
 * account, renamed the user), and React Router starts them only once the action has finished.
 * Loaders always get a GET request, actions never do.
 */
const LOADERS_LOOKUP = Symbol('session user of the loaders');
const ACTION_LOOKUP = Symbol('session user of the action');
const phaseOf = (request: Request) => (request.method === 'GET' || request.method === 'HEAD' ? LOADERS_LOOKUP : ACTION_LOOKUP);

/** Outside an HTTP request's scope (a test calling one loader, a script): per Request object. */
const byRequest = new WeakMap<Request, Pending>();

/** The signed-in user of this request, or null. Looked up once per HTTP request (request-scope.server.ts). */
export function getSessionUser(request: Request): Pending {
  const scope = currentRequestScope();
  const key = phaseOf(request);
  let pending = (scope ? scope.get(key) : byRequest.get(request)) as Pending | undefined;
  if (!pending) {
    pending = lookup(request);
    if (scope) scope.set(key, pending);
    else byRequest.set(request, pending);
  }
  return pending;
}

async function lookup(request: Request): Pending {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [user] = await lookupQuery().execute({ tokenHash: hashToken(token), now: new Date() });
  return user ?? null;
}

/** After a session is made or ended, this request's next lookup asks the database again. */
function forgetLookups(request?: Request) {
  const scope = currentRequestScope();
  scope?.delete(LOADERS_LOOKUP);
  scope?.delete(ACTION_LOOKUP);
  if (request) byRequest.delete(request);
}

/** Ends this request's session (if any) and returns the Set-Cookie header that clears it. */
export async function destroySession(request: Request) {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (token) await getDb().delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  forgetLookups(request);
  return sessionCookie(request, '', 0);
}

/** Ends every session of a user (password reset, account deletion). */
export async function destroyUserSessions(userId: string) {
  await getDb().delete(sessions).where(eq(sessions.userId, userId));
  forgetLookups();
}
