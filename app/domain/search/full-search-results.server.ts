// What /full-search shows for a term: its first cards and how many match, and, when nothing
// does, the near matches. One turn in the search lane for all of it (search-lane.server.ts), so
// a search that found nothing is never refused as busy between its results and its near matches.
import type { FullTextSort } from '../../lib/full-text-sort';
import type { FullTextSearchPage } from '../../lib/views/search-results';
import type { NearMatches } from '../../lib/views/near-matches';
import { firstCardsAndCount } from './full-text-search.server';
import { nearMatchesOfTerm } from './near-matches.server';
import { inSearchLane } from './search-lane.server';

export function fullSearchResults({
  term,
  limit,
  sort,
  showClosed = false,
}: {
  term: string;
  limit?: number;
  sort?: FullTextSort;
  /** Rented-out and sold homes too, in the results and the near matches; else live homes only. */
  showClosed?: boolean;
}): Promise<FullTextSearchPage & { nearMatches: NearMatches | null }> {
  return inSearchLane(async () => {
    const page = await firstCardsAndCount({ term, limit, sort, showClosed });
    return { ...page, nearMatches: page.total === 0 ? await nearMatchesOfTerm({ term, showClosed }) : null };
  });
}
