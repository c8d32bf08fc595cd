// The small state the browser keeps between visits (localStorage), versioned so that an old
// copy from an earlier release is migrated rather than misread. The spec's version is 3.
import { CLIENT_STATE_VERSION } from './constants';

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
}

export const EMPTY_STATE: ClientState = { version: CLIENT_STATE_VERSION, currentUser: null, theme: 'light' };

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
 * with the theme in its own key; version 3 is flat and carries the theme.
 */
export function migrateClientState(raw: unknown, legacyTheme?: string | null): ClientState {
  if (!isObject(raw)) return { ...EMPTY_STATE };
  const version = typeof raw.version === 'number' ? raw.version : 1;
  const theme: Theme = raw.theme === 'dark' || legacyTheme === 'dark' ? 'dark' : 'light';
  if (version >= 3) return { version: CLIENT_STATE_VERSION, currentUser: toStoredUser(raw.currentUser), theme };
  if (version === 2) {
    const user = isObject(raw.user) ? raw.user.currentUser : undefined;
    return { version: CLIENT_STATE_VERSION, currentUser: toStoredUser(user), theme };
  }
  return { version: CLIENT_STATE_VERSION, currentUser: toStoredUser(raw.user), theme };
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
