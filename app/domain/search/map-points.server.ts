// The markers of a map: the listings of a search (with its filters and map area) or of one
// lister, as points, at most MAP_POINTS_CAP of them in the search's own order.
import { and, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, publicListing } from '../../db/schema';
import type { AdvancedSearchQuery } from '../../lib/schemas/search';
import type { MapPoint } from '../../lib/views/map';
import { resultOrder, searchFilters } from './advanced-search.server';

/** Enough markers for any area a person looks at; a whole-city search shows its newest 500. */
export const MAP_POINTS_CAP = 500;

const pointColumns = {
  id: listings.id,
  name: listings.name,
  latitude: listings.latitude,
  longitude: listings.longitude,
  type: listings.type,
  offer: listings.offer,
  regularPrice: listings.regularPrice,
  discountPrice: listings.discountPrice,
  currency: listings.currency,
};

/** Public listings only: a hidden one has no marker (db/schema: publicListing). */
async function pointsWhere(where: SQL | undefined, order: SQL[]): Promise<{ points: MapPoint[]; capped: boolean }> {
  const rows = await getDb()
    .select(pointColumns)
    .from(listings)
    .where(and(publicListing, where))
    .orderBy(...order)
    .limit(MAP_POINTS_CAP + 1);
  return {
    points: rows.slice(0, MAP_POINTS_CAP).map((row) => ({
      _id: row.id,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      type: row.type as MapPoint['type'],
      offer: row.offer,
      regularPrice: Number(row.regularPrice),
      discountPrice: row.discountPrice === null ? null : Number(row.discountPrice),
      currency: row.currency,
    })),
    capped: rows.length > MAP_POINTS_CAP,
  };
}

/** The points of an advanced search (every page of it, not only the one on screen; its live homes alone unless it shows closed ones). */
export function searchMapPoints({ query }: { query: AdvancedSearchQuery }) {
  return pointsWhere(searchFilters(query), resultOrder(query));
}

/** The points of one lister's listings, newest first: their rented-out and sold ones too, after the live ones. */
export function listerMapPoints({ userId }: { userId: string }) {
  return pointsWhere(eq(listings.userRef, userId), resultOrder({ sort: 'createdAt', order: 'desc', showClosed: true }));
}
