// The admin's user lists: GET /api/user/getusers (batches, with the totals of the dashboard)
// and GET /api/user/getallusers (a compact list for pickers). Admins see e-mails; nobody ever
// sees a password hash: the selects below name their columns, so a new column cannot leak.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, users } from '../../db/schema';
import type { AdminUserView } from '../../lib/views/admin-view';
import { createdCounts } from './created-counts.server';

export const MAX_USERS_PAGE = 50;
export const MAX_ALL_USERS = 1000;

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

export async function listUsers({ startIndex = 0, limit = 9, sort = 'desc' }: { startIndex?: number; limit?: number; sort?: 'asc' | 'desc' } = {}) {
  const db = getDb();
  const order = sort === 'asc' ? asc(users.createdAt) : desc(users.createdAt);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        avatar: users.avatar,
        isAdmin: users.isAdmin,
        role: users.role,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        agencyName: agentProfiles.name,
        priority: agentProfiles.priority,
      })
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .orderBy(order, asc(users.id))
      .limit(clamp(limit, 1, MAX_USERS_PAGE))
      .offset(Math.max(0, startIndex)),
    createdCounts('users'),
  ]);
  const view = rows.map(({ id, createdAt, updatedAt, ...rest }): AdminUserView => ({
    _id: id,
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
  return { users: view, totalUsers: totals.total, lastMonthUsers: totals.lastMonth };
}

/** Everyone, compactly, by username (for admin pickers). */
export async function listAllUsers({ startIndex = 0, limit = MAX_ALL_USERS }: { startIndex?: number; limit?: number } = {}) {
  return getDb()
    .select({ _id: users.id, username: users.username, email: users.email })
    .from(users)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(clamp(limit, 1, MAX_ALL_USERS))
    .offset(Math.max(0, startIndex));
}
