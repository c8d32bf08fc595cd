// GET /api/listing/getpageviews/:id: the listing's view count.
import type { LoaderFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { getPageViews } from '../../domain/listings/page-views.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => ({ success: true, count: await getPageViews({ listingId: params.id ?? '', viewer: await getSessionUser(request) }) }));
}

export const action = methodNotAllowed;
