// /search: listings filtered by the advanced search form, sorted, 8 to a numbered page.
import { and, asc, between, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingCounts, listings, publicListing } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import type { AdvancedSearchQuery } from '../../lib/schemas/search';
import type { AdvancedSearchResult } from '../../lib/views/search-results';
import { cardFromRow, listingCardColumns } from '../listings/listing-cards.server';

/**
 * Searches by type, township and property type alone are counted exactly from the counters
 * table. Others count their matching rows, stopping at 1,000, or two pages past the requested
 * one when deeper: enough for the numbered pager (3 page numbers at a time) and for "More than
 * 1,000 listings", while the count of a search matching most of 100,000 listings stays as cheap
 * as a rare one.
 */
export const COUNT_CAP = 1_000;
const countCap = (page: number) => Math.max(COUNT_CAP, (page + 2) * PAGE_SIZES.search) + 1;

const SORT_COLUMNS = {
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  regularPrice: listings.regularPrice,
} as const;

/** The search's own filters (the counters table answers when there are none but its keys). */
export function searchFilters(query: AdvancedSearchQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.type !== 'all') filters.push(eq(listings.type, query.type));
  if (query.parking) filters.push(eq(listings.parking, true));
  if (query.furnished) filters.push(eq(listings.furnished, true));
  if (query.swimmingPool) filters.push(eq(listings.swimmingPool, true));
  if (query.gym) filters.push(eq(listings.gym, true));
  if (query.offer) filters.push(eq(listings.offer, true));
  if (query.township) filters.push(eq(listings.township, query.township));
  if (query.propertyType) filters.push(eq(listings.propertyType, query.propertyType));
  if (query.currency) filters.push(eq(listings.currency, query.currency));
  // A reversed range is read the way it was meant.
  const [low, high] =
    query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice
      ? [query.maxPrice, query.minPrice]
      : [query.minPrice, query.maxPrice];
  if (low !== undefined) filters.push(gte(listings.regularPrice, low));
  if (high !== undefined) filters.push(lte(listings.regularPrice, high));
  if (query.beds !== undefined) filters.push(gte(listings.bedrooms, query.beds));
  // The map's area: a range of listings_location_idx (latitude first, longitude checked on its entries).
  if (query.bounds) {
    filters.push(between(listings.latitude, query.bounds.south, query.bounds.north));
    filters.push(between(listings.longitude, query.bounds.west, query.bounds.east));
  }
  return filters.length ? and(...filters) : undefined;
}

/** The WHERE clause of a search: public listings that pass its filters. */
const searchWhere = (query: AdvancedSearchQuery) => and(publicListing, searchFilters(query));

/** The order of the results; the id breaks ties (equal prices, timestamps) so pages never overlap or skip. */
export function resultOrder(query: Pick<AdvancedSearchQuery, 'sort' | 'order'>) {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[query.sort]), direction(listings.id)];
}

/**
 * The ids of one page in order. Only ids, so PostgreSQL answers from one of the covering search
 * indexes alone (see `listings` in db/schema/entities.ts): the township one when a township is chosen,
 * else the sort column's, walked in order until the page is full. The wide rows of just these 8
 * are read by the query around it (`pageQuery`).
 */
export function pageIdsQuery(query: AdvancedSearchQuery) {
  return getDb()
    .select({ id: listings.id })
    .from(listings)
    .where(searchWhere(query))
    .orderBy(...resultOrder(query))
    .limit(PAGE_SIZES.search)
    .offset((query.page - 1) * PAGE_SIZES.search);
}

/** The page's cards with their covers, in one round trip: the ids above, then their rows. */
function pageQuery(query: AdvancedSearchQuery) {
  return getDb()
    .select(listingCardColumns)
    .from(listings)
    .where(inArray(listings.id, pageIdsQuery(query)))
    .orderBy(...resultOrder(query));
}

/**
 * The counters table (which counts public listings only) answers exactly when the search filters
 * by type, township and property type and nothing else; derived from searchFilters, so a filter added there is never miscounted here.
 */
const countedByKey = (query: AdvancedSearchQuery) => searchFilters({ ...query, type: 'all', township: undefined, propertyType: undefined }) === undefined;

/** The matching rows counted up to the cap; exported for the benchmark's EXPLAIN. */
export function cappedCountQuery(query: AdvancedSearchQuery) {
  const db = getDb();
  const matches = db.select({ one: sql`1` }).from(listings).where(searchWhere(query)).limit(countCap(query.page)).as('matches');
  return db.select({ counted: count() }).from(matches);
}

/** How many listings match, exactly (from the counters) or up to the cap (counting rows). */
async function countMatches(query: AdvancedSearchQuery): Promise<{ total: number; totalIsExact: boolean }> {
  const db = getDb();
  if (countedByKey(query)) {
    const keys: SQL[] = [];
    if (query.type !== 'all') keys.push(eq(listingCounts.type, query.type));
    if (query.township) keys.push(eq(listingCounts.township, query.township));
    if (query.propertyType) keys.push(eq(listingCounts.propertyType, query.propertyType));
    const [{ total }] = await db
      .select({ total: sql<number>`coalesce(sum(${listingCounts.n}), 0)`.mapWith(Number) })
      .from(listingCounts)
      .where(keys.length ? and(...keys) : undefined);
    return { total, totalIsExact: true };
  }
  const cap = countCap(query.page);
  const [{ counted }] = await cappedCountQuery(query);
  return counted < cap ? { total: counted, totalIsExact: true } : { total: cap - 1, totalIsExact: false };
}

export async function searchListings({ query }: { query: AdvancedSearchQuery }): Promise<AdvancedSearchResult> {
  const pageSize = PAGE_SIZES.search;
  const [rows, { total, totalIsExact }] = await Promise.all([pageQuery(query), countMatches(query)]);
  return {
    listings: rows.map(cardFromRow),
    total,
    totalIsExact,
    page: query.page,
    pageCount: Math.ceil(total / pageSize),
    pageSize,
  };
}
