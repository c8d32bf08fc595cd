// DELETE /api/push/subscriptions/:id: removes one of the signed-in person's devices; 403 for
// another account's, 404 for none.
import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { removeDevice } from '../../domain/push/subscriptions.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method !== 'DELETE'
    ? methodNotAllowed({ request })
    : api(async () => {
        const user = await requireApiUser(request);
        await removeDevice({ userId: user.id, id: params.id ?? '' });
        return { success: true, message: 'Device removed.' };
      });

export const loader = methodNotAllowed;
