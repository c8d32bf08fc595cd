// What every store (disk-store, s3-store) offers, and the keys they share: a key is the file's
// path under DATA_DIR, in one of two areas (object-store.server.ts picks the store).
export interface StoredObject {
  bytes: number;
  /** The hex MD5 of the content when the store knows it (a bucket's ETag for a single-part upload). */
  md5?: string;
}

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The content, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Gone already is fine: the goal is "gone". */
  remove(key: string): Promise<void>;
  /** Every key under a prefix (`private/proofs/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** Public images: anyone may read them (the portal's /media, or the bucket's public URL). */
export const PUBLIC_AREA = 'media';
/** Payment proofs: read only by the portal, for admins (never public in either store). */
export const PRIVATE_AREA = 'private';

const KEY_FORM = /^(media|private)(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** True for a key of the two areas made of plain names (never '..' and the like). */
export const isStorageKey = (key: string) => KEY_FORM.test(key);

/** Throws on anything but a key of the two areas made of plain names ('..' and the like). */
export function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Images never change under the same name; proofs are nobody's to cache. */
export const cacheControlOf = (key: string) => (key.startsWith(`${PUBLIC_AREA}/`) ? 'public, max-age=31536000, immutable' : 'private, no-store');

