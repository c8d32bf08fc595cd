// After a listing is saved: the other listers' live listings it shares two of a photo, the price
// and the area with go to the moderators' queue as possible duplicates of it. Price and area
// count only within the same township, type and property type (the same home is in one place).
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listingImages, listings } from '../../db/schema';
import type { DuplicateShare } from '../../lib/duplicates';
import { findPhotoMatches } from './photo-matches.server';

type Facts = Pick<typeof listings.$inferSelect, 'id' | 'userRef' | 'township' | 'type' | 'propertyType' | 'currency' | 'regularPrice' | 'squareFeet' | 'landSquareFeet'>;

const areaOf = (l: Facts) => l.squareFeet ?? l.landSquareFeet;
const samePlace = (a: Facts, b: Facts) => a.township === b.township && a.type === b.type && a.propertyType === b.propertyType;
const samePrice = (a: Facts, b: Facts) => samePlace(a, b) && a.currency === b.currency && Number(a.regularPrice) === Number(b.regularPrice);
const sameArea = (a: Facts, b: Facts) => samePlace(a, b) && areaOf(a) !== null && areaOf(a) === areaOf(b);

const FACTS = {
  id: listings.id,
  userRef: listings.userRef,
  township: listings.township,
  type: listings.type,
  propertyType: listings.propertyType,
  currency: listings.currency,
  regularPrice: listings.regularPrice,
  squareFeet: listings.squareFeet,
  landSquareFeet: listings.landSquareFeet,
};

/** Queues the possible duplicates of listing `listingId`; returns the other listings' ids queued. */
export async function flagPossibleDuplicates({ listingId }: { listingId: string }): Promise<string[]> {
  const db = getDb();
  const [listing] = await db
    .select(FACTS)
    .from(listings)
    .where(and(eq(listings.id, listingId), isNull(listings.hiddenAt)))
    .limit(1);
  if (!listing) return [];
  const urls = (await db.select({ url: listingImages.url }).from(listingImages).where(eq(listingImages.listingId, listingId))).map((r) => r.url);
  const photoIds = new Set((await findPhotoMatches({ urls, excludeListingId: listingId })).filter((m) => m.userRef !== listing.userRef).map((m) => m.listingId));
  const area = areaOf(listing);
  // Same price and area without a shared photo: read from the township search index.
  const priceAndArea =
    area === null
      ? []
      : await db
          .select(FACTS)
          .from(listings)
          .where(
            and(
              isNull(listings.hiddenAt),
              eq(listings.township, listing.township),
              eq(listings.propertyType, listing.propertyType),
              eq(listings.type, listing.type),
              eq(listings.currency, listing.currency),
              eq(listings.regularPrice, listing.regularPrice),
              sql`coalesce(${listings.squareFeet}, ${listings.landSquareFeet}) = ${area}`,
              ne(listings.userRef, listing.userRef),
            ),
          )
          .limit(50);
  const withPhoto = photoIds.size ? await db.select(FACTS).from(listings).where(inArray(listings.id, [...photoIds])) : [];
  const others = new Map([...priceAndArea, ...withPhoto].map((other) => [other.id, other]));
  const rows = [...others.values()].flatMap((other) => {
    const shares: DuplicateShare[] = [];
    if (photoIds.has(other.id)) shares.push('photo');
    if (samePrice(listing, other)) shares.push('price');
    if (sameArea(listing, other)) shares.push('area');
    return shares.length >= 2 ? [{ listingId, otherListingId: other.id, shares }] : [];
  });
  if (!rows.length) return [];
  // A pair already asked about (pending, confirmed or dismissed) is not asked about again.
  const queued = await db.insert(listingDuplicates).values(rows).onConflictDoNothing().returning({ otherListingId: listingDuplicates.otherListingId });
  return queued.map((row) => row.otherListingId);
}
