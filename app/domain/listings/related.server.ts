// "Similar listings" under a listing: same rent/sale type, and the same township or the same
// property type, newest first. Cheap on purpose: it runs on every listing page.
import { and, desc, eq, ne, or } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, type Listing } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { withImages } from './get-listing.server';
import type { ListingView } from './listing-view';

export const RELATED_COUNT = 4;

type Basis = Pick<Listing, 'id' | 'type' | 'township' | 'propertyType'>;

/** Listings similar to the given one (which is never among them). */
export async function findSimilar(listing: Basis, limit = RELATED_COUNT): Promise<ListingView[]> {
  const rows = await getDb()
    .select()
    .from(listings)
    .where(
      and(
        ne(listings.id, listing.id),
        eq(listings.type, listing.type),
        or(eq(listings.township, listing.township), eq(listings.propertyType, listing.propertyType)),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
  return withImages(rows);
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
