// What the search pages and GET /api/listing/search receive: a batch of matches (full text,
// domain/search/full-text-search.server.ts) or a page of them (the filters,
// domain/search/advanced-search.server.ts).
import type { ListingCardData } from './listing-card';
import type { ListingView } from './listing-view';

export interface FullTextSearchResult<T = ListingView> {
  listings: T[];
  /** True when at least one more listing matches after this batch. */
  hasMore: boolean;
}

export interface FullTextSearchPage extends FullTextSearchResult<ListingCardData> {
  /** Listings matching the term, counted up to FULL_TEXT_COUNT_CAP. */
  total: number;
  /** False when more than `total` listings match. */
  totalIsExact: boolean;
}

export interface AdvancedSearchResult {
  /** As cards: the page shows nothing else of them. */
  listings: ListingCardData[];
  /** Listings matching the filters, counted up to a cap (see `countCap`). */
  total: number;
  /** False when there are more than `total` matches. */
  totalIsExact: boolean;
  page: number;
  /** Pages known to exist: all of them when the total is exact, else at least two past this one. */
  pageCount: number;
  pageSize: number;
}
