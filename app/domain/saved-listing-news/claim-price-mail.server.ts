// The record of price mails (saved_listing_price_mails): a person's mail about a cut is sent only
// once its row says so. The row is written before the mail is queued, on the condition that no
// other price mail was recorded within the day, so two saves of the listing at once cannot both
// mail the same person.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { DAY_MS } from '../../lib/durations';

/** The least time between two price mails to one person about one listing: a day. */
export const PRICE_MAIL_GAP_MS = DAY_MS;

/**
 * Records that each of `userIds` is mailed `price` about `listingId` at `now`, but for those sent
 * a price mail about it in the day before. One statement for all of them, however many saved the
 * listing: it runs inside the lister's save. Answers the ones this caller may mail.
 */
export async function claimPriceMails({ userIds, listingId, price, now }: { userIds: readonly string[]; listingId: string; price: { price: number; currency: string }; now: Date }): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const dayBefore = new Date(now.getTime() - PRICE_MAIL_GAP_MS);
  // Rows are written in the order of the ids, so two saves at once lock them in one order and
  // cannot deadlock; the second waits, then finds the first's mail within the day.
  const result = (await getDb().execute(sql`insert into saved_listing_price_mails (user_id, listing_id, price, currency, mailed_at)
    select u.id, ${listingId}::uuid, ${price.price}::numeric, ${price.currency}::text, ${now.toISOString()}::timestamptz
      from users u
     where u.id in (${sql.join(
       userIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
     order by u.id
    on conflict (user_id, listing_id) do update
       set price = excluded.price, currency = excluded.currency, mailed_at = excluded.mailed_at
     where saved_listing_price_mails.mailed_at <= ${dayBefore.toISOString()}::timestamptz
    returning user_id`)) as unknown as { rows: { user_id: string }[] };
  return new Set(result.rows.map((row) => row.user_id));
}
