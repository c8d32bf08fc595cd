// POST /api/listing/pageviews/:id: the page sends it from the browser after hydration, so
// crawlers and link prefetches do not count. Answers the new total. An anonymous browser without
// a visitor cookie gets one (domain/listings/visitor-cookie.server.ts): who counts as a visitor
// is explained in domain/listings/page-views.server.ts.
import type { ActionFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { recordPageView } from '../../domain/listings/page-views.server';
import { issueVisitorCookie, readVisitorCookie } from '../../domain/listings/visitor-cookie.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export async function action({ request, params, context }: ActionFunctionArgs) {
  return api(async () => {
    const user = await getSessionUser(request);
    const cookie = user ? null : await readVisitorCookie(request.headers.get('cookie'));
    const now = new Date();
    const count = await recordPageView({
      listingId: params.id ?? '',
      visitor: { ip: context.ip, userAgent: request.headers.get('user-agent'), userId: user?.id, cookie },
      viewer: user,
      now,
    });
    const headers = new Headers();
    if (!user && !cookie) headers.set('Set-Cookie', await issueVisitorCookie({ now, secure: new URL(request.url).protocol === 'https:' }));
    return Response.json({ success: true, count }, { headers });
  });
}

export const loader = methodNotAllowed;
