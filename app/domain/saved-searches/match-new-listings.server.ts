// The alert run's one query: take the due searches of a frequency, advance their watermarks, and
// match them against the listings posted since, in a single statement.
//
// It never reads all listings for each search. Every listing has a reference number in posting
// order (ref_no); each saved search keeps the newest one it was matched against (its watermark).
// The statement (1) locks the due, unpaused searches of the frequency (the partial index
// saved_searches_due_idx; SKIP LOCKED, so two runs at once share them out instead of both
// mailing), (2) moves their watermarks to the newest listing and their next due time on, (3)
// reads once the listings newer than the lowest of their old watermarks (a range of the ref_no
// index: the few posted since the last run), and (4) joins the searches to that small set on
// the search's own filter conditions (filtersFromColumns: the SQL /search builds, read from the
// saved search's columns) and, for a saved /full-search, the term's match (termMatchSql: the SQL
// /full-search builds, evaluated once per distinct term over the small set).
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { publicListing, savedSearches } from '../../db/schema';
import { filtersFromColumns, type FilterColumns } from '../search/advanced-search.server';
import { termMatchSql } from '../search/full-text-search.server';
import type { AlertFrequency } from '../../lib/saved-search-query';

const HOUR = 3_600_000;
/**
 * When a search is due again after a run. A daily or weekly one is due an hour early, so a run
 * scheduled at the same time every day (or week) always finds it due, however late the previous
 * run started or however long it took; an instant one is due at every run.
 */
export function nextDueAt(frequency: AlertFrequency, now: Date): Date {
  const period = { instant: 0, daily: 24 * HOUR, weekly: 7 * 24 * HOUR }[frequency];
  return new Date(now.getTime() + Math.max(0, period - HOUR));
}

/** The most listings one alert names; the mail links to the search for the rest. */
export const LISTINGS_PER_ALERT = 10;

export interface SearchMatches {
  searchId: string;
  /** The newest matches first, at most LISTINGS_PER_ALERT. */
  listingIds: string[];
  total: number;
  /** The watermark before this run and the one it set: a failed mail puts the old one back. */
  since: number;
  upto: number;
}

/** A saved search's filter columns, as the CTE `claimed` returns them. */
const claimedColumns = (): FilterColumns => {
  const c = (name: string) => sql`${sql.identifier('claimed')}.${sql.identifier(name)}`;
  return {
    type: c('type'),
    township: c('township'),
    propertyType: c('property_type'),
    currency: c('currency'),
    minPrice: c('min_price'),
    maxPrice: c('max_price'),
    beds: c('beds'),
    parking: c('parking'),
    furnished: c('furnished'),
    swimmingPool: c('swimming_pool'),
    gym: c('gym'),
    offer: c('offer'),
    showClosed: c('show_closed'),
  };
};

/** Whether the due searches' condition holds for saved_searches' row (the partial index's shape). */
const dueCondition = (frequency: AlertFrequency, now: Date) =>
  sql`${savedSearches.frequency} = ${frequency} and not ${savedSearches.paused} and ${savedSearches.nextDueAt} <= ${now.toISOString()}::timestamptz`;

/** The distinct terms of the due term searches: each becomes one match over the new listings. */
async function dueTerms(frequency: AlertFrequency, now: Date): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ term: savedSearches.term })
    .from(savedSearches)
    .where(sql`${dueCondition(frequency, now)} and ${savedSearches.term} is not null`);
  return rows.map((row) => row.term!);
}

/** The statement (exported for the benchmark's EXPLAIN); `terms`: the due searches' distinct terms. */
export function claimAndMatchSql(frequency: AlertFrequency, now: Date, terms: string[]): SQL {
  // Each term's matches among the new listings, once per term; a term without a word matches nothing.
  const termHits = terms.map((term) => {
    const match = termMatchSql(term) ?? sql`false`;
    return sql`select ${term}::text as term, id from fresh as listings where ${match}`;
  });
  const termHitsCte = termHits.length ? sql.join(termHits, sql` union all `) : sql`select null::text as term, null::uuid as id where false`;
  // A term search saved (or resumed) since the terms were read waits for the next run, rather
  // than being claimed without its term's matches.
  const knownTerm = terms.length ? sql`(term is null or term in (${sql.join(terms.map((term) => sql`${term}`), sql`, `)}))` : sql`term is null`;
  // `fresh as listings`: the new listings under the table's own name, so the filter conditions
  // built for the listings table (filtersFromColumns, termMatchSql) read them as they are.
  // The join: most saved searches name a township, so each new listing is offered twice, under
  // its township and under '*', and a search takes the one of its township (or '*' for any): an
  // equality, which PostgreSQL hashes, instead of testing every search against every listing.
  return sql`
    with newest as (select coalesce(max(ref_no), 0) as ref_no from listings),
    due as (
      select id, watermark from saved_searches
      where ${dueCondition(frequency, now)} and ${knownTerm}
      for update skip locked
    ),
    claimed as (
      update saved_searches
      set watermark = greatest(saved_searches.watermark, newest.ref_no), next_due_at = ${nextDueAt(frequency, now).toISOString()}::timestamptz
      from newest, due
      where saved_searches.id = due.id
      returning saved_searches.*, due.watermark as since, newest.ref_no as upto
    ),
    fresh as materialized (
      select * from listings
      where ref_no > (select min(since) from claimed) and ref_no <= (select ref_no from newest) and ${publicListing}
    ),
    term_hits as materialized (${termHitsCte})
    select claimed.id as search_id, claimed.since, claimed.upto, count(*)::int as total,
      (array_agg(listings.id order by listings.ref_no desc))[1:${LISTINGS_PER_ALERT}] as listing_ids
    from claimed
    join (
      select fresh.*, keys.township_key from fresh, lateral (values (fresh.township), ('*')) as keys (township_key)
    ) as listings on listings.township_key = coalesce(claimed.township, '*')
      and listings.ref_no > claimed.since
      and ${filtersFromColumns(claimedColumns())}
      and (claimed.term is null or exists (select 1 from term_hits where term_hits.term = claimed.term and term_hits.id = listings.id))
    group by claimed.id, claimed.since, claimed.upto`;
}

/**
 * Claims the due, unpaused searches of the frequency (their watermarks and due times move on,
 * whether anything matched or not) and answers the new listings each one matches; searches
 * without a match are not in the answer. Run twice, the second run finds nothing new.
 */
export async function claimAndMatch(frequency: AlertFrequency, now: Date): Promise<SearchMatches[]> {
  const terms = await dueTerms(frequency, now);
  const result = (await getDb().transaction(async (tx) => {
    // Its estimates are large (every due search against every new listing) and would make
    // PostgreSQL compile it to machine code first: seconds of JIT for a statement that runs in
    // milliseconds.
    await tx.execute(sql`set local jit = off`);
    // Its matches are grouped per search in memory: 10,000 searches against a busy day's 300
    // listings are about 125,000 rows (bench/alert-run.ts), which spill to disk at the default 4 MB.
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(claimAndMatchSql(frequency, now, terms));
  })) as unknown as {
    rows: { search_id: string; since: number; upto: number; total: number; listing_ids: string[] | string }[];
  };
  return result.rows.map((row) => ({
    searchId: row.search_id,
    listingIds: parseUuidArray(row.listing_ids),
    total: Number(row.total),
    since: Number(row.since),
    upto: Number(row.upto),
  }));
}

/** node-postgres parses uuid[] to an array; PGlite may answer its text form '{a,b}'. */
function parseUuidArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}

/** A mail that could not be sent: the search's watermark goes back, so the next run tries again. */
export async function releaseClaim({ searchId, since, upto }: Pick<SearchMatches, 'searchId' | 'since' | 'upto'>, now: Date): Promise<void> {
  await getDb().execute(
    sql`update saved_searches set watermark = ${since}, next_due_at = ${now.toISOString()}::timestamptz where id = ${searchId} and watermark = ${upto}`,
  );
}
