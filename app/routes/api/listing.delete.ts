import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { deleteListing } from '../../domain/listings/delete-listing.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';

// DELETE /api/listing/delete/:id. The admin table also sends ?id=<userId>: ignored, the session decides.
export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    if (request.method !== 'DELETE' && request.method !== 'POST') throw new AppError(405, 'Use DELETE to delete a listing.');
    const user = await requireApiUser(request);
    await deleteListing({ user, id: params.id ?? '' });
    return { success: true, message: 'Listing has been deleted!' };
  });
}

export const loader = methodNotAllowed;
