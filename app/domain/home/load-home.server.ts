// Everything the home page shows, gathered in parallel: one query per section (listing tally,
// recent rent and recent sale as cards with their covers, agencies and posts as cards). The spec
// fetches 27 of each and shows 9 at a time; View More asks for one list's next batch
// (loadHomeList), read by the same query as its first.
import { and, desc, eq, sql } from 'drizzle-orm';
import { prepared } from '../../db/registry.server';
import { listingCounts, listings, posts, publicListing } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import type { AgentCardData } from '../../lib/views/agent-view';
import type { HomeData } from '../../lib/views/home-page';
import type { ListingCardData } from '../../lib/views/listing-card';
import type { PostCardData } from '../../lib/views/post-card';
import { tallyListings } from '../../lib/views/townships';
import { listAgentCards } from '../agents/list-agents.server';
import { cardFromRow, listingCardColumns } from '../listings/listing-cards.server';
import { postCardColumns, toPostCardFromRow } from '../posts/post-cards.server';

/** The home page's lists, each with its View More. */
export const HOME_LISTS = ['rent', 'sale', 'agents', 'posts'] as const;
export type HomeList = (typeof HOME_LISTS)[number];
export type HomeListItem = ListingCardData | AgentCardData | PostCardData;

type Slice = {
  startIndex: number;
  limit: number;
};

// Prepared (db/registry.server.ts): the home page is the busiest page, and drizzle building these
// five queries' SQL on every request was 8% of its CPU.
const recentListingsQuery = prepared('home_recent_listings', (db, name) =>
  db
    .select(listingCardColumns)
    .from(listings)
    .where(and(publicListing, eq(listings.type, sql.placeholder('type'))))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('startIndex'))
    .prepare(name),
);

const recentListings = async (type: 'rent' | 'sale', slice: Slice) => (await recentListingsQuery().execute({ type, ...slice })).map(cardFromRow);

const recentPostsQuery = prepared('home_recent_posts', (db, name) =>
  db
    .select(postCardColumns)
    .from(posts)
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('startIndex'))
    .prepare(name),
);

const recentPosts = async (slice: Slice) => (await recentPostsQuery().execute(slice)).map(toPostCardFromRow);

// The trigger-kept counters (a few hundred rows), not a count over every listing. Live homes
// only: each township card leads to its search, which shows those unless asked for more.
const tallyQuery = prepared('home_listing_tally', (db, name) =>
  db
    .select({ township: listingCounts.township, type: listingCounts.type, count: sql<number>`sum(${listingCounts.n})`.mapWith(Number) })
    .from(listingCounts)
    .where(eq(listingCounts.live, true))
    .groupBy(listingCounts.township, listingCounts.type)
    .prepare(name),
);

/** One list's items from `startIndex` on, as loadHome reads them. */
export function loadHomeList(list: 'rent' | 'sale', slice: Slice): Promise<ListingCardData[]>;
export function loadHomeList(list: 'agents', slice: Slice): Promise<AgentCardData[]>;
export function loadHomeList(list: 'posts', slice: Slice): Promise<PostCardData[]>;
export function loadHomeList(list: HomeList, slice: Slice): Promise<HomeListItem[]>;
export function loadHomeList(list: HomeList, slice: Slice): Promise<HomeListItem[]> {
  if (list === 'agents') return listAgentCards(slice);
  if (list === 'posts') return recentPosts(slice);
  return recentListings(list, slice);
}

export async function loadHome({ fetch = PAGE_SIZES.homeFetch }: { fetch?: number } = {}): Promise<HomeData> {
  const first = { startIndex: 0, limit: fetch };

  const [tallyRows, rent, sale, agents, recent] = await Promise.all([
    tallyQuery().execute(),
    loadHomeList('rent', first),
    loadHomeList('sale', first),
    loadHomeList('agents', first),
    loadHomeList('posts', first),
  ]);
  const tally = tallyListings(tallyRows);
  return {
    counts: { rent: tally.rent, sale: tally.sale },
    townships: tally.townships,
    rent,
    sale,
    agents,
    posts: recent,
  };
}
