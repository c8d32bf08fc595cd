import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles } from '../../db/schema';
import { sanitizeRichText } from '../../lib/sanitize.server';
import type { AgencyView } from './agency-view';

/** A user's agency profile for its edit form, or null before the first save. */
export async function getAgency({ userId }: { userId: string }): Promise<AgencyView | null> {
  const [row] = await getDb().select().from(agentProfiles).where(eq(agentProfiles.userId, userId)).limit(1);
  if (!row) return null;
  const { name, description, address, phone, facebook, imageUrls, priority } = row;
  // Sanitized again on the way out: the editor shows it as HTML.
  return { name, description: sanitizeRichText(description), address, phone, facebook, imageUrls, priority };
}
