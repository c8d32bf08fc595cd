// A search that finds nothing, on a real database through the pages' loaders: homes close to it
// instead, each widening named (price 10 % either way, one bedroom fewer, the neighbouring
// townships); a Burmese term typed in Zawgyi found in both readings; bad input told plainly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listing, type User } from '../../db/schema';
import { loader as searchLoader } from '../../routes/search';
import { loader as fullSearchLoader } from '../../routes/full-search';
import { CURRENCY_MESSAGE } from '../../lib/schemas/search';
import type { NearMatches } from '../../lib/views/near-matches';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { townshipInTerm } from './near-matches.server';

let database: TestDatabase;
let owner: User;
const L: Record<string, Listing> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
  const add = async (key: string, fields: Parameters<typeof insertListing>[1]) => {
    L[key] = await insertListing(owner, { description: '<p>Call to arrange a viewing.</p>', address: 'No. 1, Main Road', offer: false, ...fields });
  };
  // Bahan has no rental; its neighbours Sanchaung and Kamayut do. Thingangyun's one rental is 11 lakh, with 2 bedrooms.
  await add('sanchaung', { name: 'Bright Flat for Rent', type: 'rent', propertyType: 'apartment', township: 'sanchaung', currency: 'lakh MMK', regularPrice: 8, bedrooms: 2 });
  await add('kamayut', { name: 'Quiet Condo near the University', type: 'rent', propertyType: 'condo', township: 'kamayut', currency: 'USD', regularPrice: 600, bedrooms: 3 });
  await add('bahanSale', { name: 'Family House for Sale', type: 'sale', propertyType: 'house', township: 'bahan', currency: 'lakh MMK', regularPrice: 3_000, bedrooms: 4 });
  await add('thingangyun', { name: 'Garden Flat', type: 'rent', propertyType: 'apartment', township: 'thingangyun', currency: 'lakh MMK', regularPrice: 11, bedrooms: 2 });
  await add('insein', { name: 'Far Away Flat', type: 'rent', propertyType: 'apartment', township: 'insein', currency: 'lakh MMK', regularPrice: 5, bedrooms: 1 });
  // A title typed in Zawgyi before the portal converted it: 'condo' in Zawgyi, stored as typed.
  await add('zawgyiTitle', { name: 'ကြန္ဒို အခန်း ငှားရန်', type: 'rent', propertyType: 'other', township: 'latha', currency: 'USD', regularPrice: 400 });
});
afterAll(() => database.close());

interface SearchPage {
  listings: { _id: string }[];
  total: number;
  nearMatches: NearMatches | null;
}

async function search(qs: string): Promise<SearchPage> {
  const response = await call(searchLoader, `/search?${qs}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchPage;
}

const ids = (list: { _id: string }[]) => list.map((l) => l._id).sort();

describe('/search with no result', () => {
  it('shows homes in the neighbouring townships and names them', async () => {
    const page = await search('type=rent&township=bahan');
    expect(page.total).toBe(0);
    expect(ids(page.nearMatches!.listings)).toEqual(ids([{ _id: L.sanchaung.id }, { _id: L.kamayut.id }]));
    expect(page.nearMatches!.changes).toEqual([{ kind: 'townships', townships: ['kamayut', 'sanchaung'] }]);
  });

  it('widens a price range by 10 % first, and says so', async () => {
    const page = await search('type=rent&township=thingangyun&currency=lakh+MMK&maxPrice=10');
    expect(page.total).toBe(0);
    expect(ids(page.nearMatches!.listings)).toEqual([L.thingangyun.id]);
    expect(page.nearMatches!.changes).toEqual([{ kind: 'price', minPrice: undefined, maxPrice: 11, currency: 'lakh MMK' }]);
  });

  it('widens a dollar range to whole dollars, outwards', async () => {
    // $15 up 10 % is $16.5: said as $17. Nothing is that cheap, so the neighbours follow.
    const page = await search('type=rent&township=thingangyun&currency=USD&minPrice=9&maxPrice=15');
    expect(page.nearMatches!.changes[0]).toEqual({ kind: 'price', minPrice: 8, maxPrice: 17, currency: 'USD' });
  });

  it('then one bedroom fewer', async () => {
    const page = await search('type=rent&township=thingangyun&beds=3');
    expect(ids(page.nearMatches!.listings)).toEqual([L.thingangyun.id]);
    expect(page.nearMatches!.changes).toEqual([{ kind: 'beds', beds: 2 }]);
  });

  it('keeps each widening as it goes on to the neighbours, in the currency chosen', async () => {
    // $200 to $250: nothing in Tamwe, even widened to $180 to $275; its neighbour Thingangyun's 11 lakh ($244.44) is in.
    const page = await search('type=rent&township=tamwe&currency=USD&minPrice=200&maxPrice=250');
    expect(ids(page.nearMatches!.listings)).toEqual([L.thingangyun.id]);
    expect(page.nearMatches!.changes).toEqual([
      { kind: 'price', minPrice: 180, maxPrice: 275, currency: 'USD' },
      { kind: 'townships', townships: ['thingangyun'] },
    ]);
  });

  it('offers nothing when the search has nothing to widen', async () => {
    const page = await search('type=rent&propertyType=land');
    expect(page.total).toBe(0);
    expect(page.nearMatches).toBeNull();
  });

  it('is not run when the search found something', async () => {
    const page = await search('type=rent&township=sanchaung');
    expect(page.total).toBe(1);
    expect(page.nearMatches).toBeNull();
  });
});

describe('/full-search with no result', () => {
  it('looks for the rest of a term in the neighbours of the township it names', async () => {
    const response = await call(fullSearchLoader, `/full-search?${new URLSearchParams({ searchTerm: 'condo Bahan' })}`);
    const page = (await response.json()) as SearchPage;
    expect(page.total).toBe(0);
    expect(ids(page.nearMatches!.listings)).toEqual([L.kamayut.id]);
    expect(page.nearMatches!.changes).toEqual([{ kind: 'townships', townships: ['kamayut'] }]);
  });

  it('reads a township in either language, the longest name first', () => {
    expect(townshipInTerm('Condo Dagon Myothit (South)')).toEqual({ township: 'dagon-myothit-south', rest: 'condo' });
    expect(townshipInTerm('ဗဟန်း ကွန်ဒို')).toEqual({ township: 'bahan', rest: 'ကွန်ဒို' });
    expect(townshipInTerm('penthouse')).toBeNull();
  });
});

describe('a Burmese term typed in Zawgyi', () => {
  it('finds listings in both readings, as typed and converted, ranked together', async () => {
    // 'condo' typed in Zawgyi: the detector is unsure (0.2), so both readings are searched.
    const response = await call(fullSearchLoader, `/full-search?${new URLSearchParams({ searchTerm: 'ကြန္ဒို' })}`);
    const page = (await response.json()) as SearchPage;
    expect(ids(page.listings)).toEqual(ids([{ _id: L.kamayut.id }, { _id: L.zawgyiTitle.id }]));
    expect(page.total).toBe(2);
  });

  it('leaves a Unicode term the detector is sure of as it is', async () => {
    const response = await call(fullSearchLoader, `/full-search?${new URLSearchParams({ searchTerm: 'ကွန်ဒို' })}`);
    const page = (await response.json()) as SearchPage;
    expect(ids(page.listings)).toEqual([L.kamayut.id]);
  });
});

describe('bad input', () => {
  it('refuses a currency that does not exist with a clear message, never a 500', async () => {
    for (const currency of ['EUR', 'usd', "'; drop table listings; --", 'x'.repeat(5_000)]) {
      const response = await call(searchLoader, `/search?${new URLSearchParams({ currency, maxPrice: '10' })}`);
      expect(response.status, currency).toBe(400);
      const page = (await response.json()) as { boundsError: string; listings: unknown[] };
      expect(page.boundsError).toBe(CURRENCY_MESSAGE);
      expect(page.listings).toEqual([]);
    }
  });

  it('reads an unknown township as none and hostile prices as no bound', async () => {
    const page = await search('township=atlantis&minPrice=-5&maxPrice=1e400&beds=-1');
    expect(page.total).toBeGreaterThan(0);
  });
});
