// What /saved-searches shows of each saved search, and what its action answers the forms that post to it.
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

/** `unconfirmedEmail`, on a search saved: the address no alert reaches until it is confirmed. */
export type SavedSearchAnswer =
  | { ok: true; intent: string; id?: string; unconfirmedEmail?: string | null }
  | { ok: false; message: string; errors?: Record<string, string>; values?: Record<string, unknown> };
