// What a new rate would change, shown to the admin before it is set: how many listings get a new
// price in the other currency, and a few of them before and after. Read only; nothing is set.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, publicListing } from '../../db/schema';
import { convertBudget } from '../../lib/exchange-rate';
import type { RatePreview } from '../../lib/views/exchange-rate-view';
import { rateOfTheDay } from './rate-of-the-day.server';

/** Examples of each currency: enough to see the change, few enough for a phone. */
const EXAMPLES_PER_CURRENCY = 2;
const CURRENCIES = ['USD', 'lakh MMK'] as const;

export async function ratePreview(kyatPerUsd: number): Promise<RatePreview> {
  const db = getDb();
  const [current, [counted], ...newest] = await Promise.all([
    rateOfTheDay(),
    db
      .select({
        usd: sql<number>`count(*) filter (where ${listings.currency} = 'USD')::int`.mapWith(Number),
        lakh: sql<number>`count(*) filter (where ${listings.currency} <> 'USD')::int`.mapWith(Number),
      })
      .from(listings),
    ...CURRENCIES.map((currency) =>
      db
        .select({ _id: listings.id, name: listings.name, currency: listings.currency, price: listings.regularPrice })
        .from(listings)
        .where(and(eq(listings.currency, currency), publicListing))
        .orderBy(desc(listings.createdAt))
        .limit(EXAMPLES_PER_CURRENCY),
    ),
  ]);
  const examples = newest.flat().map((listing) => {
    const other = listing.currency === 'USD' ? 'lakh MMK' : 'USD';
    return { ...listing, other, before: convertBudget(listing.price, listing.currency, other, current), after: convertBudget(listing.price, listing.currency, other, kyatPerUsd) };
  });
  return { kyatPerUsd, current, listings: counted ?? { usd: 0, lakh: 0 }, examples };
}
