// The counters table (listing_counts) against the listings themselves: after every kind of write
// (a post, a change of state through the lister's own control, a bulk edit, hiding and restoring,
// deleting) its rows equal a count of the public listings by type, township, property type and
// whether each is still available.
import { inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listingCounts, listings, stillAvailable, type User } from '../../db/schema';
import { setListingStatus } from '../listings/set-listing-status.server';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';

let database: TestDatabase;
let owner: User;

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
});
afterAll(() => database.close());

const key = (row: { type: string; township: string; propertyType: string; live: boolean }) => `${row.type} ${row.township} ${row.propertyType} ${row.live ? 'live' : 'closed'}`;

/** The counters' non-empty rows, and the same counted from the listings, each as key -> n. */
async function countersAndListings() {
  const counters = await getDb().select().from(listingCounts);
  const counted = await getDb()
    .select({ type: listings.type, township: listings.township, propertyType: listings.propertyType, live: sql<boolean>`${stillAvailable}`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(isNull(listings.hiddenAt))
    .groupBy(listings.type, listings.township, listings.propertyType, stillAvailable);
  return {
    counters: Object.fromEntries(counters.filter((row) => row.n > 0).map((row) => [key(row), row.n])),
    listings: Object.fromEntries(counted.map((row) => [key(row), row.n])),
  };
}

async function expectExact() {
  const { counters, listings: counted } = await countersAndListings();
  expect(counters).toEqual(counted);
  return counters;
}

describe('listing counters by state', () => {
  it('count live and closed listings apart, and follow every change of state, hiding and deletion', async () => {
    const rentals = [];
    for (let i = 0; i < 4; i++) rentals.push(await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'condo' }));
    const sale = await insertListing(owner, { type: 'sale', township: 'bahan', propertyType: 'condo' });
    expect(await expectExact()).toMatchObject({ 'rent bahan condo live': 4, 'sale bahan condo live': 1 });

    // The lister's own control: one rental rented out, the sale sold.
    await setListingStatus({ user: owner, id: rentals[0].id, status: 'Rented Out' });
    await setListingStatus({ user: owner, id: sale.id, status: 'Sold Out' });
    let counters = await expectExact();
    expect(counters).toMatchObject({ 'rent bahan condo live': 3, 'rent bahan condo closed': 1, 'sale bahan condo closed': 1 });
    expect(counters).not.toHaveProperty('sale bahan condo live');

    // One statement changing several at once, in both directions, with another key changing too.
    await getDb()
      .update(listings)
      .set({ propertyStatus: sql`case when ${listings.propertyStatus} = 'Still Available' then 'Rented Out' else 'Still Available' end`, township: 'kamayut' })
      .where(inArray(listings.id, [rentals[0].id, rentals[1].id]));
    counters = await expectExact();
    expect(counters).toMatchObject({ 'rent bahan condo live': 2, 'rent kamayut condo live': 1, 'rent kamayut condo closed': 1 });

    // A hidden listing is in no count, live or closed; restored, it is counted in its state again.
    await getDb().update(listings).set({ hiddenAt: new Date(), hiddenReason: 'scam' }).where(inArray(listings.id, [rentals[1].id, sale.id]));
    counters = await expectExact();
    expect(counters).not.toHaveProperty('sale bahan condo closed');
    // Its state changed while hidden changes no count either.
    await getDb().update(listings).set({ propertyStatus: 'Still Available' }).where(inArray(listings.id, [sale.id]));
    expect(await expectExact()).toEqual(counters);
    await getDb().update(listings).set({ hiddenAt: null, hiddenReason: null }).where(inArray(listings.id, [rentals[1].id, sale.id]));
    expect(await expectExact()).toMatchObject({ 'rent kamayut condo live': 1, 'rent kamayut condo closed': 1, 'sale bahan condo live': 1 });

    await getDb().delete(listings).where(inArray(listings.id, [rentals[0].id, rentals[2].id]));
    await expectExact();
  });
});
