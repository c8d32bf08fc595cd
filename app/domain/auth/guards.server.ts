// Who is asking, decided on the server from the session cookie alone. Pages redirect to
// /sign-in (remembering where the visitor was going); /api calls answer 401 or 403.
import { redirect } from 'react-router';
import type { User } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { safeRedirect } from './safe-redirect.server';
import { createSession, getSessionUser } from './session.server';

function signInRedirect(request: Request) {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return redirect(`/sign-in?redirectTo=${encodeURIComponent(back)}`);
}

export async function requireUserPage(request: Request): Promise<User> {
  const user = await getSessionUser(request);
  if (!user) throw signInRedirect(request);
  return user;
}

/** The spec sends a non-admin on an admin page to /sign-in, as it does a visitor. */
export async function requireAdminPage(request: Request): Promise<User> {
  const user = await getSessionUser(request);
  if (!user || !user.isAdmin) throw signInRedirect(request);
  return user;
}

export async function requireApiUser(request: Request): Promise<User> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized();
  return user;
}

export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}

/** Where the sign-in and sign-up pages go next: the page a guard sent the visitor from (?redirectTo=), checked, else home. */
export const redirectTarget = (request: Request) => safeRedirect(new URL(request.url).searchParams.get('redirectTo'));

/** After a sign-in or sign-up by page form: the new session's cookie, and on to redirectTarget. */
export async function redirectSignedIn({ userId, request }: { userId: string; request: Request }) {
  return redirect(redirectTarget(request), { headers: { 'Set-Cookie': await createSession({ userId, request }) } });
}
