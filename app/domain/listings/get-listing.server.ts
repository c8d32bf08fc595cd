import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingImages, listings, type Listing } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { toListingView, type ListingView } from './listing-view';

/** One listing with its images, or null (unknown or malformed id). */
export async function getListing({ id }: { id: string }): Promise<ListingView | null> {
  if (!isUuid(id)) return null;
  const [listing] = await getDb().select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!listing) return null;
  return (await withImages([listing]))[0];
}

/** Attaches each listing's image URLs (in order) with one query for the whole page of rows. */
export async function withImages(rows: Listing[]): Promise<ListingView[]> {
  if (!rows.length) return [];
  const images = await getDb()
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, rows.map((r) => r.id)))
    .orderBy(asc(listingImages.position));
  const byListing = new Map<string, string[]>();
  for (const image of images) {
    const list = byListing.get(image.listingId) ?? [];
    list.push(image.url);
    byListing.set(image.listingId, list);
  }
  return rows.map((row) => toListingView(row, byListing.get(row.id) ?? []));
}
