// GET /api/auth/signout and POST /api/signout: both end the session. A plain form post from a
// page (no JavaScript) is sent back home instead of shown JSON. Neither runs for a request another
// site's page sent (a link, an image, a form): server/api-guard.ts answers those 403 first, GET
// included, since the spec's GET would otherwise sign anyone out from a link.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { destroySession, getSessionUser } from '../../domain/auth/session.server';
import { removeEndpoint } from '../../domain/push/subscriptions.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { mediaTypeOf } from '../../lib/request-body';
import { signOutSchema } from '../../lib/schemas/push';
import { noticeCookie } from '../../server-lib/flash-notice.server';
import { NOTICES } from '../../lib/flash-notice';

/** The device's push endpoint a sign-out may carry (JSON or the form's field); a bad body is no reason not to sign out. */
async function pushEndpointOf(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST') return undefined;
  try {
    const type = mediaTypeOf(request.headers);
    if (type === 'application/json') return (await readJson(request, signOutSchema)).pushEndpoint;
    if (type === 'application/x-www-form-urlencoded') {
      const value = (await request.formData()).get('pushEndpoint');
      return typeof value === 'string' && value.length <= 2048 ? value : undefined;
    }
  } catch {
    /* signed out all the same */
  }
  return undefined;
}

async function signOut(request: Request) {
  return api(async () => {
    // This device stops getting the account's notifications with the session.
    const [user, endpoint] = await Promise.all([getSessionUser(request), pushEndpointOf(request)]);
    if (user && endpoint) await removeEndpoint({ userId: user.id, endpoint });
    const cookie = await destroySession(request);
    if (request.headers.get('sec-fetch-mode') === 'navigate') {
      // Home, with the spec's words for it: otherwise nothing said the sign-out happened.
      const headers = new Headers([['Set-Cookie', cookie], ['Set-Cookie', noticeCookie(request, 'signed-out')]]);
      return redirect('/', { headers });
    }
    return Response.json({ success: true, message: NOTICES['signed-out'] }, { headers: { 'Set-Cookie': cookie } });
  });
}

export const loader = ({ request }: LoaderFunctionArgs) => signOut(request);
// POST only: PUT, PATCH and DELETE are not sign-outs the API offers (405, as the document says).
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? signOut(request) : methodNotAllowed({ request }));
