import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { getListing } from '../../domain/listings/get-listing.server';
import { updateListing } from '../../domain/listings/update-listing.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { listingUpdateSchema } from '../../lib/schemas/listing';

export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    const user = await requireApiUser(request);
    const input = await readJson(request, listingUpdateSchema);
    const { id, held } = await updateListing({ user, id: params.id ?? '', input });
    return { success: true, message: 'Listing updated successfully!', _id: id, held, listing: await getListing({ id, viewer: user }) };
  });
}

export const loader = methodNotAllowed;
