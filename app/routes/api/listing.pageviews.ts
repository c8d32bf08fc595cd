// POST /api/listing/pageviews/:id: the page sends it from the browser after hydration, so
// crawlers and link prefetches do not count. Answers the new total.
import type { ActionFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { recordPageView } from '../../domain/listings/page-views.server';
import { api, methodNotAllowed } from '../../lib/api.server';

export async function action({ request, params, context }: ActionFunctionArgs) {
  return api(async () => {
    const user = await getSessionUser(request);
    const count = await recordPageView({
      listingId: params.id ?? '',
      visitor: { ip: context.ip, userAgent: request.headers.get('user-agent'), userId: user?.id },
    });
    return { success: true, count };
  });
}

export const loader = methodNotAllowed;
