// What the listing form tells a lister before they send it: the live listings that already show
// its photos, closest first (other listers' before the lister's own at the same distance), a few
// of them with cover, title and reference and how many more; their own listing that matches best,
// to update instead; and whether the listing, saved as it is, would be held for a moderator (the
// same rule the save applies: flag-duplicates.server.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, type User } from '../../db/schema';
import { CURRENCIES, LIMITS, LISTING_TYPES, PROPERTY_TYPES, TOWNSHIP_SLUGS } from '../../lib/constants';
import { HELD_FOR_REVIEW } from '../../lib/duplicates';
import { badRequest } from '../../lib/errors';
import { hidesLandArea, hidesLivingArea } from '../../lib/forms/listing';
import { isUuid } from '../../lib/ids';
import { formatReference } from '../../lib/listing-reference';
import type { PhotoCheck } from '../../lib/views/photo-warning';
import { findDuplicatePairs, type ListingFacts } from './flag-duplicates.server';
import { findPhotoMatches, type PhotoMatch } from './photo-matches.server';

export const PHOTO_CHECK_MESSAGE = 'Those photos cannot be checked.';
const MEDIA_URL = /^\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}-800\.webp$/;
/** The matches named one by one; the rest are counted. */
export const MATCHES_SHOWN = 3;

/**
 * The facts the form holds so far, as sent; anything not (yet) valid is left out and shares
 * nothing. `userRef`: the agent an admin posts for (the admins' form), whose listing it will be.
 */
export type FormFacts = Partial<Record<'township' | 'type' | 'propertyType' | 'currency' | 'regularPrice' | 'squareFeet' | 'landSquareFeet' | 'userRef', unknown>>;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => ((values as readonly unknown[]).includes(value) ? (value as T) : null);

function amount(value: unknown, max: number): number | null {
  if (typeof value !== 'string' || value.length > 20 || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= max ? n : null;
}

function factsOf(userRef: string, sent: FormFacts): ListingFacts {
  const propertyType = oneOf(PROPERTY_TYPES, sent.propertyType);
  return {
    userRef,
    township: oneOf(TOWNSHIP_SLUGS, sent.township),
    type: oneOf(LISTING_TYPES, sent.type),
    propertyType,
    currency: oneOf(CURRENCIES, sent.currency),
    regularPrice: amount(sent.regularPrice, 10_000_000),
    // As the save stores them: an area the property type hides is none.
    squareFeet: hidesLivingArea(propertyType) ? null : amount(sent.squareFeet, 1_000_000),
    landSquareFeet: hidesLandArea(propertyType) ? null : amount(sent.landSquareFeet, 10_000_000),
  };
}

/** Each shown listing's title and cover, read only for the few shown. */
async function details(ids: string[]) {
  if (!ids.length) return new Map<string, { title: string; cover: string | null }>();
  const rows = await getDb()
    .select({ id: listings.id, title: listings.name, cover: sql<string | null>`(select li.url from listing_images li where li.listing_id = ${listings.id} order by li.position limit 1)` })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((row) => [row.id, { title: row.title, cover: row.cover }]));
}

/**
 * The check of the photos `urls` and the facts `facts` of a listing being created, or of listing
 * `listingId` being updated (its own photos are not a match). Whose listing it is decides "own":
 * the lister's, or for an admin, the agent they post for or the lister of the listing they edit.
 */
export async function photoCheck({ user, urls, listingId, facts = {} }: { user: User; urls: unknown; listingId?: unknown; facts?: FormFacts }): Promise<PhotoCheck> {
  const list = Array.isArray(urls) ? urls : [];
  if (list.length > LIMITS.listingImagesMax || list.some((url) => typeof url !== 'string' || !MEDIA_URL.test(url))) throw badRequest(PHOTO_CHECK_MESSAGE);
  if (listingId !== undefined && listingId !== '' && (typeof listingId !== 'string' || !isUuid(listingId))) throw badRequest(PHOTO_CHECK_MESSAGE);
  const editing = typeof listingId === 'string' && listingId ? listingId : undefined;
  let lister = user.id;
  // A listing held already stays held whatever this save finds (its pair still waits).
  let heldNow = false;
  if (editing) {
    const [row] = await getDb().select({ userRef: listings.userRef, reason: listings.hiddenReason }).from(listings).where(eq(listings.id, editing)).limit(1);
    if (row && (row.userRef === user.id || user.isAdmin)) {
      lister = row.userRef;
      heldNow = row.reason === HELD_FOR_REVIEW;
    }
  }
  if (user.isAdmin && typeof facts.userRef === 'string' && isUuid(facts.userRef)) lister = facts.userRef;
  const asked = [...new Set(list as string[])];
  const found = await findPhotoMatches({ urls: asked, excludeListingId: editing });
  const pairs = await findDuplicatePairs({ facts: factsOf(lister, facts), urls: asked, listingId: editing, photoMatches: found });
  const own = (match: PhotoMatch) => match.userRef === lister;
  // Closest first; at the same distance another lister's listing (the one that matters) first.
  const ordered = [...found.matches].sort((a, b) => a.distance - b.distance || Number(own(a)) - Number(own(b)) || a.refNo - b.refNo);
  const shown = ordered.slice(0, MATCHES_SHOWN);
  const best = ordered.find(own);
  const about = await details(shown.map((match) => match.listingId));
  return {
    matches: shown.map((match) => ({
      listingId: match.listingId,
      reference: formatReference(match.refNo),
      title: about.get(match.listingId)?.title ?? '',
      cover: about.get(match.listingId)?.cover ?? null,
      own: own(match),
      photos: asked.flatMap((url, i) => (match.urls.includes(url) ? [i + 1] : [])),
    })),
    more: ordered.length - shown.length,
    moreAtLeast: !found.complete,
    updateInstead: best ? { listingId: best.listingId, reference: formatReference(best.refNo) } : null,
    heldForReview: heldNow || pairs.length > 0,
  };
}
