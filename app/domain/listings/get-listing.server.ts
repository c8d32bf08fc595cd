import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, type Listing } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { type ListingView } from '../../lib/views/listing-view';
import { toListingView } from './listing-view.server';
import { visibleTo, type Viewer } from './visibility.server';

/**
 * Each listing's image URLs in display order, as a column of the same query: a page of listings
 * and their images in one round trip (a second query per page cost more CPU than the rendering).
 */
const imageUrlsColumn = sql<string[]>`coalesce((select array_agg(i.url order by i.position) from listing_images i where i.listing_id = ${listings.id}), '{}')`;

/** Select this for rows that become views: the listing's columns plus its image URLs. */
export const listingWithImages = { listing: listings, imageUrls: imageUrlsColumn };

export const toView = ({ listing, imageUrls }: { listing: Listing; imageUrls: string[] }): ListingView => toListingView(listing, imageUrls);

/** One listing with its images, or null (unknown or malformed id, or hidden from this viewer). */
export async function getListing({ id, viewer }: { id: string; viewer: Viewer }): Promise<ListingView | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select(listingWithImages).from(listings).where(and(eq(listings.id, id), visibleTo(viewer))).limit(1);
  return row ? toView(row) : null;
}
