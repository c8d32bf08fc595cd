// A look-up by more ids than a statement can bind: refused by the database in one statement,
// answered a slice at a time, on both databases. The alert run reads its searches, their
// owners' notification choices and the listings' cards this way.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from './registry.server';
import { savedSearches } from './schema';
import { inSlices } from './in-slices.server';
import { channelsOf } from '../domain/push/preferences.server';
import { cardsOf } from '../domain/listings/listing-cards.server';
import { insertListing, insertUser } from '../../tests/support/fixtures';
import { setupTestDatabase } from '../../tests/support/test-db';

setupTestDatabase();

// Past the 65,535 parameters one statement binds.
const manyIds = () => Array.from({ length: 70_000 }, () => randomUUID());

describe('a look-up by 70,000 ids', () => {
  it('is refused by the database in one statement', async () => {
    await expect(getDb().select().from(savedSearches).where(inArray(savedSearches.id, manyIds()))).rejects.toThrow();
  });

  it('is answered a slice at a time, finding the rows among them', async () => {
    const lister = await insertUser();
    const listing = await insertListing(lister);
    const ids = [...manyIds(), listing.id];
    expect((await cardsOf(ids)).map((card) => card._id)).toEqual([listing.id]);
    const channels = await channelsOf(manyIds(), 'search-matches');
    expect(channels.size).toBe(70_000);
    expect(await inSlices([], async () => [1])).toEqual([]);
  });
});
