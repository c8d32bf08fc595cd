// GET /api/listing/search and /full-search: listings matching every word of a term, in any order,
// as a substring (so 'bah' finds Bahan, and 'ကွန်ဒို' is found inside an unspaced Burmese title)
// of the title, the township's English or Burmese name, the address, the property type's names
// in both languages or the description, ignoring case and accents. A word with an equivalent in
// the other language ('condo', 'ကွန်ဒို'; bilingual-words.server.ts) matches either. Only homes
// still available are found unless the search shows rented-out and sold ones too (`showClosed`).
//
// Ranking, title first: listings whose title holds every word, then those whose title, township
// and address hold them, then the rest (the description); newest first within each tier.
// It is computed without visiting every match: each tier is read newest first through its own
// trigram index (or the creation-date index when the words are common), only as deep as the
// requested batch, and only when the tiers before it do not fill the batch: a common word among
// 100,000 listings costs about as much as a rare one. Words of one or two letters have no
// trigram: a term made only of those matches word beginnings, through a tsvector index, newest
// first.
//
// Other orders (newest, price either way) read every match through the widest text and sort them
// by that column; the page also counts the matches, up to FULL_TEXT_COUNT_CAP, so a term found in
// most of 100,000 listings costs a bounded count.
//
// The search texts are kept by a database trigger (drizzle/0002_search_sql.sql). Every word
// reaches SQL as a bound parameter; LIKE wildcards in it are escaped after folding, and the
// tsquery is assembled in SQL from the lexemes the text parser produced, each quoted and escaped
// (search_prefix_query), so no input can become SQL, LIKE or tsquery syntax.
import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANK, publicListing, stillAvailable } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import { parseReference } from '../../lib/listing-reference';
import { readingsOf, unicodeText } from '../../server-lib/zawgyi.server';
import { MAX_START_INDEX } from '../../lib/schemas/search';
import type { ListingCardData } from '../../lib/views/listing-card';
import { cardsOf } from '../listings/listing-cards.server';
import type { FullTextSearchPage, FullTextSearchResult } from '../../lib/views/search-results';
import { inOrder, pageListings } from './page-listings.server';
import { DEFAULT_FULL_TEXT_SORT, type FullTextSort } from '../../lib/full-text-sort';
import { equivalentWords } from './bilingual-words.server';
import { searchWords, TRIGRAM_MIN, type SearchWords } from './search-terms.server';
import { inSearchLane, withinSearchTime } from './search-lane.server';

/** The three nested texts, narrowest first: a word in the title is also in the head and text. */
const TIERS = [sql.raw('search_title'), sql.raw('search_head'), sql.raw('search_text')] as const;

/**
 * '%w1%w2%': the words in this order, anything around and between them, folded like the stored
 * texts, with each word's own '\', '%' and '_' escaped after folding. Every function here is
 * immutable, so PostgreSQL computes the pattern once, when it plans the query, and can read the
 * trigram index and the column statistics for it.
 */
const sequencePattern = (words: string[]) =>
  sql`'%' || ${sql.join(
    words.map((word) => sql`regexp_replace(search_fold(${word}), '([\\\\%_])', '\\\\\\1', 'g')`),
    sql` || '%' || `,
  )} || '%'`;

/**
 * One typed word, or any of its equivalents in the other language (bilingual-words.server.ts): each a
 * substring, through the same trigram index (PostgreSQL reads it once per word and ORs the bitmaps).
 */
const anyWordIn = (column: SQL, equivalents: string[]) => {
  const each = equivalents.map((word) => sql`${column} like ${sequencePattern([word])}`);
  return each.length === 1 ? each[0] : sql`(${sql.join(each, sql` or `)})`;
};

/** Every order of the items: [a, b] gives [a, b] and [b, a]. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations(items.filter((_, j) => j !== i)).map((rest) => [item, ...rest]));
}

/** Terms of two or three words are matched by one pattern per order of the words (2 or 6). */
const MAX_ORDERED_WORDS = 3;

/**
 * Substring patterns one text is matched against, at most: a word's equivalents and readings
 * each cost one, so ten words with theirs could cost 140 on every listing read. Words past the
 * budget are left out, as words past MAX_WORDS are.
 */
export const MAX_PATTERNS = 20;

/**
 * Each word's alternatives, in the order typed, as many words as MAX_PATTERNS allows (the first
 * always). A Burmese word whose encoding the detector cannot tell is looked for in both readings,
 * as typed and converted from Zawgyi (zawgyi.server.ts), each with its equivalents: one ranking for all.
 */
export function wordAlternatives(words: string[]): string[][] {
  const kept: string[][] = [];
  let patterns = 0;
  for (const word of words) {
    const alternatives = [...new Set(readingsOf(word).flatMap(equivalentWords))];
    if (kept.length && patterns + alternatives.length > MAX_PATTERNS) break;
    kept.push(alternatives);
    patterns += alternatives.length;
  }
  return kept;
}

/**
 * Every word somewhere in the column. PostgreSQL estimates "like '%inya%' and like '%lake%'" as
 * if the words were independent (2% x 2% of 100,000 = 40 listings, where 1,467 titles hold
 * both), and so reads every match through the trigram index and sorts them (8 ms) where walking
 * the date index newest first finds the first 9 at once (0.7 ms). For two or three words the
 * condition is therefore written "like '%inya%lake%' or like '%lake%inya%' or (like '%inya%' and
 * like '%lake%')": the same matches (the orders imply the conjunction, which still catches words
 * that overlap in the text, or that the folding makes one), but PostgreSQL adds up the orders'
 * estimates, each made from the column's statistics as a whole, and the conjunction's small one
 * barely counts. Measured over the benchmark's 24 terms, three batches each: 12-17% less
 * database time in all (sule pagoda 15.4 -> 4.6 ms, star city 14.5 -> 6.4), though a term whose
 * words are rare together reads the trigram index once per alternative (yankin apartment 13.1 ->
 * 16.8, swimming pool 4.4 -> 7.2).
 * A word with equivalents in the other language ('bedroom', 'အိပ်ခန်း') is already an "or", and
 * writing the orders out for it costs more than it saves, except beside a word too short for a
 * trigram ('3'), which the index cannot narrow: "modern 3 bedroom" was estimated at 1,050 titles
 * of a million where 6,750 hold it, and read 24,545 heap pages to sort them (127 ms) where the
 * date index finds 25 in 10 ms. There each word enters the orders as its first alternative only,
 * so their number does not multiply; the orders still imply the conjunction, which alone finds a
 * title using the other word.
 * Longer terms, with 24 orders and more, keep the plain conjunction.
 */
const allWordsIn = (column: SQL, terms: SearchWords) => {
  const equivalents = wordAlternatives(terms.words);
  const everyWord = sql.join(
    equivalents.map((alternatives) => anyWordIn(column, alternatives)),
    sql` and `,
  );
  const plain = equivalents.every((alternatives) => alternatives.length === 1);
  const unnarrowed = equivalents.some(([word]) => Array.from(word).length < TRIGRAM_MIN);
  if ((!plain && !unnarrowed) || equivalents.length < 2 || equivalents.length > MAX_ORDERED_WORDS) return everyWord;
  const orders = permutations(equivalents.map((alternatives) => alternatives[0])).map((order) => sql`${column} like ${sequencePattern(order)}`);
  return sql`(${sql.join([...orders, sql`(${everyWord})`], sql` or `)})`;
};

/**
 * `from listings where` the public ones that meet `condition`, and are still available unless
 * `showClosed` (the search's "Show rented and sold"): every query below reads listings through it.
 */
const publicWhere = (condition: SQL, showClosed: boolean) =>
  showClosed ? sql`from listings where ${publicListing} and ${condition}` : sql`from listings where ${publicListing} and ${stillAvailable} and ${condition}`;

/** Which listings a search reads: the live ones alone unless it shows rented-out and sold ones too. */
interface Visibility {
  showClosed?: boolean;
}

/** Ids of the newest `depth` listings holding every word in the given tier's text. */
export function tierIdsSql({ terms, tier, depth, showClosed = false }: { terms: SearchWords; tier: 0 | 1 | 2; depth: number } & Visibility): SQL {
  return sql`select id ${publicWhere(allWordsIn(TIERS[tier], terms), showClosed)} order by created_at desc, id desc limit ${depth}`;
}

/** One- and two-letter words match word beginnings, through the tsvector index. */
const shortWordsIn = (terms: SearchWords) => sql`to_tsvector('simple'::regconfig, search_text) @@ search_prefix_query(${terms.phrase})`;

/** Every listing the term matches, in any tier: the widest text holds the narrower ones. */
const matches = (terms: SearchWords) => (terms.shortOnly ? shortWordsIn(terms) : allWordsIn(TIERS[2], terms));

/**
 * "A listing matches this term", as /full-search reads it (Zawgyi converted; a reference finds
 * that listing alone), over the unqualified columns of `listings`; null for a term without a
 * word. The alert run filters the new listings of saved term searches with it (domain/saved-searches).
 */
export function termMatchSql(term: string): SQL | null {
  const text = unicodeText(term).text;
  const reference = parseReference(text);
  if (reference !== null) return sql`ref_no = ${reference}`;
  const terms = searchWords(text);
  return terms.words.length ? matches(terms) : null;
}

/** One- and two-letter words: word prefixes through the tsvector index, newest first. */
export function shortWordsIdsSql({ terms, offset, size, showClosed = false }: { terms: SearchWords; offset: number; size: number } & Visibility): SQL {
  return sql`select id ${publicWhere(shortWordsIn(terms), showClosed)}
    order by created_at desc, id desc limit ${size + 1} offset ${offset}`;
}

/** The orders other than relevance; the id breaks ties, so batches never overlap or skip. */
const COLUMN_ORDERS: Record<Exclude<FullTextSort, 'relevance'>, SQL> = {
  newest: sql.raw('created_at desc, id desc'),
  // Both currencies in one order (db/schema/price-rank.ts).
  'price-asc': sql`${PRICE_RANK} asc, id asc`,
  'price-desc': sql`${PRICE_RANK} desc, id desc`,
  // Premium Ads first, then the quality score weighed with freshness (listings.recommended_rank).
  recommended: sql.raw('offer desc, recommended_rank desc, id desc'),
};

/** Ids of one batch of every match in a column's order, `size` + 1 of them. */
export function sortedIdsSql({ terms, sort, offset, size, showClosed = false }: { terms: SearchWords; sort: Exclude<FullTextSort, 'relevance'>; offset: number; size: number } & Visibility): SQL {
  return sql`select id ${publicWhere(matches(terms), showClosed)} order by ${COLUMN_ORDERS[sort]} limit ${size + 1} offset ${offset}`;
}

/**
 * Matches are counted up to this many; past it the page says "more than 100", and 'Show More'
 * pages on. A common term's first 101 matches are found by reading the listings in order, as many
 * at a million listings as at 100,000; counting to 1,001 read the trigram index's lists of
 * matches instead, ten times as long at a million (star city 11 -> 86 ms, yankin apartment
 * 15 -> 126), where reading to 101 takes 10 and 13 ms at either size.
 */
export const FULL_TEXT_COUNT_CAP = 100;

/** How many listings match, reading at most one past the cap. */
export function cappedCountSql(terms: SearchWords, { showClosed = false }: Visibility = {}): SQL {
  return sql`select count(*)::int as n from (select 1 ${publicWhere(matches(terms), showClosed)} limit ${FULL_TEXT_COUNT_CAP + 1}) as found`;
}

/** The rows of one query, within the search's time (search-lane.server.ts). */
async function rows<Row>(query: SQL): Promise<Row[]> {
  // Both drivers (node-postgres and PGlite) answer raw SQL with { rows }.
  return withinSearchTime(async (db) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows);
}

const ids = async (query: SQL): Promise<string[]> => (await rows<{ id: string }>(query)).map((row) => row.id);

/**
 * The widest tier's newest `depth` matches, each with whether its title and whether its head
 * hold every word too: the narrower tiers among them, read in the same walk.
 */
const widestWithTiersSql = ({ terms, depth, showClosed }: { terms: SearchWords; depth: number; showClosed: boolean }): SQL =>
  sql`select id, ${allWordsIn(TIERS[0], terms)} as title, ${allWordsIn(TIERS[1], terms)} as head
    ${publicWhere(allWordsIn(TIERS[2], terms), showClosed)} order by created_at desc, id desc limit ${depth}`;

/**
 * The ids of one batch in ranked order, `size` + 1 of them (to tell whether more exist). The
 * merged order is tier 1, then tier 2 minus tier 1, then tier 3 minus both; its first `depth`
 * ids need only the first `depth` of each tier. The widest tier is read first, with each row's
 * narrower tiers: when it holds fewer than it was asked for, those are all there are and already
 * say their tiers, so a term that matches little, or nothing, walks the listings once, not three
 * times. Otherwise each narrower tier is read in turn, and one only when the ones before it hold
 * fewer than `depth`. Each query is a plain "matches, newest first": no negated condition whose
 * rarity the planner could misjudge. Asked to read `widestDepth` matches of the widest tier (at
 * least `depth`), it also says how many it read: the page's count, when fewer.
 */
async function rankedIds({ terms, offset, size, showClosed, widestDepth = 0 }: RankedRequest): Promise<{ ids: string[]; widestRead?: number }> {
  if (terms.shortOnly) return { ids: await ids(shortWordsIdsSql({ terms, offset, size, showClosed })) };
  const depth = offset + size + 1;
  const asked = Math.max(depth, widestDepth);
  const widest = await rows<{ id: string; title: boolean; head: boolean }>(widestWithTiersSql({ terms, depth: asked, showClosed }));
  if (widest.length < asked) {
    const tierOf = (row: (typeof widest)[number]) => (row.title ? 0 : row.head ? 1 : 2);
    return { ids: [0, 1, 2].flatMap((tier) => widest.filter((row) => tierOf(row) === tier).map((row) => row.id)).slice(offset, depth), widestRead: widest.length };
  }
  const merged = new Set<string>();
  for (const tier of [0, 1] as const) {
    // The rows read are the widest tier's newest: when `depth` of them are in this tier too, they
    // are this tier's newest `depth`, and its own query would read them again.
    const read = widest.filter((row) => (tier === 0 ? row.title : row.head)).map((row) => row.id);
    for (const id of read.length >= depth ? read.slice(0, depth) : await ids(tierIdsSql({ terms, tier, depth, showClosed }))) merged.add(id);
    if (merged.size >= depth) break;
  }
  // The widest rows past `depth` are tier 3's newest too: they come after every id needed.
  for (const row of widest) merged.add(row.id);
  return { ids: [...merged].slice(offset, depth), widestRead: widest.length };
}

interface RankedRequest {
  terms: SearchWords;
  offset: number;
  size: number;
  showClosed: boolean;
  widestDepth?: number;
}

interface BatchRequest extends Visibility {
  term: string;
  startIndex?: number;
  limit?: number;
  /** Relevance unless given (already whitelisted by readFullTextSort). */
  sort?: FullTextSort;
}

/**
 * The ids of one batch in the asked order; an empty or punctuation-only term matches nothing. A
 * term that is a listing's reference ('YH-000123', as its page shows it) finds that listing alone,
 * whatever its state: it names one listing, as its address does, and is not a search.
 */
async function batchIds({ term, startIndex = 0, limit = PAGE_SIZES.fullSearch, sort = DEFAULT_FULL_TEXT_SORT, showClosed = false }: BatchRequest, countUpTo = 0): Promise<{ ids: string[]; hasMore: boolean; counted?: number }> {
  // A term typed in Zawgyi searches the Unicode texts (zawgyi.server.ts).
  term = unicodeText(term).text;
  const reference = parseReference(term);
  if (reference !== null) return { ids: startIndex > 0 ? [] : await ids(sql`select id ${publicWhere(sql`ref_no = ${reference}`, true)}`), hasMore: false };
  const terms = searchWords(term);
  if (!terms.words.length) return { ids: [], hasMore: false };
  const offset = Math.min(Math.max(0, Math.floor(startIndex)), MAX_START_INDEX);
  const size = Math.max(1, Math.floor(limit));
  // Own keys only: a caller's stray string (even 'toString') reads as relevance.
  const byColumn = sort !== 'relevance' && Object.hasOwn(COLUMN_ORDERS, sort) ? sort : null;
  if (byColumn) {
    const batch = await ids(sortedIdsSql({ terms, sort: byColumn, offset, size, showClosed }));
    return { ids: batch.slice(0, size), hasMore: batch.length > size };
  }
  const { ids: batch, widestRead } = await rankedIds({ terms, offset, size, showClosed, widestDepth: countUpTo });
  return { ids: batch.slice(0, size), hasMore: batch.length > size, counted: countUpTo ? widestRead : undefined };
}

/** One batch of matches as whole listings (GET /api/listing/search answers the spec's listings). */
export function fullTextSearch(request: BatchRequest): Promise<FullTextSearchResult> {
  return inSearchLane(async () => {
    const { ids: page, hasMore } = await batchIds(request);
    if (!page.length) return { listings: [], hasMore: false };
    const found = await pageListings(page);
    return { listings: inOrder(page, found, (f) => f.row.id).map((f) => f.view), hasMore };
  });
}

async function cardsBatch(request: BatchRequest, countUpTo = 0): Promise<FullTextSearchResult<ListingCardData> & { counted?: number }> {
  const { ids: page, hasMore, counted } = await batchIds(request, countUpTo);
  if (!page.length) return { listings: [], hasMore: false };
  return { listings: inOrder(page, await cardsOf(page), (card) => card._id), hasMore, counted };
}

/** One batch of matches as cards, for /full-search: it shows nothing else of them. */
export const fullTextSearchCards = (request: BatchRequest) => inSearchLane(() => cardsBatch(request));

/**
 * The first cards of /full-search and how many listings match in all. A batch that holds every
 * match is its own count. In best-match order the widest tier's walk reads one past the cap and
 * so counts too; another order counts a longer result in one bounded query. Runs its queries as
 * they come: called within the search's turn (full-search-results.server.ts).
 */
export async function firstCardsAndCount(request: Omit<BatchRequest, 'startIndex'>): Promise<FullTextSearchPage> {
  const { counted: read, ...batch } = await cardsBatch({ ...request, startIndex: 0 }, FULL_TEXT_COUNT_CAP + 1);
  if (!batch.hasMore) return { ...batch, total: batch.listings.length, totalIsExact: true };
  const counted = read ?? Number((await rows<{ n: number }>(cappedCountSql(searchWords(unicodeText(request.term).text), request)))[0]?.n ?? 0);
  return counted > FULL_TEXT_COUNT_CAP ? { ...batch, total: FULL_TEXT_COUNT_CAP, totalIsExact: false } : { ...batch, total: counted, totalIsExact: true };
}
