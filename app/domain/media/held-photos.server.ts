// The sizes a page's held photos name (lib/held-photo.ts). Read only when the request's page holds
// its photos, decided as the root loader decides it (the reader's choice, else `Save-Data: on`):
// without the data saver a page's data stays exactly what it was.
import { and, inArray, isNotNull } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media } from '../../db/schema';
import { dataSaverOf } from '../../lib/data-saver';
import { coverOf, withPhotoBytes, type PhotoBytes } from '../../lib/held-photo';
import { isPortalImageUrl } from '../../lib/media-url';
import type { ListingCardData } from '../../lib/views/listing-card';

/** Whether the page answering `request` holds its photos. */
export const holdsPhotos = (request: Request) => dataSaverOf(request.headers.get('cookie'), request.headers.get('save-data'));

/**
 * The 400 px rendition's bytes of each stored image among `urls`, in one query; null when the
 * page shows its photos. An image of unknown size (not measured yet, not the portal's) is left out.
 */
export async function heldPhotoBytes(request: Request, urls: Iterable<string | null | undefined>): Promise<PhotoBytes | null> {
  if (!holdsPhotos(request)) return null;
  const wanted = [...new Set(Array.from(urls).filter(isPortalImageUrl))];
  if (wanted.length === 0) return {};
  const rows = await getDb()
    .select({ url: media.url, bytes: media.smallBytes })
    .from(media)
    .where(and(inArray(media.url, wanted), isNotNull(media.smallBytes)));
  return Object.fromEntries(rows.map((row) => [row.url, row.bytes as number]));
}

/** A page of listing cards (and the near matches a search shows when it found none) with the size of each held cover. */
export async function withHeldCovers<T extends { listings: ListingCardData[]; nearMatches: { listings: ListingCardData[] } | null }>(request: Request, page: T): Promise<T> {
  const bytes = await heldPhotoBytes(request, [...page.listings, ...(page.nearMatches?.listings ?? [])].map(coverOf));
  if (!bytes) return page;
  const nearMatches = page.nearMatches && { ...page.nearMatches, listings: withPhotoBytes(page.nearMatches.listings, bytes, coverOf) };
  return { ...page, listings: withPhotoBytes(page.listings, bytes, coverOf), nearMatches };
}
