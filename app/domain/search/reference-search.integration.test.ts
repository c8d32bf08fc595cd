// A listing's reference number (issue 17): numbered in posting order, shown as 'YH-000123', and
// found by full-text search as shown, in any case; the SQL that writes it into the search text
// (migration 0013) says what lib/listing-reference.ts says.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import type { Listing } from '../../db/schema';
import * as searchApi from '../../routes/api/listing.search';
import { formatReference } from '../../lib/listing-reference';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import type { ListingView } from '../../lib/views/listing-view';

let database: TestDatabase;
let first: Listing;
let second: Listing;

beforeAll(async () => {
  database = await openTestDatabase();
  const owner = await insertUser();
  first = await insertListing(owner);
  second = await insertListing(owner);
});
afterAll(() => database.close());

async function found(searchTerm: string): Promise<ListingView[]> {
  const response = await call(searchApi.loader, `/api/listing/search?${new URLSearchParams({ searchTerm })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListingView[];
}

describe('reference numbers', () => {
  it('numbers listings in the order they are posted, each once', () => {
    expect(second.refNo).toBe(first.refNo + 1);
  });

  it('finds a listing by its reference as the page shows it, in any case, and carries it in the answer', async () => {
    const shown = formatReference(second.refNo);
    const [hit, ...rest] = await found(shown);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ _id: second.id, refNo: second.refNo });
    expect((await found(shown.toLowerCase())).map((l) => l._id)).toEqual([second.id]);
  });

  it('writes the reference into the search text as lib/listing-reference.ts formats it', async () => {
    for (const n of [1, 123, 999_999, 1_234_567]) {
      const result = (await getDb().execute(sql`select search_listing_reference(${n}::int) as ref`)) as unknown as { rows: { ref: string }[] };
      expect(result.rows[0].ref).toBe(formatReference(n).toLowerCase());
    }
  });
});
