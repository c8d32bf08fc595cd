// One user as others may see them (GET /api/user/:id and the /agent/:id page): the public
// account fields, plus the agency fields when the user has an agency profile. The e-mail is
// added only for the user themself and for admins; the password hash never leaves.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listings, publicListing, users, type User } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { AgencyView } from '../../lib/views/agent-view';
import type { PublicUserView } from '../../lib/views/public-user';
import { agencyColumns, toAgencyView } from './agent-view.server';

export interface AgentProfileRead {
  user: { id: string; username: string; email: string; avatar: string | null; role: string; createdAt: Date };
  profile: AgencyView | null;
}

/** The user and their agency profile (if any), or null for an unknown or malformed id. */
export async function readUserWithProfile({ id }: { id: string }): Promise<AgentProfileRead | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({
      user: { id: users.id, username: users.username, email: users.email, avatar: users.avatar, role: users.role, createdAt: users.createdAt },
      // Left joined: null when the user has no agency profile.
      profile: agencyColumns,
    })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  return { user: row.user, profile: row.profile && toAgencyView(row.profile) };
}

/** Whether the viewer may see this user's private fields (their e-mail). */
export const canSeePrivate = (viewer: Pick<User, 'id' | 'isAdmin'> | null, userId: string) =>
  !!viewer && (viewer.isAdmin || viewer.id === userId);

/** GET /api/user/:id: the public fields (and agency fields), or null for an unknown id. */
export async function getPublicUser({ id, viewer }: { id: string; viewer: Pick<User, 'id' | 'isAdmin'> | null }): Promise<PublicUserView | null> {
  const read = await readUserWithProfile({ id });
  if (!read) return null;
  const { user, profile } = read;
  return {
    _id: user.id,
    username: user.username,
    avatar: user.avatar,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    ...(canSeePrivate(viewer, user.id) && { email: user.email }),
    ...profile,
  };
}

/** How many public listings a user has, by type (the agent page's listing widget). One query. */
export async function countUserListings({ userId }: { userId: string }) {
  const byType = (type: 'rent' | 'sale') => sql<number>`count(*) filter (where ${listings.type} = ${type})`.mapWith(Number);
  const [row] = await getDb()
    .select({ rent: byType('rent'), sale: byType('sale') })
    .from(listings)
    .where(and(publicListing, eq(listings.userRef, userId)));
  const rent = row?.rent ?? 0;
  const sale = row?.sale ?? 0;
  return { rent, sale, total: rent + sale };
}
