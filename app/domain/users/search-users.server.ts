import { asc, or, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { withoutNul } from '../../lib/validation';
import type { UserChoice } from '../../lib/views/admin-view';

/** Users whose e-mail or username contains the text (any case), for admin pickers. */
export async function searchUsers({ query, limit = 20 }: { query: string; limit?: number }): Promise<UserChoice[]> {
  // The text comes from the page's URL: a NUL in it would fail the query.
  const text = withoutNul(query).trim().toLowerCase().slice(0, 100);
  if (!text) return [];
  // The typed text is matched literally: % and _ are not wildcards for the admin.
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return getDb()
    .select({ _id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.email}) like ${pattern}`, sql`lower(${users.username}) like ${pattern}`))
    .orderBy(asc(users.username))
    .limit(limit);
}
