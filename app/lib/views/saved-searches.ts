// What /saved-searches shows of each saved search.
import type { AlertFrequency, SavedSearchQuery } from '../saved-search-query';

export interface SavedSearchView {
  id: string;
  name: string;
  query: SavedSearchQuery;
  /** Opens its results: the search page's own address (lib/saved-search-query.ts). */
  url: string;
  frequency: AlertFrequency;
  paused: boolean;
  createdAt: string;
}

export interface SavedSearchesPage {
  searches: SavedSearchView[];
  /** The person's address while it is unconfirmed (no alert reaches it), else null. */
  unconfirmedEmail: string | null;
}
