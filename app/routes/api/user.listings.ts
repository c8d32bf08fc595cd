import type { LoaderFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { getUserListings } from '../../domain/listings/list-listings.server';
import { userListingsQuery } from '../../domain/listings/listings-query.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

// GET /api/user/listings/:userId: the user's own listings and stats (or any user's, for an admin).
export async function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => {
    const user = await requireApiUser(request);
    if (!isUuid(params.userId)) throw notFound('User not found!');
    if (params.userId !== user.id && !user.isAdmin) throw forbidden('You can only view your own listings!');
    const { startIndex } = await readQuery(request, userListingsQuery);
    return { success: true, ...(await getUserListings({ userId: params.userId ?? '', startIndex })) };
  });
}

export const action = methodNotAllowed;
