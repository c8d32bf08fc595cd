import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { listAllUsers, MAX_ALL_USERS } from '../../domain/admin/list-users.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

const query = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_ALL_USERS).default(MAX_ALL_USERS),
});

// GET /api/user/getallusers (admins) → { users: [{ _id, username, email }] }, by username.
export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiAdmin(request);
    return { success: true, users: await listAllUsers(readQuery(request, query)) };
  });
}

export const action = methodNotAllowed;
