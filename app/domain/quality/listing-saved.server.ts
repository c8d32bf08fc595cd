// What follows a lister's save, after its commit: the listing's quality score is stored, and on an
// update the people who saved it hear of a price drop or of it closing. The listing is saved
// either way: a failure here is logged, and the daily score run repairs the score.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings } from '../../db/schema';
import { notifySavers, type ListingState } from '../saved-listing-news/notify-savers.server';
import { scoreListings } from './score-listings.server';

export async function listingSaved({ id, before }: { id: string; before?: ListingState }): Promise<void> {
  try {
    await scoreListings({ ids: [id] });
  } catch (error) {
    console.error(`The quality score of listing ${id} could not be stored:`, error);
  }
  if (!before) return;
  const [after] = await getDb()
    .select({ id: listings.id, name: listings.name, type: listings.type, userRef: listings.userRef, regularPrice: listings.regularPrice, currency: listings.currency, propertyStatus: listings.propertyStatus })
    .from(listings)
    .where(eq(listings.id, id));
  if (!after) return;
  try {
    await notifySavers({ listing: after, before, after });
  } catch (error) {
    console.error(`The savers of listing ${id} could not be told of its change:`, error);
  }
}
