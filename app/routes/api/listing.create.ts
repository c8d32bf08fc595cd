import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { createListing } from '../../domain/listings/create-listing.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { listingSchema } from '../../lib/schemas/listing';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    const user = await requireApiUser(request);
    const input = await readJson(request, listingSchema);
    const { id, held } = await createListing({ user, input });
    return Response.json({ success: true, message: 'Listing created successfully!', _id: id, held }, { status: 201 });
  });
}

export const loader = methodNotAllowed;
