// A listing's price history (listing_prices, kept by a trigger on every price change), oldest
// first: as a column of the listing page's one query, and on its own.
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingPrices, listings } from '../../db/schema';
import { priceReduced, type PricePoint } from '../../lib/price-drop';

/** The history of the row's listing as a JSON array, for a query on `listings`. */
export const priceHistoryColumn = sql<PricePoint[]>`(select coalesce(json_agg(json_build_object('price', p.price::float8, 'currency', p.currency, 'at', p.changed_at) order by p.changed_at, p.id), '[]'::json) from ${listingPrices} p where p.listing_id = ${listings.id})`;

/** What the listing page shows of it: the history, and the "Price reduced" tag as of `now`. */
export function pricesView(history: PricePoint[], now: Date = new Date()) {
  // json_build_object writes timestamps without the 'Z' PostgreSQL would add in text: made ISO here.
  const points = history.map((point) => ({ price: Number(point.price), currency: point.currency, at: new Date(point.at).toISOString() }));
  return { history: points, reduced: priceReduced(points, now) };
}

export async function priceHistory({ listingId }: { listingId: string }): Promise<PricePoint[]> {
  const rows = await getDb()
    .select({ price: listingPrices.price, currency: listingPrices.currency, at: listingPrices.changedAt })
    .from(listingPrices)
    .where(eq(listingPrices.listingId, listingId))
    .orderBy(asc(listingPrices.changedAt), asc(listingPrices.id));
  return rows.map((row) => ({ price: row.price, currency: row.currency, at: row.at.toISOString() }));
}
