// A visitor's saved listings, in the persisted client state (client-state.ts, version 4): what
// their hearts show, what /favourites lists for them, and what joins their account when they
// sign in (layout/session-sync.tsx). The server renders none (it cannot see them): the hearts
// fill in once the page has hydrated.
import { useSyncExternalStore } from 'react';
import { loadClientState, saveClientState } from './client-state';
import { VISITOR_FAVOURITES_MAX } from './constants';

const CHANGED = 'yangon-portal:favourites';
const NONE: string[] = [];
let cached: { key: string; ids: string[] } | null = null;

function snapshot(): string[] {
  const ids = loadClientState().favourites;
  // An empty list is the server's own: a first visit's hearts then hydrate without rendering again.
  if (ids.length === 0) return NONE;
  const key = ids.join(',');
  if (cached?.key !== key) cached = { key, ids };
  return cached.ids;
}

function subscribe(onChange: () => void) {
  // Another tab's change arrives as a storage event, this tab's as our own event.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The visitor's saved listing ids, newest first; none on the server and during hydration. */
export function useLocalFavourites(): string[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

function write(ids: string[]) {
  saveClientState({ ...loadClientState(), favourites: ids.slice(0, VISITOR_FAVOURITES_MAX) });
  window.dispatchEvent(new Event(CHANGED));
}

/** Saves the listing (first in the list) or forgets it. */
export function toggleLocalFavourite(listingId: string) {
  const ids = loadClientState().favourites;
  write(ids.includes(listingId) ? ids.filter((id) => id !== listingId) : [listingId, ...ids]);
}

/** Forgets these ids (they have joined the account). */
export function forgetLocalFavourites(listingIds: string[]) {
  const gone = new Set(listingIds);
  write(loadClientState().favourites.filter((id) => !gone.has(id)));
}
