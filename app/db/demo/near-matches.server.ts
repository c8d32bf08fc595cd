// Demo data for a search that finds nothing: Dagon Myothit (Seikkan), a township of wharves and
// factories, has no home for rent of its own. Its demo rentals are placed in its neighbour
// Dagon Myothit (South), so a search for rentals in Seikkan shows the neighbours' instead.
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '../registry.server';
import { listings } from '../schema';
import { TOWNSHIPS, type TownshipSlug } from '../../lib/constants';
import { townshipCentre } from '../../lib/map/township-centres';

export const TOWNSHIP_WITHOUT_RENTALS: TownshipSlug = 'dagon-myothit-seikkan';
const MOVED_TO: TownshipSlug = 'dagon-myothit-south';

const names = (slug: TownshipSlug) => TOWNSHIPS.find((t) => t.slug === slug)!;

/** Moves the demo rentals of TOWNSHIP_WITHOUT_RENTALS, with their addresses, titles and pins, to its neighbour. */
export async function leaveOneTownshipWithoutRentals(): Promise<void> {
  const from = names(TOWNSHIP_WITHOUT_RENTALS);
  const to = names(MOVED_TO);
  const [latitude, longitude] = townshipCentre(MOVED_TO);
  // Burmese names first: the English one is no part of them.
  const renamed = (column: SQLWrapper) => sql`replace(replace(${column}, ${from.my}, ${to.my}), ${from.en}, ${to.en})`;
  await getDb()
    .update(listings)
    .set({ township: MOVED_TO, name: renamed(listings.name), address: renamed(listings.address), description: renamed(listings.description), latitude, longitude })
    .where(and(eq(listings.township, TOWNSHIP_WITHOUT_RENTALS), eq(listings.type, 'rent')));
}
