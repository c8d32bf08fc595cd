// Search that understands both languages, on a real database through GET
// /api/listing/search: property types, townships and common property words find listings
// written in the other language, and the SQL mirror of the property type names (migration 0012)
// says what bilingual-words.server.ts says.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, type Listing, type User } from '../../db/schema';
import * as searchApi from '../../routes/api/listing.search';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import type { ListingView } from '../../lib/views/listing-view';
import { PROPERTY_TYPE_WORDS } from './bilingual-words.server';

let database: TestDatabase;
let owner: User;
const L: Record<string, Listing> = {};
const plain = '<p>Call to arrange a viewing.</p>';

beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertUser();
  const add = async (key: string, fields: Parameters<typeof insertListing>[1]) => {
    L[key] = await insertListing(owner, { description: plain, address: 'No. 1, Main Road', ...fields });
  };
  await add('condoEn', { name: 'Bright Unit for Rent near the Lake', propertyType: 'condo', township: 'bahan' });
  await add('condoMy', { name: 'ဗဟန်းမြို့နယ် အခန်းငှားရန်', propertyType: 'condo', township: 'bahan' });
  await add('condoWordMy', { name: 'ကမာရွတ် ကွန်ဒိုအခန်း', propertyType: 'apartment', township: 'kamayut' });
  await add('houseMy', { name: 'ရန်ကင်း လုံးချင်းအိမ် ရောင်းရန်', propertyType: 'house', township: 'yankin' });
  await add('landEn', { name: 'Plot near Thanlyin Bridge', propertyType: 'land', township: 'thanlyin' });
  await add('poolMy', { name: 'Quiet Apartment in Tamwe', propertyType: 'apartment', township: 'tamwe', description: '<p>ရေကူးကန်နှင့် ကားပါကင် ပါသည်။</p>' });
  await add('shop', { name: 'Corner Space on Maha Bandula Road', propertyType: 'other', township: 'latha' });
});
afterAll(() => database.close());

async function found(searchTerm: string): Promise<string[]> {
  const response = await call(searchApi.loader, `/api/listing/search?${new URLSearchParams({ searchTerm })}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ListingView[]).map((listing) => listing._id);
}
const ids = (...keys: string[]) => keys.map((key) => L[key].id);

describe('search in both languages', () => {
  it("finds condos by 'condo' whatever the title's language, and by 'ကွန်ဒို' the same ones", async () => {
    const english = await found('condo');
    expect(english).toEqual(expect.arrayContaining(ids('condoEn', 'condoMy', 'condoWordMy')));
    expect(english).toHaveLength(3);
    expect((await found('ကွန်ဒို')).sort()).toEqual([...english].sort());
    // An English plural and capitals find the same group.
    expect((await found('Condos')).sort()).toEqual([...english].sort());
  });

  it('finds property types of other kinds in the other language', async () => {
    expect(await found('house')).toEqual(ids('houseMy'));
    expect(await found('မြေကွက်')).toEqual(ids('landEn'));
    expect(await found('land')).toEqual(ids('landEn'));
  });

  it('matches common property words written in the other language, in the description too', async () => {
    expect(await found('pool')).toEqual(ids('poolMy'));
    expect(await found('parking tamwe')).toEqual(ids('poolMy'));
    expect(await found('sale')).toEqual(ids('houseMy'));
  });

  it('finds a township by its name in either language, combined with a property word', async () => {
    expect((await found('ဗဟန်း condo')).sort()).toEqual(ids('condoEn', 'condoMy').sort());
    expect((await found('Bahan ကွန်ဒို')).sort()).toEqual(ids('condoEn', 'condoMy').sort());
  });

  it("keeps a part of a word a plain substring: 'cond' finds only the text that holds it", async () => {
    expect((await found('cond')).sort()).toEqual(ids('condoEn', 'condoMy').sort());
    // 'other' is not a property word: the shop is found by its own text only.
    expect(await found('other')).toEqual([]);
  });

  it('follows a change of property type', async () => {
    await getDb().execute(sql`update listings set property_type = 'condo' where id = ${L.shop.id}`);
    expect(await found('ကွန်ဒို')).toContain(L.shop.id);
    await getDb().execute(sql`update listings set property_type = 'other' where id = ${L.shop.id}`);
    expect(await found('ကွန်ဒို')).not.toContain(L.shop.id);
  });

  it("has the migration's property type words equal to bilingual-words.server.ts", async () => {
    for (const [type, words] of Object.entries({ ...PROPERTY_TYPE_WORDS, other: [] })) {
      const result = (await getDb().execute(sql`select search_property_type_words(${type}) as words`)) as unknown as { rows: { words: string }[] };
      expect(result.rows[0].words.split(' ').filter(Boolean), type).toEqual([...words]);
    }
    expect(listings).toBeDefined();
  });
});
