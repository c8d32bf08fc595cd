import type { LoaderFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { allUsersQuery } from '../../domain/admin/admin-queries.server';
import { listAllUsers } from '../../domain/admin/list-users.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

// GET /api/user/getallusers (admins) → { users: [{ _id, username, email }] }, by username.
export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiAdmin(request);
    return { success: true, users: await listAllUsers(await readQuery(request, allUsersQuery)) };
  });
}

export const action = methodNotAllowed;
