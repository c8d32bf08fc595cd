// The small state the browser keeps between visits (localStorage), versioned so that an old
// copy from an earlier release is migrated rather than misread. The spec's version is 3; 4 adds
// a visitor's saved listings, which join their account when they sign in (layout/session-sync.tsx).
import { CLIENT_STATE_VERSION, VISITOR_FAVOURITES_MAX } from './constants';
import { isUuid } from './ids';

export const CLIENT_STATE_KEY = 'yangon-portal:state';

export type Theme = 'light' | 'dark';
export interface StoredUser {
  _id: string;
  username: string;
  avatar: string | null;
  isAdmin: boolean;
}
export interface ClientState {
  version: typeof CLIENT_STATE_VERSION;
  /** Null when signed out. Only what the header needs; the server's session is the truth. */
  currentUser: StoredUser | null;
  theme: Theme;
  /** A visitor's saved listings (ids, newest first), kept here until they sign in. */
  favourites: string[];
  /** The reader's "Data saver" choice (lib/data-saver.ts); absent until they make one. */
  dataSaver?: boolean;
}

export const EMPTY_STATE: ClientState = { version: CLIENT_STATE_VERSION, currentUser: null, theme: 'light', favourites: [] };

/** Listing ids only, each once, at most VISITOR_FAVOURITES_MAX: whatever else storage holds is dropped. */
export function toFavourites(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => isUuid(id)).map((id) => id.toLowerCase());
  return [...new Set(ids)].slice(0, VISITOR_FAVOURITES_MAX);
}

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function toStoredUser(value: unknown): StoredUser | null {
  if (!isObject(value) || typeof value._id !== 'string') return null;
  return {
    _id: value._id,
    username: typeof value.username === 'string' ? value.username : '',
    avatar: typeof value.avatar === 'string' ? value.avatar : null,
    isAdmin: value.isAdmin === true,
  };
}

/**
 * Earlier shapes: version 1 kept `{ user: {...} }`; version 2 kept `{ user: { currentUser } }`
 * with the theme in its own key; version 3 is flat and carries the theme; version 4 adds
 * `favourites` (none before it).
 */
export function migrateClientState(raw: unknown, legacyTheme?: string | null): ClientState {
  if (!isObject(raw)) return { ...EMPTY_STATE };
  const version = typeof raw.version === 'number' ? raw.version : 1;
  const theme: Theme = raw.theme === 'dark' || legacyTheme === 'dark' ? 'dark' : 'light';
  if (version >= 4) {
    const dataSaver = typeof raw.dataSaver === 'boolean' ? { dataSaver: raw.dataSaver } : {};
    return { version: CLIENT_STATE_VERSION, currentUser: toStoredUser(raw.currentUser), theme, favourites: toFavourites(raw.favourites), ...dataSaver };
  }
  if (version === 3) return { version: CLIENT_STATE_VERSION, currentUser: toStoredUser(raw.currentUser), theme, favourites: [] };
  if (version === 2) {
    const user = isObject(raw.user) ? raw.user.currentUser : undefined;
    return { version: CLIENT_STATE_VERSION, currentUser: toStoredUser(user), theme, favourites: [] };
  }
  return { version: CLIENT_STATE_VERSION, currentUser: toStoredUser(raw.user), theme, favourites: [] };
}

export function loadClientState(storage: Storage = window.localStorage): ClientState {
  try {
    const text = storage.getItem(CLIENT_STATE_KEY);
    if (!text) return { ...EMPTY_STATE };
    return migrateClientState(JSON.parse(text), storage.getItem('theme'));
  } catch {
    return { ...EMPTY_STATE };
  }
}

export function saveClientState(state: ClientState, storage: Storage = window.localStorage) {
  try {
    storage.setItem(CLIENT_STATE_KEY, JSON.stringify(state));
  } catch {
    /* private mode or full storage: the cookie still carries the theme */
  }
}
