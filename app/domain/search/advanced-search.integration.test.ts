// /search on a real database: every filter, every sort, the page edges and hostile parameters,
// through the page's loader. The expected results are computed from the fixture rows in plain
// JavaScript, so each assertion compares the database with an independent oracle.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, type User } from '../../db/schema';
import { loader } from '../../routes/search';
import { call } from '../../../tests/support/requests';
import { insertUser } from '../../../tests/support/fixtures';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { listingInput, mulberry32 } from '../../db/demo/factories.server';
import type { ListingView } from '../../lib/views/listing-view';
import { COUNT_CAP } from './advanced-search.server';

interface Row {
  id: string;
  type: string;
  township: string;
  propertyType: string;
  currency: string;
  regularPrice: number;
  bedrooms: number | null;
  parking: boolean;
  furnished: boolean;
  swimmingPool: boolean;
  gym: boolean;
  offer: boolean;
  propertyStatus: string;
  createdAt: Date;
  updatedAt: Date;
}

let database: TestDatabase;
let owner: User;
const rows: Row[] = [];
const DAY = 86_400_000;
const base = Date.UTC(2024, 0, 1);
const TOWNS = ['bahan', 'kamayut', 'yankin', 'dagon'] as const;
const TYPES = ['condo', 'apartment', 'house', 'land'] as const;

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
  const rng = mulberry32(20240616);
  // 20 listings whose attributes follow simple patterns, so every filter keeps a different subset.
  for (let i = 0; i < 20; i++) {
    const propertyType = TYPES[i % 4];
    const fields = {
      type: i % 2 === 0 ? 'rent' : 'sale',
      township: TOWNS[Math.floor(i / 2) % 4],
      propertyType,
      // $100 to $1,000 and 10 to 100 lakh: by the number alone the two currencies would
      // interleave otherwise than by what they are worth.
      currency: i < 10 ? 'USD' : 'lakh MMK',
      regularPrice: i < 10 ? 100 * (i + 1) : 10 * (i - 9),
      ...(propertyType === 'land' ? {} : { bedrooms: i % 5 }),
      parking: i % 3 === 0,
      furnished: i % 4 === 0,
      swimmingPool: i % 5 === 0,
      gym: i % 6 === 0,
      offer: i % 7 === 0,
      propertyStatus: i === 3 ? 'Sold Out' : 'Still Available',
    } as const;
    const [listing] = await getDb()
      .insert(listings)
      .values({
        ...listingInput(rng, fields),
        ...fields,
        userRef: owner.id,
        createdAt: new Date(base + i * DAY),
        updatedAt: new Date(base + (40 - 2 * i) * DAY),
      })
      .returning();
    rows.push({ ...listing, regularPrice: Number(listing.regularPrice) });
  }
});
afterAll(() => database.close());

interface SearchData {
  listings: ListingView[];
  total: number;
  totalIsExact: boolean;
  page: number;
  pageCount: number;
  query: Record<string, unknown>;
}

async function search(qs: string): Promise<SearchData> {
  const response = await call(loader, `/search${qs ? `?${qs}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchData;
}

const live = (r: Row) => r.propertyStatus === 'Still Available';
/** The rows a search shows by default: those still available. */
const liveRows = () => rows.filter(live);
/** With "Show rented and sold", every order puts the homes still available first; rented-out and sold ones follow in the same order. */
const liveFirst = (order: (a: Row, b: Row) => number) => (a: Row, b: Row) => Number(!live(a)) - Number(!live(b)) || order(a, b);
const newest = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime();
/** A price in lakh MMK whatever its currency, at the database's first rate (4,500 kyat): what a price sort and a lakh range read. */
const worth = (r: Row) => (r.currency === 'USD' ? (r.regularPrice * 4_500) / 100_000 : r.regularPrice);
/** The same in dollars, to the cent as the database keeps it. */
const dollars = (r: Row) => (r.currency === 'USD' ? r.regularPrice : Math.round((r.regularPrice * 100_000 * 100) / 4_500) / 100);
const cheapest = (a: Row, b: Row) => worth(a) - worth(b);
const ids = (list: { id?: string; _id?: string }[]) => list.map((x) => x._id ?? x.id);

/** The rows a search shows of those the predicate keeps, in the given order: live ones only, or with showClosed all, live first. */
const shown = (qs: string, keep: (r: Row) => boolean, order: (a: Row, b: Row) => number) =>
  new URLSearchParams(qs).get('showClosed') === 'true' ? rows.filter(keep).sort(liveFirst(order)) : liveRows().filter(keep).sort(order);

/** Runs a search and compares it with the rows the predicate keeps, in the given order. */
async function expectMatches(qs: string, keep: (r: Row) => boolean, order: (a: Row, b: Row) => number = newest) {
  const expected = shown(qs, keep, order);
  const data = await search(qs);
  expect(data.total).toBe(expected.length);
  expect(ids(data.listings)).toEqual(ids(expected.slice(0, 8)));
  return data;
}

describe('advanced search filters', () => {
  it('shows every listing still available, newest first, 8 to a page, by default', async () => {
    const data = await expectMatches('', () => true);
    expect(data).toMatchObject({ total: 19, totalIsExact: true, page: 1, pageCount: 3 });
    expect(data.listings[0]).toMatchObject({ _id: rows[19].id, cover: null });
  });

  it('filters by type: rent, sale or all', async () => {
    await expectMatches('type=rent', (r) => r.type === 'rent');
    await expectMatches('type=sale', (r) => r.type === 'sale');
    await expectMatches('type=all', () => true);
  });

  it('filters by each amenity and by Premium Ad', async () => {
    await expectMatches('parking=true', (r) => r.parking);
    await expectMatches('furnished=true', (r) => r.furnished);
    await expectMatches('swimmingPool=true', (r) => r.swimmingPool);
    await expectMatches('gym=true', (r) => r.gym);
    await expectMatches('offer=true', (r) => r.offer);
  });

  it('reads offer=false as no filter, as the original site did', async () => {
    await expectMatches('offer=false', () => true);
  });

  it('fills each search of one shape with its own values (its SQL is built once per shape)', async () => {
    for (const township of TOWNS) await expectMatches(`township=${township}&beds=1`, (r) => r.township === township && r.bedrooms !== null && r.bedrooms >= 1);
    for (const beds of [4, 2, 0]) await expectMatches(`township=bahan&beds=${beds}`, (r) => r.township === 'bahan' && r.bedrooms !== null && r.bedrooms >= beds);
    const second = await search('page=2');
    expect(ids(second.listings)).toEqual(ids(liveRows().sort(newest).slice(8, 16)));
    await expectMatches('minPrice=20&maxPrice=40', (r) => worth(r) >= 20 && worth(r) <= 40);
    await expectMatches('minPrice=1200&maxPrice=1500', (r) => worth(r) >= 1200 && worth(r) <= 1500);
  });

  it('filters by township and property type; a currency alone hides no listing', async () => {
    await expectMatches('township=kamayut', (r) => r.township === 'kamayut');
    await expectMatches('propertyType=land', (r) => r.propertyType === 'land');
    await expectMatches('currency=lakh+MMK', () => true);
    await expectMatches('currency=USD', () => true);
  });

  it('filters by a minimum of bedrooms (land, without bedrooms, never matches)', async () => {
    await expectMatches('beds=3', (r) => r.bedrooms !== null && r.bedrooms >= 3);
    await expectMatches('beds=0', () => true);
  });

  it('filters by a price range in the chosen currency, bounds included', async () => {
    // Dollars: the listings in lakh are found by their price in dollars at the rate of the day.
    const inDollars = await expectMatches('currency=USD&minPrice=300&maxPrice=700', (r) => dollars(r) >= 300 && dollars(r) <= 700);
    expect(new Set(inDollars.listings.map((l) => l.currency))).toEqual(new Set(['USD', 'lakh MMK']));
    // Lakh, the default: a 10-lakh budget never finds a 48-lakh home, and dollar listings are not hidden.
    const inLakh = await expectMatches('currency=lakh+MMK&maxPrice=10', (r) => worth(r) <= 10);
    expect(new Set(inLakh.listings.map((l) => l.currency))).toEqual(new Set(['USD', 'lakh MMK']));
    await expectMatches('maxPrice=10', (r) => worth(r) <= 10);
    await expectMatches('minPrice=1500', (r) => worth(r) >= 1500);
    await expectMatches('maxPrice=250', (r) => worth(r) <= 250);
    // A reversed range reads the way it was meant.
    await expectMatches('minPrice=40&maxPrice=20', (r) => worth(r) >= 20 && worth(r) <= 40);
  });

  it('combines filters', async () => {
    await expectMatches(
      'type=rent&parking=true&township=bahan&propertyType=condo',
      (r) => r.type === 'rent' && r.parking && r.township === 'bahan' && r.propertyType === 'condo',
    );
    const none = await expectMatches('propertyType=land&beds=1', () => false);
    expect(none).toMatchObject({ total: 0, pageCount: 0, listings: [] });
  });
});

describe('advanced search sorting', () => {
  it('sorts by creation date, either way', async () => {
    await expectMatches('sort=createdAt&order=asc', () => true, (a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await expectMatches('sort=createdAt&order=desc', () => true, newest);
  });

  it('sorts by update date, either way', async () => {
    await expectMatches('sort=updatedAt', () => true, (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    await expectMatches('sort=updatedAt&order=asc', () => true, (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
  });

  it('sorts by price, either way, dollars and lakh as one order, also from the no-JavaScript form value', async () => {
    await expectMatches('sort=regularPrice&order=desc', () => true, (a, b) => cheapest(b, a));
    const ascending = await expectMatches('sort=regularPrice&order=asc', () => true, cheapest);
    // Not the order of the bare numbers: 10 lakh (about $220) comes after $100 and before $300.
    expect(ids(ascending.listings)).not.toEqual(ids([...rows].sort((a, b) => a.regularPrice - b.regularPrice).slice(0, 8)));
    await expectMatches('sort=regularPrice_asc&type=sale', (r) => r.type === 'sale', cheapest);
    await expectMatches('sort=regularPrice&order=asc&township=bahan', (r) => r.township === 'bahan', cheapest);
  });
});

describe('advanced search with rented and sold homes shown', () => {
  it('finds and counts them too, after the live ones in every order', async () => {
    const data = await expectMatches('showClosed=true', () => true);
    expect(data).toMatchObject({ total: 20, totalIsExact: true, pageCount: 3 });
    await expectMatches('showClosed=true&sort=createdAt&order=asc', () => true, (a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await expectMatches('showClosed=true&sort=updatedAt', () => true, (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    await expectMatches('showClosed=true&sort=regularPrice&order=asc', () => true, cheapest);
    await expectMatches('showClosed=true&sort=regularPrice&order=desc', () => true, (a, b) => cheapest(b, a));
    for (const qs of ['showClosed=true', 'showClosed=true&order=asc', 'showClosed=true&sort=regularPrice&order=asc', 'showClosed=true&sort=regularPrice']) {
      expect(ids((await search(`${qs}&page=3`)).listings).at(-1)).toBe(rows[3].id);
    }
  });

  it("reads a checkbox's values as the search's other checkboxes do", async () => {
    for (const on of ['true', 'on', '1']) expect((await search(`showClosed=${on}`)).total).toBe(20);
    for (const off of ['false', '', 'yes', '0']) expect((await search(`showClosed=${off}`)).total).toBe(19);
  });
});

describe('advanced search pages', () => {
  const all = () => liveRows().sort(newest);

  it('pages through every listing exactly once', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const data = await search(`page=${page}`);
      expect(data.page).toBe(page);
      seen.push(...ids(data.listings).map(String));
    }
    expect(seen).toEqual(ids(all()));
  });

  it('shows the remainder on the last page', async () => {
    const data = await search('page=3');
    expect(ids(data.listings)).toEqual(ids(all().slice(16)));
    expect(data.pageCount).toBe(3);
  });

  it('answers 200 with no listings beyond the last page, keeping the total', async () => {
    const data = await search('page=4');
    expect(data).toMatchObject({ listings: [], total: 19, page: 4, pageCount: 3 });
    expect((await search('page=10000')).listings).toEqual([]);
  });

  it('keeps the filters and the sort on every page', async () => {
    const data = await search('type=sale&sort=regularPrice&order=asc&page=2');
    const expected = liveRows().filter((r) => r.type === 'sale').sort(cheapest);
    expect(ids(data.listings)).toEqual(ids(expected.slice(8, 16)));
  });
});

describe('advanced search with bad parameters', () => {
  it('never fails: unknown values fall back to the defaults', async () => {
    const hostile = [
      'type=castle&sort=name&order=sideways&page=abc',
      "township='; drop table listings; --&propertyType[$ne]=x",
      'page=-1&beds=-3&minPrice=NaN&maxPrice=Infinity',
      'page=99999999999999999999&minPrice=1e400',
      `township=${'x'.repeat(10_000)}&sort=%00`,
      'type=rent&type=sale&type=all',
      'offer=%27%20or%201=1',
    ];
    for (const qs of hostile) {
      const data = await search(qs);
      expect(data.total).toBeGreaterThanOrEqual(0);
    }
    const garbage = await search('type=castle&sort=name&order=sideways&page=abc&township=paris');
    expect(ids(garbage.listings)).toEqual(ids(liveRows().sort(newest).slice(0, 8)));
    const [{ n }] = await getDb().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(listings);
    expect(n).toBe(20);
  });

  it('leaves a sold listing out by default, and shows it with its status when asked for rented and sold homes', async () => {
    expect(ids((await search('propertyType=land&type=sale')).listings)).not.toContain(rows[3].id);
    const sold = (await search('propertyType=land&type=sale&showClosed=true')).listings.find((l) => l._id === rows[3].id);
    expect(sold?.propertyStatus).toBe('Sold Out');
  });
});

describe('counting many matches', () => {
  const extraRows = () => {
    const rng = mulberry32(7);
    return Array.from({ length: COUNT_CAP + 10 }, (_, i) => ({
      ...listingInput(rng, { type: 'rent', township: 'insein', propertyType: 'condo' }),
      parking: true,
      userRef: owner.id,
      createdAt: new Date(base - (i + 1) * DAY),
    }));
  };

  it('counts other filters exactly up to the cap, then says "more than"', async () => {
    const inserted = await getDb().insert(listings).values(extraRows()).returning({ id: listings.id });
    try {
      const capped = await search('township=insein&parking=true');
      expect(capped).toMatchObject({ total: COUNT_CAP, totalIsExact: false, pageCount: COUNT_CAP / 8 });
      expect(capped.listings).toHaveLength(8);
      // Deep pages count further, so the pager always knows the pages around them.
      const deep = await search('township=insein&parking=true&page=127');
      expect(deep).toMatchObject({ total: COUNT_CAP + 10, totalIsExact: true, pageCount: Math.ceil((COUNT_CAP + 10) / 8) });
      expect(deep.listings).toHaveLength((COUNT_CAP + 10) % 8);
      expect((await search('township=kamayut&parking=true')).total).toBe(liveRows().filter((r) => r.township === 'kamayut' && r.parking).length);
      expect((await search('township=kamayut&parking=true&showClosed=true')).total).toBe(rows.filter((r) => r.township === 'kamayut' && r.parking).length);
    } finally {
      await getDb().delete(listings).where(inArray(listings.id, inserted.map((r) => r.id)));
    }
  });

  it('counts type, township and property type searches exactly however many match, and follows every write', async () => {
    const inserted = await getDb().insert(listings).values(extraRows()).returning({ id: listings.id });
    const ids = inserted.map((r) => r.id);
    try {
      expect(await search('township=insein')).toMatchObject({ total: COUNT_CAP + 10, totalIsExact: true, pageCount: Math.ceil((COUNT_CAP + 10) / 8) });
      expect((await search('type=rent&township=insein&propertyType=condo')).total).toBe(COUNT_CAP + 10);
      expect((await search('')).total).toBe(19 + COUNT_CAP + 10);
      expect((await search('showClosed=true')).total).toBe(20 + COUNT_CAP + 10);
      // Moving listings to another township and type moves their counts; other edits change nothing.
      await getDb().update(listings).set({ township: 'kamayut', type: 'sale' }).where(inArray(listings.id, ids.slice(0, 10)));
      await getDb().update(listings).set({ name: 'A renamed condo in Insein' }).where(inArray(listings.id, ids.slice(10, 20)));
      expect((await search('township=insein')).total).toBe(COUNT_CAP);
      // Rented out, listings leave the default count and stay in the one with rented and sold homes.
      await getDb().update(listings).set({ propertyStatus: 'Rented Out' }).where(inArray(listings.id, ids.slice(20, 25)));
      expect(await search('township=insein')).toMatchObject({ total: COUNT_CAP - 5, totalIsExact: true });
      expect(await search('township=insein&showClosed=true')).toMatchObject({ total: COUNT_CAP, totalIsExact: true });
      expect((await search('township=kamayut&type=sale')).total).toBe(10 + liveRows().filter((r) => r.township === 'kamayut' && r.type === 'sale').length);
      expect((await search('township=kamayut&type=sale&showClosed=true')).total).toBe(10 + rows.filter((r) => r.township === 'kamayut' && r.type === 'sale').length);
      await getDb().delete(listings).where(inArray(listings.id, ids.slice(0, 500)));
      expect((await search('township=insein')).total).toBe(COUNT_CAP + 10 - 500);
      expect((await search('township=kamayut')).total).toBe(liveRows().filter((r) => r.township === 'kamayut').length);
    } finally {
      await getDb().delete(listings).where(inArray(listings.id, ids));
    }
    expect((await search('township=insein')).total).toBe(0);
    expect((await search('')).total).toBe(19);
    expect((await search('showClosed=true')).total).toBe(20);
  });
});
