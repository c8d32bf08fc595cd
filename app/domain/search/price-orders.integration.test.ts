// /search sorted by price within a type, on a site where (as in Yangon) every sale costs more in
// lakh than any rent: the page's ids come from an index led by the state and the type, never
// from the any-type price index, which would pass every live sale before the dearest rentals.
// Thousands of rows and fresh statistics, so the planner weighs the indexes as at full size.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listingInput, mulberry32 } from '../../db/demo/factories.server';
import { listings } from '../../db/schema';
import { parseAdvancedSearch } from '../../lib/schemas/search';
import { insertUser } from '../../../tests/support/fixtures';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { pageIdsQuery } from './advanced-search.server';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  const owner = await insertUser();
  const rng = mulberry32(733);
  for (let i = 0; i < 40; i++) {
    const type = i % 2 === 0 ? 'rent' : 'sale';
    const fields = {
      type,
      currency: 'USD',
      regularPrice: type === 'rent' ? 300 + 25 * i : 90_000 + 1_000 * i,
      propertyStatus: i % 5 === 0 ? (type === 'rent' ? 'Rented Out' : 'Sold Out') : 'Still Available',
    } as const;
    await getDb()
      .insert(listings)
      .values({ ...listingInput(rng, fields), ...fields, userRef: owner.id });
  }
  // Each of them 100 times over, as new rows (the database makes their ids and reference numbers).
  const columns = ((await getDb().execute(sql`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = 'listings' and is_generated = 'NEVER' and is_identity = 'NO' and column_name <> 'id'
    order by ordinal_position`)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  const list = sql.raw(columns.join(', '));
  await getDb().execute(sql`insert into listings (${list}) select ${list} from listings cross join generate_series(1, 99)`);
  await getDb().execute(sql`analyze listings`);
}, 120_000);
afterAll(() => database.close());

async function planOf(qs: string): Promise<string> {
  const result = (await getDb().execute(sql`explain ${pageIdsQuery(parseAdvancedSearch(new URLSearchParams(qs)))}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('price orders within a type', () => {
  for (const [qs, index] of [
    ['type=rent&sort=regularPrice&order=desc', 'listings_search_type_live_price_idx'],
    ['type=rent&sort=regularPrice&order=desc&page=3', 'listings_search_type_live_price_idx'],
    ['type=sale&sort=regularPrice&order=asc', 'listings_search_type_live_price_idx'],
    ['type=sale&sort=regularPrice&order=asc&showClosed=true', 'listings_search_type_closed_price_idx'],
    ['type=rent&sort=regularPrice&order=desc&showClosed=true', 'listings_search_type_live_price_idx'],
  ] as const) {
    it(`reads ${qs} in order from ${index}`, async () => {
      const plan = await planOf(qs);
      expect(plan).toContain(index);
      expect(plan).toMatch(/Index Cond: .*type = /);
      expect(plan).not.toMatch(/\bSort\b/);
    });
  }

  it('reads any type by price from the state-led price index', async () => {
    expect(await planOf('sort=regularPrice&order=desc')).toContain('listings_search_live_price_desc_idx');
    expect(await planOf('sort=regularPrice&order=asc&showClosed=true')).toContain('listings_search_live_price_asc_idx');
  });
});
