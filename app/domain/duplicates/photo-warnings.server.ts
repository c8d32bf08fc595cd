// What the listing form tells a lister about their photos as they add them: a photo already on
// another lister's live listing ("This photo is already on YH-000123"), or on one of their own
// (they are told to update that listing rather than post it again).
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, type User } from '../../db/schema';
import { LIMITS } from '../../lib/constants';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { formatReference } from '../../lib/listing-reference';
import type { PhotoWarning } from '../../lib/views/photo-warning';
import { findPhotoMatches } from './photo-matches.server';

export const PHOTO_CHECK_MESSAGE = 'Those photos cannot be checked.';
const MEDIA_URL = /^\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}-800\.webp$/;

/**
 * The warnings for the photos `urls` of a listing being created, or of listing `listingId` being
 * updated (its own photos are not a match). Whose listing it is decides "own": the lister's, or
 * for an admin editing someone's listing, that lister's.
 */
export async function photoWarnings({ user, urls, listingId }: { user: User; urls: unknown; listingId?: unknown }): Promise<PhotoWarning[]> {
  const list = Array.isArray(urls) ? urls : [];
  if (list.length > LIMITS.listingImagesMax || list.some((url) => typeof url !== 'string' || !MEDIA_URL.test(url))) throw badRequest(PHOTO_CHECK_MESSAGE);
  if (listingId !== undefined && listingId !== '' && (typeof listingId !== 'string' || !isUuid(listingId))) throw badRequest(PHOTO_CHECK_MESSAGE);
  const editing = typeof listingId === 'string' && listingId ? listingId : undefined;
  let lister = user.id;
  if (editing) {
    const [row] = await getDb().select({ userRef: listings.userRef }).from(listings).where(eq(listings.id, editing)).limit(1);
    if (row && (row.userRef === user.id || user.isAdmin)) lister = row.userRef;
  }
  const matches = await findPhotoMatches({ urls: [...new Set(list as string[])], excludeListingId: editing });
  const order = (url: string) => (list as string[]).indexOf(url);
  return matches
    .map((match) => ({ url: match.url, listingId: match.listingId, reference: formatReference(match.refNo), own: match.userRef === lister }))
    .sort((a, b) => order(a.url) - order(b.url) || a.reference.localeCompare(b.reference));
}
