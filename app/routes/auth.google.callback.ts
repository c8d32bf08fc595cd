// GET /auth/google/callback: the issuer sends the browser back here with a code.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { clearOidcCookie, finishOidcSignIn, oidcEnabled } from '../domain/auth/oidc.server';
import { createSession } from '../domain/auth/session.server';
import { findOrCreateOidcUser } from '../domain/users/oidc-user.server';
import { refusalStatus } from '../server-lib/page-refusals.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!oidcEnabled()) throw new Response('Not found', { status: 404 });
  const headers = new Headers({ 'Set-Cookie': clearOidcCookie() });
  try {
    const identity = await finishOidcSignIn({ request });
    const user = await findOrCreateOidcUser(identity, { ip: context.ip });
    headers.append('Set-Cookie', await createSession({ userId: user.id, request }));
    return redirect(identity.redirectTo, { headers });
  } catch (error) {
    // Too many new accounts from this address: the person is told so, not that Google failed.
    if (refusalStatus(error) === 429) return redirect('/sign-in?error=sign-up-limit', { headers });
    console.error('OpenID Connect callback failed', (error as Error).message);
    return redirect('/sign-in?error=oidc', { headers });
  }
}
