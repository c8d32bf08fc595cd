// GET /auth/google: off to the issuer's sign-in page.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { oidcEnabled, startOidcSignIn } from '../domain/auth/oidc.server';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!oidcEnabled()) throw new Response('Not found', { status: 404 });
  try {
    const { url, cookie } = await startOidcSignIn({ request });
    return redirect(url, { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    console.error('OpenID Connect start failed', error);
    return redirect('/sign-in?error=oidc');
  }
}
