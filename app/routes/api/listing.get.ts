import type { LoaderFunctionArgs } from 'react-router';
import { getListings } from '../../domain/listings/list-listings.server';
import { listingsQuery } from '../../domain/listings/listings-query.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    const { type, ...rest } = await readQuery(request, listingsQuery);
    const { result, pageCount, totalListings, lastMonthPosts } = await getListings({ ...rest, type: type === 'all' ? undefined : type });
    return { success: true, results: { result, pageCount }, totalListings, lastMonthPosts };
  });
}

export const action = methodNotAllowed;
