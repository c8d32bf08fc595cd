import type { LoaderFunctionArgs } from 'react-router';
import { getListing } from '../../domain/listings/get-listing.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { notFound } from '../../lib/errors';

export async function loader({ params }: LoaderFunctionArgs) {
  return api(async () => {
    const listing = await getListing({ id: params.id ?? '' });
    if (!listing) throw notFound('Listing not found!');
    return listing;
  });
}

export const action = methodNotAllowed;
