// The record of price mails (saved_listing_price_mails): a person's mail about a cut is sent only
// once its row says so. The row is written before the mail is queued, on the condition that no
// other price mail was recorded within the day, so two saves of the listing at once cannot both
// mail the same person.
import { lte } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedListingPriceMails } from '../../db/schema';

/**
 * Records that `userId` is mailed `price` about `listingId` at `now`, unless they were sent a
 * price mail about it in the day before. Answers whether this caller may send it.
 */
export async function claimPriceMail({ userId, listingId, price, now }: { userId: string; listingId: string; price: { price: number; currency: string }; now: Date }): Promise<boolean> {
  const row = { userId, listingId, price: price.price, currency: price.currency, mailedAt: now };
  const written = await getDb()
    .insert(savedListingPriceMails)
    .values(row)
    .onConflictDoUpdate({
      target: [savedListingPriceMails.userId, savedListingPriceMails.listingId],
      set: { price: row.price, currency: row.currency, mailedAt: row.mailedAt },
      setWhere: lte(savedListingPriceMails.mailedAt, new Date(now.getTime() - 86_400_000)),
    })
    .returning({ userId: savedListingPriceMails.userId });
  return written.length === 1;
}
