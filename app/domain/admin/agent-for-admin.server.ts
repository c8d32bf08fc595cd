// What the admin's agent page (/update-agent-by-admin/:userId) shows: whose agency it is, and the
// agency itself as its edit form sees it (null before the first save). Saving goes through
// upsertAgency, like the owner's own form.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AgentForAdmin } from '../../lib/views/admin-view';
import { getAgency } from '../account/get-agency.server';

export const USER_NOT_FOUND = 'User not found!';

export async function getAgentForAdmin({ userId }: { userId: string }): Promise<AgentForAdmin> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  const [row] = await getDb()
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return { user: { _id: row.id, username: row.username, email: row.email, role: row.role }, profile: await getAgency({ userId }) };
}
