// "Similar listings" under a listing: same rent/sale type, and the same township or the same
// property type, newest first. Cheap on purpose: it runs on every listing page.
import { and, desc, eq, ne, or } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, type Listing } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { listingWithImages, toView } from './get-listing.server';
import type { ListingView } from './listing-view';

export const RELATED_COUNT = 4;

type Basis = Pick<Listing, 'id' | 'type' | 'township' | 'propertyType'>;

/**
 * Listings similar to the given one (which is never among them). Not a prepared statement: the
 * best plan depends on the values (walk the newest listings when the township or property type is
 * common, read the township's and property type's indexes when both are rare), and a generic plan
 * would walk every listing for a rare pair.
 */
export async function findSimilar({ id, type, township, propertyType }: Basis): Promise<ListingView[]> {
  const rows = await getDb()
    .select(listingWithImages)
    .from(listings)
    .where(and(ne(listings.id, id), eq(listings.type, type), or(eq(listings.township, township), eq(listings.propertyType, propertyType))))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(RELATED_COUNT);
  return rows.map(toView);
}

/** GET /api/listing/getRelated?listingId=: 404 when the listing does not exist. */
export async function getRelatedListings({ listingId }: { listingId: string }): Promise<ListingView[]> {
  if (!isUuid(listingId)) throw notFound('Listing not found.');
  const [listing] = await getDb()
    .select({ id: listings.id, type: listings.type, township: listings.township, propertyType: listings.propertyType })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  if (!listing) throw notFound('Listing not found.');
  return findSimilar(listing);
}
