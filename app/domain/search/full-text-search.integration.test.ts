// Full-text search on a real database, through GET /api/listing/search and the /full-search page:
// the matching rules (any order, partial words, case and accents, Burmese without spaces, township
// names in both languages, HTML ignored), the ranking (title first), batches with startIndex,
// hostile input, and that the search text follows listings written by the product's own calls.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, townships, type Listing, type User } from '../../db/schema';
import * as createApi from '../../routes/api/listing.create';
import * as searchApi from '../../routes/api/listing.search';
import * as updateApi from '../../routes/api/listing.update';
import * as page from '../../routes/full-search';
import { makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { BAHAN_CONDO_TITLE } from '../../db/demo/factories.server';
import type { ListingView } from '../../lib/views/listing-view';

let database: TestDatabase;
let owner: User;
const L: Record<string, Listing> = {};
const day = (n: number) => new Date(Date.UTC(2024, 5, 1) + n * 86_400_000);

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
  const add = async (key: string, fields: Parameters<typeof insertListing>[1]) => {
    L[key] = await insertListing(owner, fields);
  };
  const plain = '<p>A home in Yangon.</p>';
  await add('inya', {
    propertyType: 'condo',
    name: 'Spacious Condo for Rent near Inya Lake',
    township: 'bahan',
    address: 'No. 5, Inya Road',
    description: '<p>Quiet street with a <strong>garden</strong>.</p>',
    createdAt: day(1),
  });
  await add('burmese', { propertyType: 'condo', name: BAHAN_CONDO_TITLE, township: 'bahan', address: 'No. 9, Kaba Aye Pagoda Road', description: plain, createdAt: day(2) });
  await add('cafe', { propertyType: 'apartment', name: 'Café Résidence Apartment', township: 'kamayut', address: 'No. 1, Pyay Road', description: plain, createdAt: day(3) });
  await add('house', { propertyType: 'house', name: 'Modern House for Sale', township: 'yankin', address: 'No. 2, Yankin Road', description: '<p>Next to a new condo tower.</p>', createdAt: day(4) });
  await add('unit7', { propertyType: 'other', name: 'Office Unit_7 Downtown', township: 'kyauktada', address: 'No. 3, Pansodan Street', description: plain, createdAt: day(5) });
  await add('unitx7', { propertyType: 'other', name: 'Office Unitx7 Downtown', township: 'kyauktada', address: 'No. 4, Pansodan Street', description: plain, createdAt: day(6) });
  await add('percent', { propertyType: 'other', name: '50%off Shop Space Latha', township: 'latha', address: 'No. 6, Maha Bandula Road', description: plain, createdAt: day(7) });
  await add('x-percent', { propertyType: 'other', name: '50xoff Shop Space Latha', township: 'latha', address: 'No. 7, Maha Bandula Road', description: plain, createdAt: day(8) });
  await add('backslash', { propertyType: 'apartment', name: 'Back\\slash Apartment Lanmadaw', township: 'lanmadaw', address: 'No. 8, Lanmadaw Road', description: plain, createdAt: day(9) });
  await add('bahanTitle', { propertyType: 'house', name: 'Bahan Garden Villa for Rent', township: 'dagon', address: 'No. 10, U Wisara Road', description: plain, createdAt: day(10) });
  await add('bahanText', { propertyType: 'apartment', name: 'Apartment in Tamwe Township', township: 'tamwe', address: 'No. 11, Kyaikkasan Road', description: '<p>Ten minutes from Bahan.</p>', createdAt: day(11) });
});
afterAll(() => database.close());

async function api(searchTerm: string, startIndex?: number) {
  const params = new URLSearchParams({ searchTerm });
  if (startIndex !== undefined) params.set('startIndex', String(startIndex));
  const response = await call(searchApi.loader, `/api/listing/search?${params}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as ListingView[];
  expect(Array.isArray(body)).toBe(true);
  return { body, ids: body.map((l) => l._id), next: response.headers.get('Link') };
}
const idsOf = (...keys: string[]) => keys.map((k) => L[k].id);

describe('full-text matching', () => {
  it('finds words in any order, across title, township and address', async () => {
    expect((await api('lake condo')).ids).toEqual(idsOf('inya'));
    expect((await api('inya bahan condo')).ids).toEqual(idsOf('inya'));
    expect((await api('road inya')).ids).toEqual(idsOf('inya'));
    expect((await api('lake near condo spacious')).ids).toEqual(idsOf('inya'));
  });

  it('finds a word that is also part of another word of the term', async () => {
    // 'con' is only inside 'condo' in these texts (the Burmese condo's in its property type's names).
    expect((await api('condo con')).ids).toEqual(idsOf('inya', 'burmese', 'house'));
    expect((await api('con condo')).ids).toEqual(idsOf('inya', 'burmese', 'house'));
    // Two words that fold to one: 'Café' is in the title once.
    expect((await api('café cafe')).ids).toEqual(idsOf('cafe'));
    expect((await api('residence CAFÉ Résidence')).ids).toEqual(idsOf('cafe'));
  });

  it('finds partial words, as prefixes and as substrings', async () => {
    expect((await api('spaci')).ids).toEqual(idsOf('inya'));
    expect((await api('acious')).ids).toEqual(idsOf('inya'));
  });

  it('ignores case and accents, both ways', async () => {
    expect((await api('SPACIOUS CONDO')).ids).toEqual(idsOf('inya'));
    expect((await api('cafe residence')).ids).toEqual(idsOf('cafe'));
    expect((await api('CAFÉ')).ids).toEqual(idsOf('cafe'));
    expect((await api('Kàmâyut')).ids).toEqual(idsOf('cafe'));
  });

  it("finds 'ကွန်ဒို' inside the unspaced Burmese title of the demo data, and the English condos too", async () => {
    const { body } = await api('ကွန်ဒို');
    expect(body.map((l) => l.name)).toEqual([BAHAN_CONDO_TITLE, L.inya.name, L.house.name]);
  });

  it("finds Bahan's listings by the township's Burmese name, the title match first", async () => {
    expect((await api('ဗဟန်း')).ids).toEqual(idsOf('burmese', 'inya'));
  });

  it('reads the description as text: its HTML tags are not words', async () => {
    expect((await api('strong')).ids).toEqual([]);
    expect((await api('quiet garden')).ids).toEqual(idsOf('inya'));
  });

  it('matches one- and two-letter terms as word beginnings', async () => {
    expect((await api('ne la')).ids).toEqual(idsOf('inya'));
    expect((await api('zq')).ids).toEqual([]);
  });

  it('finds nothing for an empty or missing term', async () => {
    expect((await api('')).body).toEqual([]);
    expect((await api('   ')).body).toEqual([]);
    const response = await call(searchApi.loader, '/api/listing/search');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('full-text ranking', () => {
  it('puts title matches first, then township and address, then the description', async () => {
    // bahanTitle: in the title; inya and burmese: in Bahan township (newest first); bahanText: description.
    expect((await api('bahan')).ids).toEqual(idsOf('bahanTitle', 'burmese', 'inya', 'bahanText'));
  });

  it('ranks a title match above a newer description match, in either language', async () => {
    expect((await api('condo')).ids).toEqual(idsOf('burmese', 'inya', 'house'));
    expect((await api('garden')).ids).toEqual(idsOf('bahanTitle', 'inya'));
  });
});

describe('hostile input is data, never syntax', () => {
  it('matches % _ and \\ literally inside a word', async () => {
    expect((await api('unit_7')).ids).toEqual(idsOf('unit7'));
    expect((await api('50%off')).ids).toEqual(idsOf('percent'));
    expect((await api('back\\slash')).ids).toEqual(idsOf('backslash'));
    expect((await api('latha 50%off')).ids).toEqual(idsOf('percent'));
    expect((await api('unit_7 downtown office')).ids).toEqual(idsOf('unit7'));
  });

  it('answers 200 and leaves the data alone for injection attempts and odd characters', async () => {
    const terms = ["'; drop table listings; --", '%', '_', '\\', '%%', '\\%', "' OR 1=1 --", 'qq:* | zz', '!(qx) & zy', 'ʼ', "x'y", '<script>', '\u0000', '(', '*'];
    for (const term of terms) expect((await api(term)).body).toEqual([]);
    const [{ n }] = await getDb().select({ n: count() }).from(listings);
    expect(n).toBe(Object.keys(L).length);
  });

  it('answers 200 for a 10,000-character term', async () => {
    expect((await api('x'.repeat(10_000))).body).toEqual([]);
    // Cut to its first characters, the term ends in a part of 'condo', which the English title and
    // the Burmese condo's property type hold.
    expect((await api(`${'condo '.repeat(2_000)}`)).ids).toEqual(idsOf('inya', 'burmese', 'house'));
    expect((await api('ကွန်ဒို'.repeat(1_500))).body).toEqual([]);
  });

  it('clamps a bad startIndex', async () => {
    expect((await api('condo', -5)).ids).toEqual(idsOf('burmese', 'inya', 'house'));
    const response = await call(searchApi.loader, '/api/listing/search?searchTerm=condo&startIndex=abc');
    expect(response.status).toBe(200);
    expect(((await response.json()) as ListingView[]).map((l) => l._id)).toEqual(idsOf('burmese', 'inya', 'house'));
  });
});

describe('batches of 8', () => {
  it('returns 8 at a time with a Link to the next batch while more exist, never repeating one', async () => {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertListing(owner, { name: `Riverside Flat Number ${i + 1}`, township: 'ahlone', createdAt: day(20 + i) })),
    );
    const first = await api('riverside');
    expect(first.ids).toHaveLength(8);
    expect(first.next).toBe('</api/listing/search?searchTerm=riverside&startIndex=8>; rel="next"');
    const second = await api('riverside', 8);
    const third = await api('riverside', 16);
    expect(second.ids).toHaveLength(8);
    expect(third.ids).toHaveLength(4);
    expect(third.next).toBeNull();
    const all = [...first.ids, ...second.ids, ...third.ids];
    expect(all).toEqual([...batch].reverse().map((l) => l.id));
    expect((await api('riverside', 40)).body).toEqual([]);
    // Exactly 8 matches: no Show More.
    expect((await api('riverside', 12)).next).toBeNull();
  });

  it('pages across the ranking tiers without repeating or skipping a listing', async () => {
    const make = (i: number, where: 'title' | 'address' | 'description') =>
      insertListing(owner, {
        name: where === 'title' ? `Lakeside Home Number ${i}` : `Quiet Home Number ${i}`,
        address: where === 'address' ? `No. ${i}, Lakeside Lane` : `No. ${i}, Main Road`,
        description: where === 'description' ? '<p>Two minutes from the lakeside park.</p>' : '<p>A home.</p>',
        township: 'thanlyin',
        createdAt: day(100 + i),
      });
    const title = await Promise.all([1, 2, 3, 4, 5].map((i) => make(i, 'title')));
    const address = await Promise.all([6, 7, 8, 9, 10].map((i) => make(i, 'address')));
    const description = await Promise.all([11, 12, 13, 14, 15].map((i) => make(i, 'description')));
    const newestFirst = (rows: Listing[]) => [...rows].reverse().map((l) => l.id);
    const expected = [...newestFirst(title), ...newestFirst(address), ...newestFirst(description)];
    const first = await api('lakeside');
    const second = await api('lakeside', 8);
    expect([...first.ids, ...second.ids]).toEqual(expected);
    expect(second.next).toBeNull();
    for (const start of [3, 5, 7, 10, 14]) expect((await api('lakeside', start)).ids).toEqual(expected.slice(start, start + 8));
    // The page reads past its batch to count the matches: the same ranking, and every match counted.
    const shown = (await (await call(page.loader, '/full-search?searchTerm=lakeside&show=16')).json()) as { listings: ListingView[]; total: number; totalIsExact: boolean };
    expect(shown.listings.map((l) => l._id)).toEqual(expected.slice(0, 16));
    expect(shown).toMatchObject({ total: 15, totalIsExact: true });
  });

  it('renders the first batch on the page, and more with ?show', async () => {
    const response = await call(page.loader, '/full-search?searchTerm=riverside');
    const data = (await response.json()) as { searchTerm: string; listings: ListingView[]; hasMore: boolean };
    expect(data.searchTerm).toBe('riverside');
    expect(data.listings).toHaveLength(8);
    expect(data.hasMore).toBe(true);
    const more = (await (await call(page.loader, '/full-search?searchTerm=riverside&show=16')).json()) as typeof data;
    expect(more.listings).toHaveLength(16);
    const all = (await (await call(page.loader, '/full-search?searchTerm=riverside&show=24')).json()) as typeof data;
    expect(all).toMatchObject({ hasMore: false });
    expect(all.listings).toHaveLength(20);
    const empty = (await (await call(page.loader, '/full-search')).json()) as typeof data;
    expect(empty).toMatchObject({ searchTerm: '', listings: [], hasMore: false, total: 0 });
  });
});

describe('the search text follows every write', () => {
  it('finds a listing created and updated through the product calls, by its new words only', async () => {
    const admin = await makeUser({ isAdmin: true });
    const body = {
      name: 'Penthouse with Rooftop Terrace',
      description: '<p>Sweeping <em>views</em> of Shwedagon.</p>',
      address: 'No. 21, Dhammazedi Road',
      township: 'sanchaung',
      propertyType: 'condo',
      type: 'sale',
      status: 'Agent',
      currency: 'USD',
      regularPrice: 450000,
      squareFeet: 2400,
      bedrooms: 3,
      bathrooms: 3,
      phone: '09 450 123 456',
      imageUrls: [await uploadedImage(admin.id)],
    };
    const created = await call(createApi.action, '/api/listing/create', { json: body, cookie: admin.cookie });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    expect((await api('rooftop sanchaung')).ids).toEqual([_id]);
    expect((await api('စမ်းချောင်း penthouse')).ids).toEqual([_id]);

    const updated = await call(updateApi.action, `/api/listing/update/${_id}`, {
      json: { ...body, name: 'Sky Villa with Garden Deck', township: 'hlaing' },
      cookie: admin.cookie,
      params: { id: _id },
    });
    expect(updated.status).toBe(200);
    expect((await api('rooftop')).ids).toEqual([]);
    expect((await api('sanchaung')).ids).toEqual([]);
    expect((await api('sky villa hlaing')).ids).toEqual([_id]);
  });

  it('follows a renamed township', async () => {
    await getDb().update(townships).set({ nameEn: 'Hlaing Riverside Township' }).where(eq(townships.slug, 'hlaing'));
    try {
      expect((await api('riverside township villa')).body.map((l) => l.name)).toEqual(['Sky Villa with Garden Deck']);
    } finally {
      await getDb().update(townships).set({ nameEn: 'Hlaing' }).where(eq(townships.slug, 'hlaing'));
    }
    expect((await api('riverside township villa')).ids).toEqual([]);
  });
});
