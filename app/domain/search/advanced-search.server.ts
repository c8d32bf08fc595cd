// /search: listings filtered by the advanced search form, sorted, 8 to a numbered page.
import { and, asc, between, count, desc, eq, gte, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingCounts, listings, publicListing } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import { orderedPriceRange } from '../../lib/saved-search-query';
import { SEARCH_AMENITIES, type AdvancedSearchQuery } from '../../lib/schemas/search';
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

/**
 * How each filter narrows the listings, given its value: a bound value for a search, or a column
 * of a saved search for the alert run's join (filtersFromColumns). One definition of each, so a
 * saved search's alerts match exactly what its search shows.
 */
const VALUE_FILTERS = {
  type: (value: string | SQL) => eq(listings.type, value),
  township: (value: string | SQL) => eq(listings.township, value),
  propertyType: (value: string | SQL) => eq(listings.propertyType, value),
  currency: (value: string | SQL) => eq(listings.currency, value),
  minPrice: (value: number | SQL) => gte(listings.regularPrice, value),
  maxPrice: (value: number | SQL) => lte(listings.regularPrice, value),
  beds: (value: number | SQL) => gte(listings.bedrooms, value),
} satisfies Partial<Record<keyof AdvancedSearchQuery, (value: never) => SQL>>;
const AMENITY_FILTERS = {
  parking: eq(listings.parking, true),
  furnished: eq(listings.furnished, true),
  swimmingPool: eq(listings.swimmingPool, true),
  gym: eq(listings.gym, true),
  offer: eq(listings.offer, true),
} satisfies Record<(typeof SEARCH_AMENITIES)[number], SQL>;

/** The search's own filters (the counters table answers when there are none but its keys). */
export function searchFilters(query: AdvancedSearchQuery): SQL | undefined {
  // A reversed range is read the way it was meant.
  const [minPrice, maxPrice] = orderedPriceRange(query.minPrice, query.maxPrice);
  const values = { ...query, type: query.type === 'all' ? undefined : query.type, minPrice, maxPrice };
  const filters: SQL[] = [];
  for (const [key, filter] of Object.entries(VALUE_FILTERS)) {
    const value = values[key as keyof typeof VALUE_FILTERS];
    if (value !== undefined) filters.push((filter as (value: string | number) => SQL)(value));
  }
  for (const key of SEARCH_AMENITIES) if (query[key]) filters.push(AMENITY_FILTERS[key]);
  // The map's area: a range of listings_location_idx (latitude first, longitude checked on its entries).
  if (query.bounds) {
    filters.push(between(listings.latitude, query.bounds.south, query.bounds.north));
    filters.push(between(listings.longitude, query.bounds.west, query.bounds.east));
  }
  return filters.length ? and(...filters) : undefined;
}

/** The WHERE clause of a search: public listings that pass its filters. */
const searchWhere = (query: AdvancedSearchQuery) => and(publicListing, searchFilters(query));

/** Columns holding a search's filters (a saved search's): null, or false for an amenity, when not filtered. */
export type FilterColumns = Record<keyof typeof VALUE_FILTERS | keyof typeof AMENITY_FILTERS, SQL>;

/**
 * The same filters as searchFilters, read from columns of each row of another table (a saved
 * search's), each applying only when its column is set: the join condition of the alert run.
 */
export function filtersFromColumns(columns: FilterColumns): SQL {
  return and(
    ...Object.entries(VALUE_FILTERS).map(([key, filter]) => {
      const column = columns[key as keyof typeof VALUE_FILTERS];
      return or(isNull(column), (filter as (value: SQL) => SQL)(column))!;
    }),
    ...SEARCH_AMENITIES.map((key) => or(not(columns[key]), AMENITY_FILTERS[key])!),
  )!;
}

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
