// The server half of lib/views/agent-view.ts: the columns an agency and an agent view are read from, and
// the mapping from a row, in one place for every reader (the directory, one agent, the agency
// forms, the API's answer after a save).
import { sql } from 'drizzle-orm';
import { agentProfiles, listings, publicListing, users } from '../../db/schema';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import type { AgencyView, AgentCardData, AgentView } from '../../lib/views/agent-view';

/** An agency profile's public columns (select from, or left join, agent_profiles). */
export const agencyColumns = {
  name: agentProfiles.name,
  description: agentProfiles.description,
  address: agentProfiles.address,
  phone: agentProfiles.phone,
  facebook: agentProfiles.facebook,
  viber: agentProfiles.viber,
  whatsapp: agentProfiles.whatsapp,
  messenger: agentProfiles.messenger,
  imageUrls: agentProfiles.imageUrls,
  priority: agentProfiles.priority,
};

/** An agency as it leaves the server. */
export function toAgencyView(row: AgencyView): AgencyView {
  const { name, description, address, phone, facebook, viber, whatsapp, messenger, imageUrls, priority } = row;
  // Sanitized again on the way out: rows written by older code or by hand must not carry
  // markup, and the edit form shows it as HTML.
  return { name, description: sanitizeRichText(description), address, phone, facebook, viber, whatsapp, messenger, imageUrls, priority };
}

/** An agent in the directory: the agency, its owner's public fields and its number of listings (agent_profiles joined to users). */
export const agentColumns = {
  userId: agentProfiles.userId,
  ...agencyColumns,
  createdAt: agentProfiles.createdAt,
  username: users.username,
  avatar: users.avatar,
  listingCount: sql<number>`(select count(*) from ${listings} where ${listings.userRef} = ${agentProfiles.userId} and ${publicListing})`.mapWith(Number),
};

/**
 * An agency as its card shows it (the home page, /agent): no description, which a card would
 * read and clean only to drop (sanitize-html, 10-25 µs an agency: the home page's CPU -2.5% side
 * by side, bench/compare.ts), and no contacts.
 */
export const agentCardColumns = {
  userId: agentColumns.userId,
  name: agentColumns.name,
  address: agentColumns.address,
  imageUrls: agentColumns.imageUrls,
  avatar: agentColumns.avatar,
  listingCount: agentColumns.listingCount,
};

export function toAgentCardFromRow({ userId, name, address, imageUrls, avatar, listingCount }: Omit<AgentCardData, '_id'> & { userId: string }): AgentCardData {
  // The card shows one picture: the first photo (else the avatar).
  return { _id: userId, name, address, listingCount, imageUrls: imageUrls.slice(0, 1), avatar };
}

export function toAgentView(row: AgencyView & { userId: string; createdAt: Date; username: string; avatar: string | null; listingCount: number }): AgentView {
  return {
    _id: row.userId,
    username: row.username,
    avatar: row.avatar,
    ...toAgencyView(row),
    listingCount: row.listingCount,
    createdAt: row.createdAt.toISOString(),
  };
}
