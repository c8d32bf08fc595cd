// Everything the home page shows, gathered in parallel: one query per section (listing tally,
// recent rent and recent sale as cards with their covers, agencies, posts as cards). The spec
// fetches 27 of each and shows 9 at a time.
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingCounts, listings, posts } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import { toAgentCard } from '../../lib/views/agent-view';
import { cardFromRow, listingCardColumns } from '../listings/listing-cards.server';
import { listAgents } from '../agents/list-agents.server';
import { postCardColumns, toPostCardFromRow } from '../posts/post-cards.server';
import type { HomeData } from '../../lib/views/home-page';
import { tallyListings } from '../../lib/views/townships';

export async function loadHome({ fetch = PAGE_SIZES.homeFetch }: { fetch?: number } = {}): Promise<HomeData> {
  const db = getDb();
  const recent = (type: 'rent' | 'sale') =>
    db.select(listingCardColumns).from(listings).where(eq(listings.type, type)).orderBy(desc(listings.createdAt), desc(listings.id)).limit(fetch);

  const [tallyRows, rentRows, saleRows, agents, postRows] = await Promise.all([
    // The trigger-kept counters (a few hundred rows), not a count over every listing.
    db
      .select({ township: listingCounts.township, type: listingCounts.type, count: sql<number>`sum(${listingCounts.n})`.mapWith(Number) })
      .from(listingCounts)
      .groupBy(listingCounts.township, listingCounts.type),
    recent('rent'),
    recent('sale'),
    listAgents({ limit: fetch }),
    db.select(postCardColumns).from(posts).orderBy(desc(posts.updatedAt), desc(posts.id)).limit(fetch),
  ]);
  const tally = tallyListings(tallyRows);
  return {
    counts: { rent: tally.rent, sale: tally.sale },
    townships: tally.townships,
    rent: rentRows.map(cardFromRow),
    sale: saleRows.map(cardFromRow),
    agents: agents.map(toAgentCard),
    posts: postRows.map(toPostCardFromRow),
  };
}
