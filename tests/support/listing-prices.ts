// A listing's stored prices in both currencies, and what they should be at a given rate: the
// exchange-rate tests compare the two.
import { eq } from 'drizzle-orm';
import { getDb } from '../../app/db/registry.server';
import { listings, type Listing } from '../../app/db/schema';

/** The listing's prices in lakh and in dollars, as stored. */
export async function prices(id: string): Promise<{ lakh: number; usd: number }> {
  const [row] = await getDb().select({ lakh: listings.priceLakh, usd: listings.priceUsd }).from(listings).where(eq(listings.id, id));
  return { lakh: Number(row.lakh), usd: Number(row.usd) };
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The listing's prices in both currencies at `rate` (rounded to the cent, as the database keeps them). */
export const convertedAt = (listing: Pick<Listing, 'currency' | 'regularPrice'>, rate: number) =>
  listing.currency === 'USD' ? { lakh: cents((listing.regularPrice * rate) / 100_000), usd: listing.regularPrice } : { lakh: listing.regularPrice, usd: cents((listing.regularPrice * 100_000) / rate) };
