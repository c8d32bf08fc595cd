// Saving a user's agency (POST /api/user/update/{id} with agent fields, and /update-agent).
// Saving makes the user an agent (role 'agent'), which puts them in the agent directory.
// The directory's order (priority) is the admin's to set: anyone else's value is ignored.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, users, type User } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { AGENCY_MESSAGES, type AgencyInput } from '../../lib/schemas/agency';
import { sanitizeRichText } from '../../lib/sanitize.server';
import { deleteUnusedImages, knownImages } from '../media/cleanup.server';
import { getEditableUser } from './editable-user.server';

const M = AGENCY_MESSAGES;

export async function updateAgency({ actor, userId, input }: { actor: User; userId: string; input: AgencyInput }) {
  const target = await getEditableUser({ actor, userId });
  const description = sanitizeRichText(input.description);
  if (!description.replace(/<[^>]*>/g, '').trim()) throw badRequest(M.description, { description: M.description });
  const imageUrls = [...new Set(input.imageUrls)];
  const known = await knownImages(imageUrls);
  if (imageUrls.some((url) => !known.has(url))) throw badRequest(M.foreignImages, { imageUrls: M.foreignImages });

  const db = getDb();
  const [before] = await db.select({ imageUrls: agentProfiles.imageUrls }).from(agentProfiles).where(eq(agentProfiles.userId, target.id));
  const fields = {
    name: input.name,
    description,
    address: input.address,
    phone: input.phone,
    facebook: input.facebook,
    imageUrls,
    ...(actor.isAdmin && input.priority !== undefined && { priority: input.priority }),
    updatedAt: new Date(),
  };
  const [user, profile] = await db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(agentProfiles)
      .values({ userId: target.id, ...fields })
      .onConflictDoUpdate({ target: agentProfiles.userId, set: fields })
      .returning();
    const [user] = await tx.update(users).set({ role: 'agent', updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
    return [user, profile] as const;
  });
  // Photos taken off the agency leave storage, unless something else still shows them.
  await deleteUnusedImages((before?.imageUrls ?? []).filter((url) => !imageUrls.includes(url)));
  return { user, profile };
}
