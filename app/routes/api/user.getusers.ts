import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { listUsers, MAX_USERS_PAGE } from '../../domain/admin/list-users.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';
import { PAGE_SIZES } from '../../lib/constants';

const query = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_USERS_PAGE).default(PAGE_SIZES.adminUsers),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

// GET /api/user/getusers (admins) → { users, totalUsers, lastMonthUsers }.
export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiAdmin(request);
    return { success: true, ...(await listUsers(readQuery(request, query))) };
  });
}

export const action = methodNotAllowed;
