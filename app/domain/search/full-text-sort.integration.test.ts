// Full-text results in other orders than relevance (newest, price low to high, price high to low)
// and the count of matches, on a real database: through GET /api/listing/search (sort kept in its
// Link header) and the /full-search page's loader (count, sort, ?show). A sort outside the
// whitelist reads as relevance: never a 500, never SQL.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, type Listing, type User } from '../../db/schema';
import * as searchApi from '../../routes/api/listing.search';
import * as page from '../../routes/full-search';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { listingInput } from '../../db/demo/factories.server';
import type { ListingView } from '../../lib/views/listing-view';
import { FULL_TEXT_COUNT_CAP } from './full-text-search.server';

let database: TestDatabase;
let owner: User;
const L: Record<string, Listing> = {};
const day = (n: number) => new Date(Date.UTC(2024, 5, 1) + n * 86_400_000);
const plain = '<p>A home in Yangon.</p>';

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
  const add = async (key: string, fields: Parameters<typeof insertListing>[1]) => {
    L[key] = await insertListing(owner, { township: 'hlaing', currency: 'USD', description: plain, address: 'No. 1, Main Road', ...fields });
  };
  // Relevance: the titles (newest first), then the address, then the description.
  await add('villa', { name: 'Zanzibarq Villa', regularPrice: 500, createdAt: day(1) });
  await add('flat', { name: 'Zanzibarq Flat', regularPrice: 300, createdAt: day(2) });
  await add('condo', { name: 'Zanzibarq Condo', regularPrice: 300, createdAt: day(3) });
  await add('lane', { name: 'Quiet House', address: 'No. 4, Zanzibarq Lane', regularPrice: 900, createdAt: day(4) });
  // 15 lakh, about $333: after the flats at $300 by what it is worth, first by its bare number.
  await add('text', { name: 'Garden Home', description: '<p>Near the zanzibarq market.</p>', currency: 'lakh MMK', regularPrice: 15, createdAt: day(5) });
});
afterAll(() => database.close());

async function api(query: Record<string, string>) {
  const response = await call(searchApi.loader, `/api/listing/search?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as ListingView[];
  return { ids: body.map((l) => l._id), next: response.headers.get('Link') };
}

interface PageData {
  searchTerm: string;
  sort: string;
  listings: { _id: string; name: string }[];
  hasMore: boolean;
  total: number;
  totalIsExact: boolean;
}
async function loadPage(query: string) {
  const response = await call(page.loader, `/full-search?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PageData;
}

const idsOf = (...keys: string[]) => keys.map((k) => L[k].id);

describe('full-text sort', () => {
  it('orders by relevance unless asked otherwise', async () => {
    expect((await api({ searchTerm: 'zanzibarq' })).ids).toEqual(idsOf('condo', 'flat', 'villa', 'lane', 'text'));
    expect((await api({ searchTerm: 'zanzibarq', sort: 'relevance' })).ids).toEqual(idsOf('condo', 'flat', 'villa', 'lane', 'text'));
  });

  it('orders by newest, price low to high and price high to low', async () => {
    expect((await api({ searchTerm: 'zanzibarq', sort: 'newest' })).ids).toEqual(idsOf('text', 'lane', 'condo', 'flat', 'villa'));
    // The two at 300 tie: the id decides, in the sort's own direction.
    const ties = [L.flat.id, L.condo.id].sort();
    expect((await api({ searchTerm: 'zanzibarq', sort: 'price-asc' })).ids).toEqual([...ties, L.text.id, L.villa.id, L.lane.id]);
    expect((await api({ searchTerm: 'zanzibarq', sort: 'price-desc' })).ids).toEqual([L.lane.id, L.villa.id, L.text.id, ...[...ties].reverse()]);
  });

  it('sorts terms of one- and two-letter words too (word beginnings)', async () => {
    // 'ma' begins 'Main Road', every address but the lane's (and 'market').
    const ties = [L.flat.id, L.condo.id].sort().reverse();
    expect((await api({ searchTerm: 'ma', sort: 'price-desc' })).ids).toEqual([L.villa.id, L.text.id, ...ties]);
    expect((await api({ searchTerm: 'ma', sort: 'newest' })).ids).toEqual(idsOf('text', 'condo', 'flat', 'villa'));
    expect(await loadPage('searchTerm=ma&sort=price-asc')).toMatchObject({ total: 4, totalIsExact: true });
  });

  it('falls back to relevance for any other sort value, never a 500', async () => {
    const relevance = idsOf('condo', 'flat', 'villa', 'lane', 'text');
    for (const sort of ['bogus', 'toString', '__proto__', 'constructor', 'NEWEST', 'price_asc', "'; drop table listings; --", '\u0000', 'x'.repeat(5_000), '']) {
      expect((await api({ searchTerm: 'zanzibarq', sort })).ids, sort).toEqual(relevance);
      const data = await loadPage(new URLSearchParams({ searchTerm: 'zanzibarq', sort }).toString());
      expect(data.sort, sort).toBe('relevance');
      expect(data.listings.map((l) => l._id)).toEqual(relevance);
    }
    // A repeated parameter: the first one counts.
    expect((await api({ searchTerm: 'zanzibarq', sort: 'newest' })).ids).toEqual((await loadPage('searchTerm=zanzibarq&sort=newest&sort=bogus')).listings.map((l) => l._id));
    const [{ n }] = await getDb().select({ n: count() }).from(listings);
    expect(n).toBe(Object.keys(L).length);
  });
});

describe('sorted batches', () => {
  it('pages through a sorted result with startIndex, the sort kept in the Link to the next batch', async () => {
    const batch = await Promise.all(
      Array.from({ length: 19 }, (_, i) =>
        insertListing(owner, { name: `Tamarindq Flat ${i + 1}`, description: plain, township: 'ahlone', currency: 'USD', regularPrice: 1000 + ((i * 7) % 19) * 10, createdAt: day(20 + i) }),
      ),
    );
    const byPrice = [...batch].sort((a, b) => a.regularPrice - b.regularPrice || (a.id < b.id ? -1 : 1)).map((l) => l.id);
    const first = await api({ searchTerm: 'tamarindq', sort: 'price-asc' });
    expect(first.next).toBe('</api/listing/search?searchTerm=tamarindq&startIndex=8&sort=price-asc>; rel="next"');
    const second = await api({ searchTerm: 'tamarindq', sort: 'price-asc', startIndex: '8' });
    const third = await api({ searchTerm: 'tamarindq', sort: 'price-asc', startIndex: '16' });
    expect(third.next).toBeNull();
    expect([...first.ids, ...second.ids, ...third.ids]).toEqual(byPrice);
    // The default order leaves sort out of the next link.
    expect((await api({ searchTerm: 'tamarindq' })).next).toBe('</api/listing/search?searchTerm=tamarindq&startIndex=8>; rel="next"');

    // The page: the first 8 in that order, and ?show=16 gives the first 16 of the same order.
    const shown = await loadPage('searchTerm=tamarindq&sort=price-asc&show=16');
    expect(shown.listings.map((l) => l._id)).toEqual(byPrice.slice(0, 16));
    expect(shown).toMatchObject({ sort: 'price-asc', hasMore: true, total: 19, totalIsExact: true });
    const desc = await loadPage('searchTerm=tamarindq&sort=price-desc');
    expect(desc.listings.map((l) => l._id)).toEqual([...byPrice].reverse().slice(0, 8));
  });
});

describe('the count of matches', () => {
  it('counts every match, not only the batch shown', async () => {
    expect(await loadPage('searchTerm=zanzibarq')).toMatchObject({ total: 5, totalIsExact: true, hasMore: false });
    expect(await loadPage('searchTerm=tamarindq')).toMatchObject({ total: 19, totalIsExact: true, hasMore: true });
    expect(await loadPage('searchTerm=tamarindq&sort=newest')).toMatchObject({ total: 19, totalIsExact: true });
    expect(await loadPage('searchTerm=nothingmatchesthis')).toMatchObject({ total: 0, listings: [] });
    expect(await loadPage('')).toEqual({ searchTerm: '', sort: 'relevance', showClosed: false, listings: [], hasMore: false, total: 0, totalIsExact: true, nearMatches: null });
  });

  it(`stops counting past ${FULL_TEXT_COUNT_CAP} and says so`, async () => {
    const rng = () => 0.5;
    const rows = Array.from({ length: FULL_TEXT_COUNT_CAP + 2 }, (_, i) => ({
      ...listingInput(rng, { propertyType: 'condo', township: 'yankin' }),
      name: `Kumquatq Tower Unit ${i}`,
      description: plain,
      userRef: owner.id,
    }));
    await getDb().insert(listings).values(rows);
    // As many newer listings as the page reads to count hold the word in their description only:
    // they rank after every title, though none of the titles is among the newest matches read.
    const later = new Date(Date.now() + 60_000);
    await getDb()
      .insert(listings)
      .values(Array.from({ length: FULL_TEXT_COUNT_CAP + 1 }, (_, i) => ({ ...listingInput(rng, { propertyType: 'condo', township: 'yankin' }), name: `Garden Flat ${i}`, description: '<p>Near the kumquatq market.</p>', userRef: owner.id, createdAt: later })));
    const found = await loadPage('searchTerm=kumquatq');
    expect(found).toMatchObject({ total: FULL_TEXT_COUNT_CAP, totalIsExact: false, hasMore: true });
    expect(found.listings.map((l) => l.name.split(' Unit')[0])).toEqual(Array(8).fill('Kumquatq Tower'));
    expect(await loadPage('searchTerm=kumquatq&sort=newest')).toMatchObject({ total: FULL_TEXT_COUNT_CAP, totalIsExact: false, hasMore: true });
    expect(await loadPage('searchTerm=kumquatq%20unit%2099')).toMatchObject({ total: 1, totalIsExact: true });
  });
});
