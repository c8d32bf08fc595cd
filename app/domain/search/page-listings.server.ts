// The listings of one result page, with their image URLs, in one query (not one for the rows and
// another for the images): search pages are the busiest on the site.
import { and, inArray } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, publicListing, type Listing } from '../../db/schema';
import { listingWithImages, toView } from '../listings/get-listing.server';
import type { ListingView } from '../../lib/views/listing-view';

/**
 * The public listings among `ids` (one hidden since its id was found is left out), as views, with
 * each one's images in display order. Unordered: the caller puts them in its own order.
 */
export async function pageListings(ids: string[]): Promise<{ row: Listing; view: ListingView }[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select(listingWithImages)
    .from(listings)
    .where(and(inArray(listings.id, ids), publicListing));
  return rows.map((row) => ({ row: row.listing, view: toView(row) }));
}

/** `items` in the order of `ids`; ids without an item (deleted meanwhile) are skipped. */
export function inOrder<T>(ids: string[], items: T[], idOf: (item: T) => string): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
}
