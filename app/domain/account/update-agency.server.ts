// Saving a user's agency: /update-agent (one's own), /update-agent-by-admin/:userId (an admin,
// for anyone) and POST /api/user/update/{id} with agent fields. Saving makes the user an agent
// (role 'agent'), which puts them in the agent directory. The directory's order (priority) is the
// admin's to set: anyone else's value is ignored. Photos dropped from the agency leave storage
// unless something else still shows them.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, users, type User } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { AGENCY_MESSAGES, type AgencyInput } from '../../lib/schemas/agency';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import { deleteUnusedImages, knownImages } from '../media/cleanup.server';
import { getEditableUser } from './editable-user.server';

const M = AGENCY_MESSAGES;

export async function upsertAgency({
  actor,
  userId,
  input,
  foreignImagesMessage = M.foreignImages,
}: {
  actor: User;
  userId: string;
  input: AgencyInput;
  /**
   * What a photo that is not one of this portal's uploads is called. The API names the cause;
   * the admin's page says the spec's upload failure, which is what it means to the person there.
   */
  foreignImagesMessage?: string;
}) {
  const target = await getEditableUser({ actor, userId });
  const description = sanitizeRichText(input.description);
  // Markup alone (an empty paragraph, a lone &nbsp;) is no description.
  if (!description.replace(/<[^<>]*>|&nbsp;/g, '').trim()) throw badRequest(M.description, { description: M.description });
  const imageUrls = [...new Set(input.imageUrls)];
  const known = await knownImages(imageUrls);
  if (imageUrls.some((url) => !known.has(url))) throw badRequest(foreignImagesMessage, { imageUrls: foreignImagesMessage });

  const db = getDb();
  const [before] = await db.select({ imageUrls: agentProfiles.imageUrls }).from(agentProfiles).where(eq(agentProfiles.userId, target.id));
  const fields = {
    name: input.name,
    description,
    address: input.address,
    phone: input.phone,
    facebook: input.facebook,
    viber: input.viber,
    whatsapp: input.whatsapp,
    messenger: input.messenger,
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
  await deleteUnusedImages((before?.imageUrls ?? []).filter((url) => !imageUrls.includes(url)));
  return { user, profile };
}

/** What a failed agency form sends back to its page: the description goes into the editor as HTML, so only the allowed tags. */
export function agencyFormValues(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, description: typeof values.description === 'string' ? sanitizeRichText(values.description) : '' };
}
