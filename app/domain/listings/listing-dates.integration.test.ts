// No date of a listing is ever in the future, whoever writes it: a writer of the table (a seed, an
// import, a script) gets now instead, and the create and update calls take no date from their
// input. A date ahead would otherwise lift the listing above every other in "Recommended".
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings } from '../../db/schema';
import * as createApi from '../../routes/api/listing.create';
import * as updateApi from '../../routes/api/listing.update';
import { insertListing, listingBody, makeLister } from '../../../tests/support/fixtures';
import { photoLike } from '../../../tests/support/photos';
import { storeImage } from '../media/images.server';
import { deleteListing } from './delete-listing.server';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const DAY = 86_400_000;
let lister: Awaited<ReturnType<typeof makeLister>>;

beforeAll(async () => {
  lister = await makeLister();
});

const stored = async (id: string) =>
  (await getDb().select({ createdAt: listings.createdAt, updatedAt: listings.updatedAt, changedAt: listings.changedAt, score: listings.qualityScore, rank: listings.recommendedRank }).from(listings).where(eq(listings.id, id)))[0];

/** Every date of the listing at or before `now`, and its rank no higher than a change made now would give. */
async function expectNothingAhead(id: string, now: number) {
  const row = await stored(id);
  for (const date of [row.createdAt, row.updatedAt, row.changedAt]) expect(date.getTime()).toBeLessThanOrEqual(now);
  expect(row.rank).toBeLessThanOrEqual(row.score + now / DAY);
}

describe('a date in the future', () => {
  it('is written as now by any writer of the table, on insert and on update', async () => {
    const ahead = new Date(Date.now() + 4 * DAY);
    const listing = await insertListing(lister, { name: 'A flat dated four days ahead', createdAt: ahead });
    await getDb().update(listings).set({ updatedAt: ahead, changedAt: ahead }).where(eq(listings.id, listing.id));
    await expectNothingAhead(listing.id, Date.now());

    const [inserted] = await getDb()
      .insert(listings)
      .values({ ...listing, id: undefined, refNo: undefined, name: 'Another flat dated four days ahead', createdAt: ahead, updatedAt: ahead, changedAt: ahead })
      .returning({ id: listings.id });
    await expectNothingAhead(inserted.id, Date.now());
  });

  it('is never taken from the create or update call', async () => {
    const ahead = new Date(Date.now() + 4 * DAY).toISOString();
    const dates = { createdAt: ahead, updatedAt: ahead, changedAt: ahead };
    const body = await listingBody(lister.id, { ...dates, name: 'A flat whose lister sent dates ahead' });
    const created = await call(createApi.action, '/api/listing/create', { json: body, cookie: lister.cookie });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    await expectNothingAhead(id, Date.now());
    const updated = await call(updateApi.action, `/api/listing/update/${id}`, { json: { ...body, regularPrice: 1100 }, cookie: lister.cookie, params: { id } });
    expect(updated.status).toBe(200);
    await expectNothingAhead(id, Date.now());
  });
});

describe('a listing deleted and posted again unchanged', () => {
  it('is no fresher than before: its last change, and so its "Recommended" rank, count from the first posting', async () => {
    const post = async (name: string) => {
      const photo = await storeImage({ data: await photoLike(4242), userId: lister.id });
      const res = await call(createApi.action, '/api/listing/create', { json: await listingBody(lister.id, { name, imageUrls: [photo] }), cookie: lister.cookie });
      expect(res.status).toBe(201);
      return ((await res.json()) as { _id: string })._id;
    };
    const first = await post('A flat deleted and posted again');
    const firstPosted = new Date(Date.now() - 20 * DAY);
    await getDb().update(listings).set({ createdAt: firstPosted, changedAt: firstPosted }).where(eq(listings.id, first));
    const before = await stored(first);
    await deleteListing({ user: lister, id: first });

    const again = await stored(await post('A flat deleted and posted again'));
    expect(again.createdAt.getTime()).toBe(firstPosted.getTime());
    expect(again.changedAt.getTime()).toBe(firstPosted.getTime());
    expect(again.rank).toBeLessThanOrEqual(before.rank + 1e-6);
  });
});
