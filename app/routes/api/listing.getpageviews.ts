// GET /api/listing/getpageviews/:id: the listing's view count.
import type { LoaderFunctionArgs } from 'react-router';
import { getPageViews } from '../../domain/listings/page-views.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export async function loader({ params }: LoaderFunctionArgs) {
  return api(async () => ({ success: true, count: await getPageViews({ listingId: params.id ?? '' }) }));
}

export const action = methodNotAllowed;
