// A listing's reference number: numbered in posting order, shown as 'YH-000123', and
// found by full-text search as shown, in any case, as that one listing (a number inside other
// listings' texts is not a reference).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('looks a reference up, never as a substring: a bare number stays a text search', async () => {
    expect(await found(`YH-${second.refNo}`)).toHaveLength(1);
    expect(await found('YH-999999999')).toEqual([]);
    expect(await found(String(second.refNo))).toEqual([]);
    // Past the first batch there is nothing more.
    const response = await call(searchApi.loader, `/api/listing/search?${new URLSearchParams({ searchTerm: formatReference(second.refNo), startIndex: '8' })}`);
    expect(await response.json()).toEqual([]);
  });
});
