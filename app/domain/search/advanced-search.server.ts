// /search: listings filtered by the advanced search form, sorted, 8 to a numbered page.
import { and, asc, between, count, desc, eq, gte, inArray, isNull, lte, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { builtPerShape, getDb } from '../../db/registry.server';
import { closedListing, listingCounts, listings, publicListing, stillAvailable } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import { orderedPriceRange } from '../../lib/saved-search-query';
import { SEARCH_AMENITIES, type AdvancedSearchQuery, type MapBounds } from '../../lib/schemas/search';
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
  // Both currencies in one order: the price in lakh at the rate of the day.
  regularPrice: listings.priceLakh,
} as const;

/**
 * How each filter narrows the listings, given its value: a bound value, a placeholder (a search's
 * query built once per shape), or a column of a saved search for the alert run's join
 * (filtersFromColumns). One definition of each, so a saved search's alerts match exactly what
 * its search shows.
 */
const VALUE_FILTERS = {
  type: (value: string | SQL | Placeholder) => eq(listings.type, value),
  township: (value: string | SQL | Placeholder) => eq(listings.township, value),
  propertyType: (value: string | SQL | Placeholder) => eq(listings.propertyType, value),
  minPrice: (value: number | SQL | Placeholder, price: SQL) => gte(price, value),
  maxPrice: (value: number | SQL | Placeholder, price: SQL) => lte(price, value),
  beds: (value: number | SQL | Placeholder) => gte(listings.bedrooms, value),
} satisfies Partial<Record<keyof AdvancedSearchQuery, (value: never, price: never) => SQL>>;

/**
 * A price range is in the currency the person chose (lakh when none is), and finds listings
 * priced in either: it reads the listing's price in that currency, kept by the database.
 */
const priceIn = (currency: string | undefined) => (currency === 'USD' ? listings.priceUsd : listings.priceLakh);
const priceFilterColumn = (currency: string | undefined) => sql`${priceIn(currency)}`;
type ValueFilter = keyof typeof VALUE_FILTERS;
const AMENITY_FILTERS = {
  parking: eq(listings.parking, true),
  furnished: eq(listings.furnished, true),
  swimmingPool: eq(listings.swimmingPool, true),
  gym: eq(listings.gym, true),
  offer: eq(listings.offer, true),
} satisfies Record<(typeof SEARCH_AMENITIES)[number], SQL>;

/** Each value filter's value in a search, undefined where it does not filter; a reversed range is read the way it was meant. */
function filterValues(query: AdvancedSearchQuery): Record<ValueFilter, string | number | undefined> {
  const [minPrice, maxPrice] = orderedPriceRange(query.minPrice, query.maxPrice);
  return {
    type: query.type === 'all' ? undefined : query.type,
    township: query.township,
    propertyType: query.propertyType,
    minPrice,
    maxPrice,
    beds: query.beds,
  };
}

/**
 * The filters with the given values (bound or placeholders); the amenities and the state are the
 * query's own: only homes still available, unless the search asks for rented-out and sold ones too.
 */
function filtersWith(
  query: AdvancedSearchQuery,
  values: Partial<Record<ValueFilter, string | number | Placeholder | undefined>>,
  bounds: Record<keyof MapBounds, number | Placeholder> | undefined,
): SQL | undefined {
  const filters: SQL[] = [];
  for (const [key, filter] of Object.entries(VALUE_FILTERS)) {
    const value = values[key as ValueFilter];
    if (value !== undefined) filters.push((filter as (value: string | number | Placeholder, price: SQL) => SQL)(value, priceFilterColumn(query.currency)));
  }
  for (const key of SEARCH_AMENITIES) if (query[key]) filters.push(AMENITY_FILTERS[key]);
  if (!query.showClosed) filters.push(stillAvailable);
  // The map's area: a range of listings_location_idx (latitude first, longitude checked on its entries).
  if (bounds) {
    filters.push(between(listings.latitude, bounds.south, bounds.north));
    filters.push(between(listings.longitude, bounds.west, bounds.east));
  }
  return filters.length ? and(...filters) : undefined;
}

/** The search's own filters (the counters table answers when there are none but its keys). */
export function searchFilters(query: AdvancedSearchQuery): SQL | undefined {
  return filtersWith(query, filterValues(query), query.bounds);
}

/** The WHERE clause of a search: public listings that pass its filters. */
const searchWhere = (query: AdvancedSearchQuery) => and(publicListing, searchFilters(query));

const BOUNDS_PLACEHOLDERS = { south: sql.placeholder('south'), west: sql.placeholder('west'), north: sql.placeholder('north'), east: sql.placeholder('east') };

/** The filters the listing counters are kept by: a search by these alone is counted from them. */
const COUNTER_KEYS: readonly ValueFilter[] = ['type', 'township', 'propertyType'];

/**
 * A search as a query built once per shape sees it (db/registry.server.ts, builtPerShape): the
 * shape names which filters it uses and its order, the WHERE clause (`where`, called only when a
 * query is built) holds placeholders for their values, and `params` fills them. Worked out once
 * per search, for its page and its count.
 */
function parameterised(query: AdvancedSearchQuery) {
  const values = filterValues(query);
  const used = (Object.keys(values) as ValueFilter[]).filter((key) => values[key] !== undefined);
  const amenities = SEARCH_AMENITIES.filter((key) => query[key]);
  // The price filter's currency chooses a column, and the state filters or orders: both are part of the shape.
  const shape = `${used.join(',')}|${amenities.join(',')}|${query.bounds ? 'area' : ''}|${query.sort} ${query.order}|${priceIn(query.currency).name}|${query.showClosed ? 'all' : 'live'}`;
  const params: Record<string, unknown> = { ...query.bounds };
  for (const key of used) params[key] = values[key];
  const where = () =>
    and(publicListing, filtersWith(query, Object.fromEntries(used.map((key) => [key, sql.placeholder(key)])), query.bounds && BOUNDS_PLACEHOLDERS));
  // The counters table (public listings, by state) answers exactly when the search filters by its
  // keys and nothing else. Read from the parts filtersWith is given, so a filter added there is
  // never miscounted here.
  const countedByKey = used.every((key) => COUNTER_KEYS.includes(key)) && amenities.length === 0 && !query.bounds;
  return { query, shape, used, params, where, countedByKey };
}

type ParameterisedSearch = ReturnType<typeof parameterised>;

/** Columns holding a search's filters (a saved search's): null, or false for an amenity or showClosed, when not filtered. */
export type FilterColumns = Record<keyof typeof VALUE_FILTERS | keyof typeof AMENITY_FILTERS | 'currency' | 'showClosed', SQL>;

/**
 * The same filters as searchFilters, read from columns of each row of another table (a saved
 * search's), each applying only when its column is set: the join condition of the alert run.
 */
export function filtersFromColumns(columns: FilterColumns): SQL {
  const price = sql`(case when ${columns.currency} = 'USD' then ${listings.priceUsd} else ${listings.priceLakh} end)`;
  return and(
    ...Object.entries(VALUE_FILTERS).map(([key, filter]) => {
      const column = columns[key as keyof typeof VALUE_FILTERS];
      return or(isNull(column), (filter as (value: SQL, price: SQL) => SQL)(column, price))!;
    }),
    ...SEARCH_AMENITIES.map((key) => or(not(columns[key]), AMENITY_FILTERS[key])!),
    or(columns.showClosed, stillAvailable)!,
  )!;
}

/**
 * The order of the results; the id breaks ties (equal prices, timestamps) so pages never overlap
 * or skip. A search of live homes alone reads them from an index led by the state with the state
 * fixed (listings_search_live_created_idx, _live_updated_idx or _live_price_desc_idx, either way):
 * the order needs no state key, and one would keep the planner from walking that index in order.
 * With rented-out and sold homes shown too, they come after the live ones, whatever the order: a
 * searcher wants a home they can still have. That flag is written the way an index walk reads it:
 * for a descending order "still available, descending" (listings_search_live_created_idx read
 * backwards for newest first); for an ascending one "closed, ascending" (the _closed_ indexes).
 */
export function resultOrder(query: Pick<AdvancedSearchQuery, 'sort' | 'order' | 'showClosed'>) {
  // Premium Ads first, then the quality score weighed with freshness (listings.recommended_rank).
  if (query.sort === 'recommended') return [...(query.showClosed ? [desc(stillAvailable)] : []), desc(listings.offer), desc(listings.recommendedRank), desc(listings.id)];
  if (query.order === 'asc') return [...(query.showClosed ? [asc(closedListing)] : []), asc(SORT_COLUMNS[query.sort]), asc(listings.id)];
  return [...(query.showClosed ? [desc(stillAvailable)] : []), desc(SORT_COLUMNS[query.sort]), desc(listings.id)];
}

/**
 * The ids of one page in order. Only ids, so PostgreSQL answers from one of the covering search
 * indexes alone (see `listings` in db/schema/listings.ts): the township one when a township is chosen,
 * else the sort column's, walked in order until the page is full. The wide rows of just these 8
 * are read by the query around it (`pageQuery`).
 */
const idsQuery = (db: Database, where: SQL | undefined, query: AdvancedSearchQuery, offset: number | Placeholder) =>
  db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(...resultOrder(query))
    .limit(PAGE_SIZES.search)
    .offset(offset);

const pageOffset = (query: AdvancedSearchQuery) => (query.page - 1) * PAGE_SIZES.search;

/** One page's ids with the search's values bound; for the benchmark's EXPLAIN. */
export const pageIdsQuery = (query: AdvancedSearchQuery) => idsQuery(getDb(), searchWhere(query), query, pageOffset(query));

/** The page's cards with their covers, in one round trip: the ids above, then their rows. */
function pageQuery({ query, shape, params, where }: ParameterisedSearch) {
  const built = builtPerShape('search_page', shape, (db) =>
    db
      .select(listingCardColumns)
      .from(listings)
      .where(inArray(listings.id, idsQuery(db, where(), query, sql.placeholder('offset'))))
      .orderBy(...resultOrder(query))
      .prepare(''),
  );
  return built.execute({ ...params, offset: pageOffset(query) });
}

/** The matching rows, counted up to `cap`. */
function cappedCount(db: Database, where: SQL | undefined, cap: number | Placeholder) {
  const matches = db.select({ one: sql`1` }).from(listings).where(where).limit(cap).as('matches');
  return db.select({ counted: count() }).from(matches);
}

/** The matching rows counted up to the cap, the search's values bound; for the benchmark's EXPLAIN. */
export const cappedCountQuery = (query: AdvancedSearchQuery) => cappedCount(getDb(), searchWhere(query), countCap(query.page));

/** How many listings match, exactly (from the counters) or up to the cap (counting rows). */
async function countMatches({ query, shape, used, params, where, countedByKey }: ParameterisedSearch): Promise<{ total: number; totalIsExact: boolean }> {
  if (countedByKey) {
    // `used` holds only the counters' keys here; the live homes' counts alone unless closed ones are shown.
    const counted = builtPerShape('search_counters', `${used.join(',')}|${query.showClosed ? 'all' : 'live'}`, (db) =>
      db
        .select({ total: sql<number>`coalesce(sum(${listingCounts.n}), 0)`.mapWith(Number) })
        .from(listingCounts)
        .where(
          and(
            ...used.map((key) => eq(listingCounts[key as 'type' | 'township' | 'propertyType'], sql.placeholder(key))),
            query.showClosed ? undefined : eq(listingCounts.live, true),
          ),
        )
        .prepare(''),
    );
    const [{ total }] = await counted.execute(params);
    return { total, totalIsExact: true };
  }
  const cap = countCap(query.page);
  const built = builtPerShape('search_count', shape, (db) => cappedCount(db, where(), sql.placeholder('cap')).prepare(''));
  const [{ counted }] = await built.execute({ ...params, cap });
  return counted < cap ? { total: counted, totalIsExact: true } : { total: cap - 1, totalIsExact: false };
}

export async function searchListings({ query }: { query: AdvancedSearchQuery }): Promise<AdvancedSearchResult> {
  const pageSize = PAGE_SIZES.search;
  const search = parameterised(query);
  const [rows, { total, totalIsExact }] = await Promise.all([pageQuery(search), countMatches(search)]);
  return {
    listings: rows.map(cardFromRow),
    total,
    totalIsExact,
    page: query.page,
    pageCount: Math.ceil(total / pageSize),
    pageSize,
  };
}
