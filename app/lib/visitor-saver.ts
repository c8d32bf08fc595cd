// The random id a visitor's browser sends with their hearts, so that their saves are counted for
// the lister once each (domain/favourites/visitor-saves.server.ts) and forgotten when they sign
// in. Made in the browser on the first heart and kept beside the saved list; it names no one.
const KEY = 'yangon-portal:saver';
const ID = /^[0-9a-f]{32}$/;

export const isVisitorSaverId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

/** This browser's id, made now if it has none (null where storage is refused: nothing is counted). */
export function visitorSaverId(storage: Storage = window.localStorage): string | null {
  try {
    const kept = storage.getItem(KEY);
    if (isVisitorSaverId(kept)) return kept;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    storage.setItem(KEY, id);
    return id;
  } catch {
    return null;
  }
}

/** The id, if this browser has one already (the sign-in merge: nothing to forget otherwise). */
export function existingVisitorSaverId(storage: Storage = window.localStorage): string | null {
  try {
    const kept = storage.getItem(KEY);
    return isVisitorSaverId(kept) ? kept : null;
  } catch {
    return null;
  }
}
