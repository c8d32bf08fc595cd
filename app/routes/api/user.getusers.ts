import type { LoaderFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { usersQuery } from '../../domain/admin/admin-queries.server';
import { listUsers } from '../../domain/admin/list-users.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

// GET /api/user/getusers (admins) → { users, totalUsers, lastMonthUsers }.
export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiAdmin(request);
    return { success: true, ...(await listUsers(await readQuery(request, usersQuery))) };
  });
}

export const action = methodNotAllowed;
