// One user as others may see them (GET /api/user/:id and the /agent/:id page): the public
// account fields, plus the agency fields when the user has an agency profile. The e-mail is
// added only for the user themself and for admins; the password hash never leaves.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listings, users, type User } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { sanitizeRichText } from '../../lib/sanitize.server';

export interface PublicUserView {
  _id: string;
  username: string;
  avatar: string | null;
  role: string;
  createdAt: string;
  /** Present only for the user themself or an admin. */
  email?: string;
  /** The agency fields, present when the user has an agency profile. */
  name?: string;
  description?: string;
  address?: string;
  phone?: string;
  facebook?: string;
  imageUrls?: string[];
  priority?: number;
}

export interface AgentProfileRead {
  user: { id: string; username: string; email: string; avatar: string | null; role: string; createdAt: Date };
  profile: {
    name: string;
    description: string;
    address: string;
    phone: string;
    facebook: string;
    imageUrls: string[];
    priority: number;
  } | null;
}

/** The user and their agency profile (if any), or null for an unknown or malformed id. */
export async function readUserWithProfile({ id }: { id: string }): Promise<AgentProfileRead | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      avatar: users.avatar,
      role: users.role,
      createdAt: users.createdAt,
      name: agentProfiles.name,
      description: agentProfiles.description,
      address: agentProfiles.address,
      phone: agentProfiles.phone,
      facebook: agentProfiles.facebook,
      imageUrls: agentProfiles.imageUrls,
      priority: agentProfiles.priority,
    })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const { name, description, address, phone, facebook, imageUrls, priority, ...user } = row;
  const profile =
    name === null
      ? null
      : {
          name,
          description: sanitizeRichText(description ?? ''),
          address: address ?? '',
          phone: phone ?? '',
          facebook: facebook ?? '',
          imageUrls: imageUrls ?? [],
          priority: priority ?? 0,
        };
  return { user, profile };
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

/** How many listings a user has, by type (the agent page's listing widget). One query. */
export async function countUserListings({ userId }: { userId: string }) {
  const byType = (type: 'rent' | 'sale') => sql<number>`count(*) filter (where ${listings.type} = ${type})`.mapWith(Number);
  const [row] = await getDb()
    .select({ rent: byType('rent'), sale: byType('sale') })
    .from(listings)
    .where(eq(listings.userRef, userId));
  const rent = row?.rent ?? 0;
  const sale = row?.sale ?? 0;
  return { rent, sale, total: rent + sale };
}
