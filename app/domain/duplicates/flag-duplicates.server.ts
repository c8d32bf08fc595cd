// The rule that sends a listing to the moderators: saved sharing two of a photo, the price and the
// area with another lister's live listing, it is a possible duplicate of that listing. Price and
// area count only within the same township, type and property type (the same home is in one
// place). One function decides it, for the form's warning before the listing is sent and for the
// save itself, which holds the listing until a moderator decides (create- and update-listing).
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listings } from '../../db/schema';
import type { DuplicateShare } from '../../lib/duplicates';
import { findPhotoMatches, type PhotoMatches } from './photo-matches.server';

/** What the rule compares; a fact the form has not filled in yet is null and shares nothing. */
export interface ListingFacts {
  /** Whose listing it is: their own listings are never its duplicates. */
  userRef: string;
  township: string | null;
  type: string | null;
  propertyType: string | null;
  currency: string | null;
  regularPrice: number | null;
  squareFeet: number | null;
  landSquareFeet: number | null;
}

export interface DuplicatePair {
  otherListingId: string;
  shares: DuplicateShare[];
}

type Other = Omit<ListingFacts, 'userRef'> & { id: string };

const areaOf = (l: Omit<ListingFacts, 'userRef'>) => l.squareFeet ?? l.landSquareFeet;
const samePlace = (a: Omit<ListingFacts, 'userRef'>, b: Other) => a.township !== null && a.township === b.township && a.type === b.type && a.propertyType === b.propertyType;
const samePrice = (a: Omit<ListingFacts, 'userRef'>, b: Other) => samePlace(a, b) && a.currency === b.currency && a.regularPrice !== null && Number(a.regularPrice) === Number(b.regularPrice);
const sameArea = (a: Omit<ListingFacts, 'userRef'>, b: Other) => samePlace(a, b) && areaOf(a) !== null && areaOf(a) === areaOf(b);

const FACTS = {
  id: listings.id,
  township: listings.township,
  type: listings.type,
  propertyType: listings.propertyType,
  currency: listings.currency,
  regularPrice: listings.regularPrice,
  squareFeet: listings.squareFeet,
  landSquareFeet: listings.landSquareFeet,
};

/**
 * The possible duplicates of a listing with these facts and photos (`listingId` when it exists
 * already): other listers' live listings sharing two of a photo, the price and the area. A pair
 * already asked about (pending, confirmed or dismissed) is not asked about again. `photoMatches`:
 * the look-up of these photos, when the caller has made it.
 */
export async function findDuplicatePairs({ facts, urls, listingId, photoMatches }: { facts: ListingFacts; urls: string[]; listingId?: string; photoMatches?: PhotoMatches }): Promise<DuplicatePair[]> {
  const db = getDb();
  const { matches } = photoMatches ?? (await findPhotoMatches({ urls, excludeListingId: listingId }));
  const photoIds = new Set(matches.filter((m) => m.userRef !== facts.userRef).map((m) => m.listingId));
  const area = areaOf(facts);
  const { township, type, propertyType, currency, regularPrice } = facts;
  // Same price and area without a shared photo: read from the township search index.
  const priceAndArea =
    area === null || township === null || type === null || propertyType === null || currency === null || regularPrice === null
      ? []
      : await db
          .select(FACTS)
          .from(listings)
          .where(
            and(
              isNull(listings.hiddenAt),
              eq(listings.township, township),
              eq(listings.propertyType, propertyType),
              eq(listings.type, type),
              eq(listings.currency, currency),
              eq(listings.regularPrice, regularPrice),
              sql`coalesce(${listings.squareFeet}, ${listings.landSquareFeet}) = ${area}`,
              ne(listings.userRef, facts.userRef),
              listingId ? ne(listings.id, listingId) : undefined,
            ),
          )
          .limit(50);
  const withPhoto = photoIds.size ? await db.select(FACTS).from(listings).where(inArray(listings.id, [...photoIds])) : [];
  const others = new Map([...priceAndArea, ...withPhoto].map((other) => [other.id, other]));
  const pairs = [...others.values()].flatMap((other) => {
    const shares: DuplicateShare[] = [];
    if (photoIds.has(other.id)) shares.push('photo');
    if (samePrice(facts, other)) shares.push('price');
    if (sameArea(facts, other)) shares.push('area');
    return shares.length >= 2 ? [{ otherListingId: other.id, shares }] : [];
  });
  if (!listingId || !pairs.length) return pairs;
  const ids = pairs.map((pair) => pair.otherListingId);
  const asked = await db
    .select({ a: listingDuplicates.listingId, b: listingDuplicates.otherListingId })
    .from(listingDuplicates)
    .where(
      or(
        and(eq(listingDuplicates.listingId, listingId), inArray(listingDuplicates.otherListingId, ids)),
        and(eq(listingDuplicates.otherListingId, listingId), inArray(listingDuplicates.listingId, ids)),
      ),
    );
  const before = new Set(asked.map((row) => (row.a === listingId ? row.b : row.a)));
  return pairs.filter((pair) => !before.has(pair.otherListingId));
}

/** Queues the pairs of listing `listingId` for the moderators (in the caller's transaction); how many were new. */
export async function queueDuplicatePairs({ db, listingId, pairs }: { db: Pick<Database, 'insert'>; listingId: string; pairs: DuplicatePair[] }): Promise<number> {
  if (!pairs.length) return 0;
  // A pair asked about meanwhile (the unique index on the two ids) is not asked about twice.
  const queued = await db
    .insert(listingDuplicates)
    .values(pairs.map((pair) => ({ listingId, ...pair })))
    .onConflictDoNothing()
    .returning({ id: listingDuplicates.id });
  return queued.length;
}
