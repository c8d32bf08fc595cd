// When a search finds nothing, homes close to it: the search widened one step at a time, each
// step kept, until something is found: the price range by 10 % either way, one bedroom fewer,
// then the township's neighbours (lib/township-neighbours.ts). A full-text term that names a
// township looks in its neighbours for the rest of its words. Like the search, live homes only
// unless it shows rented-out and sold ones too (then after the live ones). Each step that was needed is
// returned, so the page names it. Only run for an empty result: a few small indexed queries.
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { listings, publicListing, stillAvailable } from '../../db/schema';
import { PAGE_SIZES, TOWNSHIPS, type TownshipSlug } from '../../lib/constants';
import { orderedPriceRange } from '../../lib/saved-search-query';
import { priceCurrency, type AdvancedSearchQuery } from '../../lib/schemas/search';
import { neighboursOf } from '../../lib/township-neighbours';
import type { NearMatchChange, NearMatches } from '../../lib/views/near-matches';
import { cardFromRow, listingCardColumns } from '../listings/listing-cards.server';
import { resultOrder, searchFilters } from './advanced-search.server';
import { termMatchSql } from './full-text-search.server';
import { withinSearchTime } from './search-lane.server';

/** How far a price range is widened, each way. */
export const PRICE_WIDENING = 0.1;
const SHOWN = PAGE_SIZES.search;

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * A widened bound as prices are said, rounded outwards so it still widens: whole dollars ($15 up
 * 10 % is $17, not $16.5), lakh to one decimal below 100 and whole above.
 */
function sayable(n: number, currency: string, way: 'up' | 'down'): number {
  const step = currency === 'USD' || n >= 100 ? 1 : 0.1;
  // The float's noise (16.500000000000004) is not a step's worth.
  const steps = n / step;
  return cents((way === 'up' ? Math.ceil(steps - 1e-9) : Math.floor(steps + 1e-9)) * step);
}

async function cards(where: SQL | undefined, order: SQL[], db: Database = getDb()) {
  const rows = await db
    .select(listingCardColumns)
    .from(listings)
    .where(and(publicListing, where))
    .orderBy(...order)
    .limit(SHOWN);
  return rows.map(cardFromRow);
}

/** The townships of the found homes other than the one searched, in the neighbours' order. */
const townshipsFound = (found: { township: string }[], neighbours: readonly TownshipSlug[]) => neighbours.filter((slug) => found.some((card) => card.township === slug));

/** Near matches of an advanced search (/search) that found nothing; null when it has nothing to widen. */
export async function nearMatchesOfSearch({ query }: { query: AdvancedSearchQuery }): Promise<NearMatches | null> {
  const steps: { change: NearMatchChange; widen: (q: AdvancedSearchQuery) => AdvancedSearchQuery }[] = [];
  const [low, high] = orderedPriceRange(query.minPrice, query.maxPrice);
  if (low !== undefined || high !== undefined) {
    const currency = priceCurrency(query);
    const minPrice = low === undefined ? undefined : sayable(low * (1 - PRICE_WIDENING), currency, 'down');
    const maxPrice = high === undefined ? undefined : sayable(high * (1 + PRICE_WIDENING), currency, 'up');
    steps.push({ change: { kind: 'price', minPrice, maxPrice, currency }, widen: (q) => ({ ...q, minPrice, maxPrice }) });
  }
  if (query.beds !== undefined) {
    // The filter is a minimum ('2+ beds'): homes with more are already in; one fewer widens it.
    const beds = query.beds > 1 ? query.beds - 1 : undefined;
    steps.push({ change: { kind: 'beds', beds }, widen: (q) => ({ ...q, beds }) });
  }
  const township = query.township;
  if (!steps.length && !township) return null;
  const order = resultOrder(query);
  let widened: AdvancedSearchQuery = { ...query, page: 1 };
  const changes: NearMatchChange[] = [];
  for (const step of steps) {
    widened = step.widen(widened);
    changes.push(step.change);
    const found = await cards(searchFilters(widened), order);
    if (found.length) return { listings: found, changes };
  }
  if (!township) return { listings: [], changes };
  const neighbours = neighboursOf(township);
  const found = await cards(and(searchFilters({ ...widened, township: undefined }), inArray(listings.township, [...neighbours])), order);
  return { listings: found, changes: [...changes, { kind: 'townships', townships: townshipsFound(found, neighbours) }] };
}

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/** The township a term names (in English or Burmese) and the rest of the term, or null. */
export function townshipInTerm(term: string): { township: TownshipSlug; rest: string } | null {
  const folded = fold(term);
  // Longest names first: 'Dagon Myothit (South)' before 'Dagon'.
  const names = TOWNSHIPS.flatMap((t) => [
    { slug: t.slug, name: fold(t.en) },
    { slug: t.slug, name: fold(t.my) },
  ]).sort((a, b) => b.name.length - a.name.length);
  for (const { slug, name } of names) {
    const at = folded.indexOf(name);
    if (at >= 0) return { township: slug, rest: (folded.slice(0, at) + ' ' + folded.slice(at + name.length)).trim() };
  }
  return null;
}

/**
 * Near matches of a full-text search (/full-search) that found nothing: the term's township
 * widened to its neighbours, live homes only unless the search shows closed ones too. A text
 * search's query: called within the search's turn and time (full-search-results.server.ts).
 */
export async function nearMatchesOfTerm({ term, showClosed = false }: { term: string; showClosed?: boolean }): Promise<NearMatches | null> {
  const named = townshipInTerm(term);
  if (!named) return null;
  const neighbours = neighboursOf(named.township);
  const rest = named.rest ? termMatchSql(named.rest) : null;
  const found = await withinSearchTime((db) =>
    cards(
      and(inArray(listings.township, [...neighbours]), rest ?? undefined, showClosed ? undefined : stillAvailable),
      resultOrder({ sort: 'createdAt', order: 'desc', showClosed }),
      db,
    ),
  );
  return { listings: found, changes: [{ kind: 'townships', townships: townshipsFound(found, neighbours) }] };
}
