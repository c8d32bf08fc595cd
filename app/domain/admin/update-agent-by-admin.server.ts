// An admin edits any user's agency (spec: /update-agent-by-admin/:userId): the agency fields
// and the priority that orders the agent list (higher first, then newest). Saving makes the
// user an agent, as the owner's own agency form does. Photos dropped from the profile leave
// storage unless something else still shows them.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { sanitizeRichText } from '../../lib/sanitize.server';
import { ADMIN_AGENT_MESSAGES, type AdminAgentInput } from '../../lib/schemas/admin-agent';
import { deleteUnusedImages, knownImages } from '../media/cleanup.server';

export const USER_NOT_FOUND = 'User not found!';

export interface AgentForAdmin {
  user: { _id: string; username: string; email: string; role: string };
  profile: { name: string; description: string; address: string; phone: string; facebook: string; imageUrls: string[]; priority: number } | null;
}

/** The user and their agency profile (if any), for the admin's form. */
export async function getAgentForAdmin({ userId }: { userId: string }): Promise<AgentForAdmin> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  const [row] = await getDb()
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, profile: agentProfiles })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  const p = row.profile;
  return {
    user: { _id: row.id, username: row.username, email: row.email, role: row.role },
    profile: p && {
      name: p.name,
      // Shown in the editor as HTML: cleaned again, whatever wrote the row.
      description: sanitizeRichText(p.description),
      address: p.address,
      phone: p.phone,
      facebook: p.facebook,
      imageUrls: p.imageUrls,
      priority: p.priority,
    },
  };
}

export async function updateAgentByAdmin({ userId, input }: { userId: string; input: AdminAgentInput }) {
  const { profile: before } = await getAgentForAdmin({ userId });
  const description = sanitizeRichText(input.description);
  if (!description.replace(/<[^>]*>|&nbsp;/g, '').trim()) throw badRequest(ADMIN_AGENT_MESSAGES.description, { description: ADMIN_AGENT_MESSAGES.description });
  const imageUrls = [...new Set(input.imageUrls)];
  const known = await knownImages(imageUrls);
  // A URL that is not one of this portal's uploads means the upload did not succeed.
  if (imageUrls.some((url) => !known.has(url))) throw badRequest(ADMIN_AGENT_MESSAGES.uploadFailed, { imageUrls: ADMIN_AGENT_MESSAGES.uploadFailed });

  const fields = { name: input.name, description, address: input.address, phone: input.phone, facebook: input.facebook, imageUrls, priority: input.priority };
  await getDb().transaction(async (tx) => {
    await tx
      .insert(agentProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: agentProfiles.userId, set: { ...fields, updatedAt: new Date() } });
    await tx.update(users).set({ role: 'agent', updatedAt: new Date() }).where(eq(users.id, userId));
  });
  await deleteUnusedImages((before?.imageUrls ?? []).filter((url) => !imageUrls.includes(url)));
}
