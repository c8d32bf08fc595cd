// With the data saver on, a page holds its photos (listing cards and covers, blog pictures,
// agencies' pictures): each one's place is a small button naming what loading it costs, and
// only a tap loads it, at its 400 px width. The server sends each held photo's size with the
// data that shows it (domain/media/held-photos.server.ts), so the first paint already names it.
// No server imports: this module is bundled for the browser.
import { formatNumber } from './format-number';

/** A stored image's URL to the bytes of its 400 px rendition, for the photos a page holds. */
export type PhotoBytes = Readonly<Record<string, number>>;

/** What a card carries when its photo is held: the bytes a tap loads (absent when unknown or not held). */
export interface HeldPhotoSize {
  photoBytes?: number;
}

/** Each item with the size of its photo when the page holds photos (`bytes`); the items as they are otherwise. */
export function withPhotoBytes<T extends HeldPhotoSize>(items: T[], bytes: PhotoBytes | null, photoOf: (item: T) => string | null): T[] {
  if (!bytes) return items;
  return items.map((item) => {
    const url = photoOf(item);
    const size = url === null ? undefined : bytes[url];
    return size === undefined ? item : { ...item, photoBytes: size };
  });
}

/** The photo of each kind of card: a listing's cover, a post's picture (an agency's: agentPicture, views/agent-view.ts). */
export const coverOf = (listing: { cover: string | null }) => listing.cover;
export const postImageOf = (post: { image: string | null }) => post.image;

/**
 * A size as a held photo's button names it: '12 KB' (1,024 bytes a kilobyte, never under 1), with
 * a no-break space, so that a narrow button never breaks it between the number and its unit.
 */
export const kilobytes = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))}\u00a0KB`;
