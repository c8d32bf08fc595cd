import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { getListings, MAX_PAGE_SIZE } from '../../domain/listings/list-listings.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

const query = z.object({
  type: z.enum(['rent', 'sale', 'all']).optional(),
  userId: z.string().uuid('userId must be a user id.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}.`).default(9),
});

export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    const { type, ...rest } = readQuery(request, query);
    const { result, pageCount, totalListings, lastMonthPosts } = await getListings({ ...rest, type: type === 'all' ? undefined : type });
    return { success: true, results: { result, pageCount }, totalListings, lastMonthPosts };
  });
}

export const action = methodNotAllowed;
