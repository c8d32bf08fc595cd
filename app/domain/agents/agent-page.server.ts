// Everything /agent/:id shows, gathered in one place so the loader stays thin. The parameter is
// the agent's user id. A user without an agency profile (an owner who lists a flat; listing
// pages link 'Listed By' here) gets the same page with their username and avatar. The e-mail
// leaves the server only for an admin who is not that user (the spec's 'Contact to provider').
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings as listingsTable, publicListing, type User } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import type { AgentPageData } from '../../lib/views/agent-page';
import type { ListingCardData } from '../../lib/views/listing-card';
import { cardFromRow, listingCardColumns } from '../listings/listing-cards.server';
import { countUserListings, readUserWithProfile } from './get-agent.server';

/**
 * The user's newest listings, read as cards (no description, only the cover), in the order of
 * /api/listing/get?userId=; 'Show More' asks the page for the next ones (startIndex).
 */
export async function agentListingCards({ userId, startIndex = 0, limit }: { userId: string; startIndex?: number; limit: number }): Promise<ListingCardData[]> {
  const rows = await getDb()
    .select(listingCardColumns)
    .from(listingsTable)
    .where(and(publicListing, eq(listingsTable.userRef, userId)))
    .orderBy(desc(listingsTable.createdAt), desc(listingsTable.id))
    .limit(limit)
    .offset(startIndex);
  return rows.map(cardFromRow);
}

/**
 * The page's data, or null for an unknown or malformed id. `listingsFrom` skips that many
 * listings: 'Show More' asks the page for its next batch.
 */
export async function loadAgentPage({ id, viewer, listingsFrom = 0 }: { id: string; viewer: Pick<User, 'id' | 'isAdmin'> | null; listingsFrom?: number }): Promise<AgentPageData | null> {
  const read = await readUserWithProfile({ id });
  if (!read) return null;
  const { user, profile } = read;
  const pageSize = PAGE_SIZES.listings;
  const [counts, first] = await Promise.all([countUserListings({ userId: user.id }), agentListingCards({ userId: user.id, startIndex: listingsFrom, limit: pageSize })]);
  const canContactProvider = !!viewer?.isAdmin && viewer.id !== user.id;
  return {
    agent: {
      _id: user.id,
      name: profile?.name ?? user.username,
      username: user.username,
      avatar: user.avatar,
      isAgency: profile !== null,
      description: profile?.description ?? '',
      address: profile?.address ?? '',
      phone: profile?.phone ?? '',
      facebook: profile?.facebook ?? '',
      viber: profile?.viber ?? null,
      whatsapp: profile?.whatsapp ?? null,
      messenger: profile?.messenger ?? null,
      imageUrls: profile?.imageUrls ?? [],
      createdAt: user.createdAt.toISOString(),
    },
    counts,
    listings: first,
    pageSize,
    email: canContactProvider ? user.email : null,
  };
}
