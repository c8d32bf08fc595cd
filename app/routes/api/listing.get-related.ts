// GET /api/listing/getRelated?listingId=: up to 4 similar listings (never the listing itself).
import type { LoaderFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { getRelatedListings } from '../../domain/listings/related.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    const listingId = new URL(request.url).searchParams.get('listingId') ?? '';
    return { success: true, results: await getRelatedListings({ listingId, viewer: await getSessionUser(request) }) };
  });
}

export const action = methodNotAllowed;
