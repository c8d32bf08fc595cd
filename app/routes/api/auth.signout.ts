// GET /api/auth/signout and POST /api/signout: both end the session. A plain form post from a
// page (no JavaScript) is sent back home instead of shown JSON. Neither runs for a request another
// site's page sent (a link, an image, a form): server/api-guard.ts answers those 403 first, GET
// included, since the spec's GET would otherwise sign anyone out from a link.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { destroySession } from '../../domain/auth/session.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { noticeCookie } from '../../server-lib/flash-notice.server';
import { NOTICES } from '../../lib/flash-notice';

async function signOut(request: Request) {
  return api(async () => {
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
