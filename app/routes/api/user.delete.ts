import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { destroySession } from '../../domain/auth/session.server';
import { deleteUser } from '../../domain/users/delete-user.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';

// DELETE /api/user/delete/:id: the user themself or an admin (deleteUser decides, and keeps
// the last admin). Deleting one's own account also clears the session cookie.
export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    if (request.method !== 'DELETE' && request.method !== 'POST') throw new AppError(405, 'Use DELETE to delete a user.');
    const actor = await requireApiUser(request);
    const userId = params.id ?? '';
    await deleteUser({ actor, userId });
    const headers = actor.id === userId ? { 'Set-Cookie': await destroySession(request) } : undefined;
    return Response.json({ success: true, message: 'User has been deleted' }, { headers });
  });
}

export const loader = methodNotAllowed;
