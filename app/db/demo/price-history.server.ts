// A year of listings in Bahan, Kamayut and Sanchaung, so /insights shows medians and trends on a
// fresh install: each township gets 30 rentals and 30 homes for sale posted every 13 days over
// the last 400 days, most rented out or sold about 110 days after posting, asking prices rising
// about 1 % a month. Then the nightly job runs once, so the pages have figures before the first
// night. Its own random sequence: the rest of the demo data stays as it was.
import { eq, inArray, sql } from 'drizzle-orm';
import { computePriceInsights } from '../../domain/insights/compute-price-insights.server';
import { DAY_MS } from '../../lib/durations';
import { INITIAL_KYAT_PER_USD, KYAT_PER_LAKH } from '../../lib/exchange-rate';
import { getDb } from '../registry.server';
import { listingImages, listings, packageSubscriptions, users } from '../schema';
import { listingInput, mulberry32, townshipName } from './factories.server';

const PER_TYPE = 30;
const EVERY_DAYS = 13;
const FIRST_DAYS_AGO = 400;
const ON_MARKET_DAYS = 110;
const LAKH_PER_USD = INITIAL_KYAT_PER_USD / KYAT_PER_LAKH;

/** The median-ish asking price today in lakh: a 2-bedroom condo or flat for rent (a month), a 2-bedroom condo or 3-bedroom house for sale. */
const TOWNSHIPS = {
  bahan: { rent: [11, 7], sale: [1900, 5200] },
  kamayut: { rent: [9, 6], sale: [1600, 4300] },
  sanchaung: { rent: [8, 5.5], sale: [1400, 3600] },
} as const;

const HOMES = {
  rent: [
    { propertyType: 'condo', bedrooms: 2, squareFeet: 1100, word: 'Condo' },
    { propertyType: 'apartment', bedrooms: 2, squareFeet: 850, word: 'Apartment' },
  ],
  sale: [
    { propertyType: 'condo', bedrooms: 2, squareFeet: 1150, word: 'Condo' },
    { propertyType: 'house', bedrooms: 3, squareFeet: 2400, word: 'House' },
  ],
} as const;

export async function seedPriceHistory({ now = Date.now() }: { now?: number } = {}): Promise<void> {
  const db = getDb();
  const rng = mulberry32(20251201);
  // The Premium agencies (no listing limit) list them.
  const agents = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['agent1@demo.yangonhomes.local', 'agent3@demo.yangonhomes.local', 'agent5@demo.yangonhomes.local']));
  const pictures = await db
    .selectDistinct({ propertyType: listings.propertyType, url: listingImages.url })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId));
  if (!agents.length || !pictures.length) return;

  const rows = Object.entries(TOWNSHIPS).flatMap(([township, prices]) =>
    (['rent', 'sale'] as const).flatMap((type) =>
      Array.from({ length: PER_TYPE }, (_, i) => {
        const home = HOMES[type][i % 2];
        const daysAgo = FIRST_DAYS_AGO - i * EVERY_DAYS;
        const createdAt = new Date(now - daysAgo * DAY_MS - rng() * DAY_MS);
        // One in five stays on the market; the others go after about ON_MARKET_DAYS.
        const stays = i % 5 === 0 || daysAgo < ON_MARKET_DAYS;
        // Gone by yesterday at the latest: a date in the future would lift it in "Recommended".
        const updatedAt = stays ? createdAt : new Date(Math.min(createdAt.getTime() + (ON_MARKET_DAYS - 10 + rng() * 20) * DAY_MS, now - DAY_MS));
        const lakh = Math.round(prices[type][i % 2] * (1 - 0.01 * (daysAgo / 30)) * (0.9 + rng() * 0.2) * 10) / 10;
        const inUsd = i % 3 === 0;
        const usd = Math.round(lakh / LAKH_PER_USD / 10) * 10;
        const base = listingInput(rng, { township, type, propertyType: home.propertyType, status: 'Agent' });
        return {
          ...base,
          name: `${home.bedrooms}-Bedroom ${home.word} for ${type === 'rent' ? 'Rent' : 'Sale'} in ${townshipName(township)}`,
          bedrooms: home.bedrooms,
          bathrooms: Math.min(home.bedrooms, 2),
          squareFeet: Math.round((home.squareFeet * (0.9 + rng() * 0.2)) / 50) * 50,
          landSquareFeet: home.propertyType === 'house' ? 3200 : null,
          currency: inUsd ? 'USD' : 'lakh MMK',
          regularPrice: inUsd ? usd : lakh,
          discountPrice: null,
          offer: false,
          // Kept by the database at the rate of the day; written here at the first rate.
          priceLakh: inUsd ? Math.round(usd * LAKH_PER_USD * 100) / 100 : lakh,
          priceUsd: inUsd ? usd : Math.round((lakh / LAKH_PER_USD) * 100) / 100,
          propertyStatus: stays ? 'Still Available' : type === 'rent' ? 'Rented Out' : 'Sold Out',
          userRef: agents[i % agents.length].id,
          createdAt,
          updatedAt,
        };
      }),
    ),
  );
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(listings).values(rows).returning({ id: listings.id, propertyType: listings.propertyType });
    await tx.insert(listingImages).values(
      inserted.flatMap((listing, i) => {
        const own = pictures.filter((p) => p.propertyType === listing.propertyType).map((p) => p.url);
        const urls = own.length >= 2 ? own : pictures.map((p) => p.url);
        return [0, 1].map((position) => ({ listingId: listing.id, position, url: urls[(i + position) % urls.length] }));
      }),
    );
    // The plans count what their agencies posted.
    for (const agent of agents) {
      const posted = rows.filter((r) => r.userRef === agent.id).length;
      await tx.update(packageSubscriptions).set({ listingsUsed: sql`${packageSubscriptions.listingsUsed} + ${posted}` }).where(eq(packageSubscriptions.userId, agent.id));
    }
  });
  await computePriceInsights({ now: new Date(now) });
}
