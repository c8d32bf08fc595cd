// Ending sessions after a password change: everywhere else the old password may have been
// typed (a shared computer, a stolen phone) loses access; the browser that made the change
// stays signed in.
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { sessions } from '../../db/schema';
import { readCookie } from '../../lib/cookies';
import { destroyUserSessions, hashToken, SESSION_COOKIE } from '../auth/session.server';

export async function endOtherSessions({ userId, request }: { userId: string; request: Request }) {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!token) return destroyUserSessions(userId);
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(token))));
}
