import type { LoaderFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { getListing } from '../../domain/listings/get-listing.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { notFound } from '../../lib/errors';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => {
    // A hidden listing answers 404 but to its lister and admins, like its page.
    const listing = await getListing({ id: params.id ?? '', viewer: await getSessionUser(request) });
    if (!listing) throw notFound('Listing not found!');
    return listing;
  });
}

export const action = methodNotAllowed;
