// Searches show homes still available unless the reader asks for rented-out and sold ones too
// ("Show rented and sold", showClosed=true): /search, its count and pager, its map, /full-search
// and GET /api/listing/search, and the near matches each offers, through their loaders on a real
// database. Bahan has 14 live rentals and one rented out; Tamwe two rented flats and one live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, User } from '../../db/schema';
import { loader as searchLoader } from '../../routes/search';
import { loader as fullSearchLoader } from '../../routes/full-search';
import * as searchApi from '../../routes/api/listing.search';
import * as mapPoints from '../../routes/map-points';
import { formatReference } from '../../lib/listing-reference';
import type { NearMatches } from '../../lib/views/near-matches';
import { setListingStatus } from '../listings/set-listing-status.server';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';

let database: TestDatabase;
let owner: User;
const bahanLive: Listing[] = [];
let bahanRented: Listing;
let tamweRented: Listing[];
let tamweLive: Listing;

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
  const add = (name: string, fields: Parameters<typeof insertListing>[1]) =>
    insertListing(owner, { name, description: '<p>Call to arrange a viewing.</p>', address: 'No. 1, Main Road', offer: false, parking: false, currency: 'lakh MMK', ...fields });
  for (let i = 0; i < 14; i++) bahanLive.push(await add(`Jasmine Condo number ${i + 1}`, { type: 'rent', township: 'bahan', propertyType: 'condo', regularPrice: 10 + i }));
  bahanRented = await add('Jasmine Condo by the lake', { type: 'rent', township: 'bahan', propertyType: 'condo', regularPrice: 12 });
  tamweRented = [
    await add('Tamwe Flat near the market', { type: 'rent', township: 'tamwe', propertyType: 'apartment', regularPrice: 5 }),
    await add('Tamwe Flat with a balcony', { type: 'rent', township: 'tamwe', propertyType: 'apartment', regularPrice: 5.2 }),
  ];
  tamweLive = await add('Tamwe Flat on a quiet lane', { type: 'rent', township: 'tamwe', propertyType: 'apartment', regularPrice: 9 });
  // Rented out the way a lister marks them, after they were posted.
  for (const listing of [bahanRented, ...tamweRented]) await setListingStatus({ user: owner, id: listing.id, status: 'Rented Out' });
});
afterAll(() => database.close());

interface SearchPage {
  listings: { _id: string; propertyStatus: string }[];
  total: number;
  totalIsExact: boolean;
  pageCount: number;
  nearMatches: NearMatches | null;
}

async function page(loader: typeof searchLoader | typeof fullSearchLoader, url: string): Promise<SearchPage> {
  const response = await call(loader, url);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchPage;
}

/** Every listing of a /search, over all its pages, in order. */
async function allPages(qs: string): Promise<{ first: SearchPage; ids: string[] }> {
  const first = await page(searchLoader, `/search?${qs}`);
  const ids = first.listings.map((l) => l._id);
  for (let n = 2; n <= first.pageCount; n++) ids.push(...(await page(searchLoader, `/search?${qs}&page=${n}`)).listings.map((l) => l._id));
  return { first, ids };
}

const idsOf = (listings: { id: string }[]) => listings.map((l) => l.id);

describe('/search', () => {
  // Counted from the counters table (type and township alone) and by counting rows (with a price filter).
  for (const qs of ['township=bahan&type=rent', 'township=bahan&type=rent&minPrice=0']) {
    it(`neither finds nor counts a rented-out home by default (${qs})`, async () => {
      const { first, ids } = await allPages(qs);
      expect(first).toMatchObject({ total: 14, totalIsExact: true, pageCount: 2 });
      expect(ids.sort()).toEqual(idsOf(bahanLive).sort());
      expect(ids).not.toContain(bahanRented.id);
    });

    it(`finds and counts it after the live ones with "Show rented and sold" (${qs})`, async () => {
      const { first, ids } = await allPages(`${qs}&showClosed=true`);
      expect(first).toMatchObject({ total: 15, totalIsExact: true, pageCount: 2 });
      expect(ids).toHaveLength(15);
      expect(ids.at(-1)).toBe(bahanRented.id);
    });
  }

  it('shows the rented-out home on the map only with "Show rented and sold"', async () => {
    const points = async (qs: string) => ((await (await call(mapPoints.loader, `/map-points?${qs}`)).json()) as { points: { _id: string }[] }).points.map((p) => p._id);
    const live = await points('township=bahan&type=rent');
    expect(live.sort()).toEqual(idsOf(bahanLive).sort());
    const all = await points('township=bahan&type=rent&showClosed=true');
    expect(all).toHaveLength(15);
    expect(all).toContain(bahanRented.id);
  });

  it('offers no rented-out home as a near match by default, and offers them after the live one when asked', async () => {
    // Nothing in Yankin: its neighbour Tamwe's flats are the near matches.
    const none = await page(searchLoader, '/search?township=yankin&type=rent&propertyType=apartment');
    expect(none.total).toBe(0);
    expect(none.nearMatches!.listings.map((l) => l._id)).toEqual([tamweLive.id]);
    const closedToo = await page(searchLoader, '/search?township=yankin&type=rent&propertyType=apartment&showClosed=true');
    expect(closedToo.nearMatches!.listings.map((l) => l._id)).toEqual([tamweLive.id, ...idsOf(tamweRented).reverse()]);
  });

  it('widens a price range to live homes only: the rented flats just above it are not offered', async () => {
    const widened = await page(searchLoader, '/search?township=tamwe&type=rent&propertyType=apartment&currency=lakh+MMK&maxPrice=4.8');
    expect(widened.total).toBe(0);
    const offered = widened.nearMatches!.listings.map((l) => l._id);
    for (const rented of tamweRented) expect(offered).not.toContain(rented.id);
    const closedToo = await page(searchLoader, '/search?township=tamwe&type=rent&propertyType=apartment&currency=lakh+MMK&maxPrice=4.8&showClosed=true');
    expect(closedToo.nearMatches).toMatchObject({ changes: [{ kind: 'price', maxPrice: 5.3 }] });
    expect(closedToo.nearMatches!.listings.map((l) => l._id).sort()).toEqual(idsOf(tamweRented).sort());
  });
});

describe('/full-search and GET /api/listing/search', () => {
  it('neither finds nor counts a rented-out home by default, and finds it with showClosed=true', async () => {
    const live = await page(fullSearchLoader, '/full-search?searchTerm=jasmine&show=16');
    expect(live).toMatchObject({ total: 14, totalIsExact: true });
    expect(live.listings.map((l) => l._id).sort()).toEqual(idsOf(bahanLive).sort());
    const all = await page(fullSearchLoader, '/full-search?searchTerm=jasmine&show=16&showClosed=true');
    expect(all).toMatchObject({ total: 15, totalIsExact: true });
    expect(all.listings.map((l) => l._id)).toContain(bahanRented.id);
  });

  it('answers the /api batches the same way, keeping showClosed in the Link to the next batch', async () => {
    const batch = async (query: string) => {
      const response = await call(searchApi.loader, `/api/listing/search?${query}`);
      expect(response.status).toBe(200);
      return { ids: ((await response.json()) as { _id: string }[]).map((l) => l._id), next: response.headers.get('Link') };
    };
    const [first, second] = [await batch('searchTerm=jasmine'), await batch('searchTerm=jasmine&startIndex=8')];
    expect(first.next).toBe('</api/listing/search?searchTerm=jasmine&startIndex=8>; rel="next"');
    expect(second.next).toBeNull();
    expect([...first.ids, ...second.ids].sort()).toEqual(idsOf(bahanLive).sort());

    const [firstAll, secondAll] = [await batch('searchTerm=jasmine&showClosed=true'), await batch('searchTerm=jasmine&startIndex=8&showClosed=true')];
    expect(firstAll.next).toBe('</api/listing/search?searchTerm=jasmine&startIndex=8&showClosed=true>; rel="next"');
    expect([...firstAll.ids, ...secondAll.ids]).toHaveLength(15);
    expect([...firstAll.ids, ...secondAll.ids]).toContain(bahanRented.id);
  });

  it('offers no rented-out home as a near match of a term by default', async () => {
    // 'yankin flat': nothing in Yankin; flats in its neighbour Tamwe instead.
    const live = await page(fullSearchLoader, '/full-search?searchTerm=yankin+flat');
    expect(live.total).toBe(0);
    expect(live.nearMatches!.listings.map((l) => l._id)).toEqual([tamweLive.id]);
    const all = await page(fullSearchLoader, '/full-search?searchTerm=yankin+flat&showClosed=true');
    expect(all.nearMatches!.listings.map((l) => l._id)).toEqual([tamweLive.id, ...idsOf(tamweRented).reverse()]);
  });

  it("still opens a rented-out home by its reference: it names that listing, it is not a search", async () => {
    const found = await page(fullSearchLoader, `/full-search?searchTerm=${formatReference(bahanRented.refNo)}`);
    expect(found.listings.map((l) => [l._id, l.propertyStatus])).toEqual([[bahanRented.id, 'Rented Out']]);
  });
});
