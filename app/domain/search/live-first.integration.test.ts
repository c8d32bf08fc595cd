// Rented-out and sold homes in /search: left out unless the searcher asks for them ("Show rented
// and sold"), and then after every home still available, in each sort and across the pages; each
// order read from an index led by the listing's state; and the similar homes a closed home's page
// offers are all still available.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageIdsQuery } from './advanced-search.server';
import { parseAdvancedSearch } from '../../lib/schemas/search';
import { getDb } from '../../db/registry.server';
import { listings, type User } from '../../db/schema';
import { loader } from '../../routes/search';
import * as listingPage from '../../routes/listing';
import { call } from '../../../tests/support/requests';
import { insertUser } from '../../../tests/support/fixtures';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { listingInput, mulberry32 } from '../../db/demo/factories.server';
import type { ListingView } from '../../lib/views/listing-view';

let database: TestDatabase;
let owner: User;
const DAY = 86_400_000;
const base = Date.UTC(2025, 0, 1);
const status = new Map<string, string>();

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
  const rng = mulberry32(515);
  // 12 homes in one township: the newest and the cheapest are the closed ones, so every order
  // that ignored the state would put them first.
  for (let i = 0; i < 12; i++) {
    const type = i % 2 === 0 ? 'rent' : 'sale';
    const closed = i >= 9 ? (type === 'rent' ? 'Rented Out' : 'Sold Out') : 'Still Available';
    const fields = { type, township: 'sanchaung', propertyType: 'condo', currency: 'USD', regularPrice: 1000 - 50 * i, propertyStatus: closed } as const;
    const [row] = await getDb()
      .insert(listings)
      .values({ ...listingInput(rng, fields), ...fields, userRef: owner.id, createdAt: new Date(base + i * DAY), updatedAt: new Date(base + i * DAY) })
      .returning({ id: listings.id, propertyStatus: listings.propertyStatus });
    status.set(row.id, row.propertyStatus);
  }
});
afterAll(() => database.close());

async function search(qs: string): Promise<ListingView[]> {
  const response = await call(loader, `/search?township=sanchaung&${qs}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { listings: ListingView[] }).listings;
}

/** The states in the order shown, over both pages. */
async function statesInOrder(qs: string, expected: number) {
  const shown = [...(await search(`${qs}&page=1`)), ...(await search(`${qs}&page=2`))];
  expect(new Set(shown.map((l) => l._id)).size).toBe(expected);
  return shown.map((l) => status.get(l._id));
}

const ORDERS = ['sort=recommended', 'sort=createdAt&order=desc', 'sort=createdAt&order=asc', 'sort=updatedAt&order=desc', 'sort=regularPrice&order=asc', 'sort=regularPrice&order=desc'];

describe('closed homes in search results', () => {
  for (const qs of ORDERS) {
    it(`shows only the live homes by default (${qs})`, async () => {
      expect(await statesInOrder(qs, 9)).toEqual(Array(9).fill('Still Available'));
    });

    it(`with rented and sold shown, ranks them below the live ones (${qs})`, async () => {
      const states = await statesInOrder(`${qs}&showClosed=true`, 12);
      expect(states.slice(0, 9).every((s) => s === 'Still Available')).toBe(true);
      expect(states.slice(9).sort()).toEqual(['Rented Out', 'Sold Out', 'Sold Out']);
    });
  }

  it('keeps the asked order within the live homes and within the closed ones', async () => {
    const shown = [...(await search('sort=regularPrice&order=asc&showClosed=true&page=1')), ...(await search('sort=regularPrice&order=asc&showClosed=true&page=2'))];
    const prices = shown.map((l) => l.regularPrice);
    expect(prices.slice(0, 9)).toEqual([...prices.slice(0, 9)].sort((a, b) => a - b));
    expect(prices.slice(9)).toEqual([...prices.slice(9)].sort((a, b) => a - b));
  });

  it('finds a closed home when the search narrows to it and shows rented and sold homes', async () => {
    const live = await search('type=rent&sort=createdAt&order=desc');
    expect(live.map((l) => status.get(l._id))).toEqual(Array(5).fill('Still Available'));
    const rentals = await search('type=rent&sort=createdAt&order=desc&showClosed=true');
    expect(rentals.map((l) => status.get(l._id))).toEqual(['Still Available', 'Still Available', 'Still Available', 'Still Available', 'Still Available', 'Rented Out']);
  });
});

/** The plan of one page's ids, with neither a sequential scan nor a sort on offer. */
async function planOf(qs: string): Promise<string> {
  return getDb().transaction(async (tx) => {
    // Twelve rows would be read whole whatever the indexes; the question is whether an index serves the order.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${pageIdsQuery(parseAdvancedSearch(new URLSearchParams(qs)))}`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the orders of live homes', () => {
  // The default order and both price orders are read in order from an index led by the state,
  // never sorted: at 100,000 listings a sort of every rental cost 70 to 105 ms a page. A search
  // of live homes alone fixes the state in the index's condition and reads only that range.
  for (const [qs, index] of [
    ['type=rent', 'listings_search_live_created_idx'],
    ['type=rent&sort=createdAt&order=asc', 'listings_search_live_created_idx'],
    ['type=rent&sort=regularPrice&order=asc', 'listings_search_type_live_price_idx'],
    ['sort=regularPrice&order=desc&page=3', 'listings_search_live_price_desc_idx'],
    ['type=rent&sort=updatedAt&order=desc', 'listings_search_live_updated_idx'],
    ['township=sanchaung&sort=updatedAt&order=asc&page=2', 'listings_search_live_updated_idx'],
    ['sort=recommended', 'listings_recommended_live_idx'],
  ] as const) {
    it(`reads ${qs} in order from ${index}, the state fixed`, async () => {
      const plan = await planOf(qs);
      expect(plan).toContain(index);
      expect(plan).toMatch(/Index Cond: .*property_status = 'Still Available'/);
      expect(plan).not.toMatch(/\bSort\b/);
    });
  }
});

describe('the orders with live homes first', () => {
  for (const [qs, index] of [
    ['type=rent&showClosed=true', 'listings_search_live_created_idx'],
    ['type=rent&sort=regularPrice&order=asc&showClosed=true', 'listings_search_type_closed_price_idx'],
    ['sort=regularPrice&order=desc&page=3&showClosed=true', 'listings_search_live_price_desc_idx'],
    ['type=rent&sort=createdAt&order=asc&showClosed=true', 'listings_search_closed_created_idx'],
    ['sort=updatedAt&order=desc&showClosed=true', 'listings_search_live_updated_idx'],
    ['type=sale&sort=updatedAt&order=asc&page=2&showClosed=true', 'listings_search_closed_updated_idx'],
    ['sort=recommended&page=2&showClosed=true', 'listings_recommended_live_idx'],
  ] as const) {
    it(`reads ${qs} in order from ${index}`, async () => {
      const plan = await planOf(qs);
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/\bSort\b/);
    });
  }
});

describe("a closed home's page", () => {
  it('offers similar homes that are still available, never closed ones', async () => {
    const closed = [...status].find(([, s]) => s === 'Rented Out')![0];
    const response = await call(listingPage.loader, `/listing/${closed}`, { params: { listingId: closed } });
    expect(response.status).toBe(200);
    const data = (await response.json()) as { listing: ListingView; similar: { _id: string; propertyStatus: string }[] };
    expect(data.listing.propertyStatus).toBe('Rented Out');
    expect(data.similar.length).toBeGreaterThan(0);
    expect(data.similar.every((l) => l.propertyStatus === 'Still Available' && status.get(l._id) === 'Still Available')).toBe(true);
  });
});
