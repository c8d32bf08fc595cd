import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles } from '../../db/schema';
import type { AgencyView } from '../../lib/views/agent-view';
import { agencyColumns, toAgencyView } from '../agents/agent-view.server';

/** A user's agency profile for its edit form, or null before the first save. */
export async function getAgency({ userId }: { userId: string }): Promise<AgencyView | null> {
  const [row] = await getDb().select(agencyColumns).from(agentProfiles).where(eq(agentProfiles.userId, userId)).limit(1);
  return row ? toAgencyView(row) : null;
}
