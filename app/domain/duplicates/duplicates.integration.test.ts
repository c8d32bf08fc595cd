// The same home posted twice: every uploaded photo gets a perceptual hash (bit(64), four indexed
// bands, Hamming distance in SQL); the listing form is warned of a photo already on a live
// listing, another lister's or the lister's own; a listing saved sharing two of a photo, the
// price and the area with another lister's live listing goes to the moderators' queue; and a
// listing deleted and posted again within 30 days keeps its first posting date.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { deletedListingPhotos, duplicateListing, listingDuplicates, listings, photoHashes } from '../../db/schema';
import { formatReference } from '../../lib/listing-reference';
import { NO_PHOTO_CHECK } from '../../lib/views/photo-warning';
import * as createPage from '../../routes/create-listing';
import * as photoMatches from '../../routes/listing-photo-matches';
import * as updatePage from '../../routes/update-listing';
import { deleteListing } from '../listings/delete-listing.server';
import { storeImage } from '../media/images.server';
import { hashOlderPhotos } from './hash-older-photos.server';
import { hashDistance } from './photo-hash.server';
import { PHOTO_CHECK_MESSAGE } from './photo-warnings.server';
import { call } from '../../../tests/support/requests';
import { insertDemoPackages, makeUser, pngBuffer, subscribe } from '../../../tests/support/fixtures';
import { copyOf, photoLike } from '../../../tests/support/photos';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
type Person = Awaited<ReturnType<typeof makeUser>>;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  await insertDemoPackages();
  [alice, bob] = await Promise.all([makeUser({ name: 'ma-alice' }), makeUser({ name: 'ko-bob', role: 'agent' })]);
  await subscribe(alice.id, 'premium');
  await subscribe(bob.id, 'premium');
});

/** Uploads the photo of `seed` as `user` would, or a copy of it (smaller, recompressed); its URL. */
async function upload(user: Person, seed: number, { copy = false } = {}) {
  const photo = await photoLike(seed);
  return storeImage({ data: copy ? await copyOf(photo) : photo, userId: user.id });
}

interface Facts {
  regularPrice?: string;
  squareFeet?: string;
  township?: string;
}

function form(photos: string[], facts: Facts = {}) {
  const body = new URLSearchParams({
    name: 'Bright two-bedroom condo near Inya Lake',
    description: '<p>Corner unit, high floor, lake view.</p>',
    address: 'No. 12, Kabar Aye Pagoda Road',
    township: facts.township ?? 'bahan',
    propertyType: 'condo',
    type: 'rent',
    status: 'Agent',
    currency: 'USD',
    regularPrice: facts.regularPrice ?? '900',
    squareFeet: facts.squareFeet ?? '1000',
    bedrooms: '2',
    bathrooms: '2',
    phone: '09 450 777 888',
  });
  for (const url of photos) body.append('imageUrls', url);
  return body;
}

/** Posts a listing through the create page, as its form does; the new listing's id. */
async function post(user: Person, photos: string[], facts: Facts = {}): Promise<string> {
  const res = await call(createPage.action, '/create-listing', { body: form(photos, facts), cookie: user.cookie });
  expect(res.status).toBe(302);
  return (res.headers.get('location') ?? '').replace('/listing/', '');
}

const refOf = async (id: string) => formatReference((await getDb().select({ refNo: listings.refNo }).from(listings).where(eq(listings.id, id)))[0].refNo);

const check = (user: Person | null, query: string) => call(photoMatches.loader, `/listing-photo-matches?${query}`, { cookie: user?.cookie });

const pairsOf = (id: string) => getDb().select().from(listingDuplicates).where(eq(listingDuplicates.listingId, id));

describe('the perceptual hash of an upload', () => {
  it('is stored as bit(64) with its four 16-bit bands, and compared in SQL by Hamming distance', async () => {
    const first = await upload(alice, 100);
    const copy = await upload(bob, 100, { copy: true });
    const other = await upload(bob, 101);
    const rows = await getDb().select().from(photoHashes).where(sql`${photoHashes.url} in (${first}, ${copy}, ${other})`);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.hash).toMatch(/^[01]{64}$/);
      expect([row.band0, row.band1, row.band2, row.band3]).toEqual([0, 1, 2, 3].map((i) => parseInt(row.hash!.slice(i * 16, i * 16 + 16), 2)));
    }
    const hash = (url: string) => rows.find((row) => row.url === url)!.hash!;
    const distance = async (a: string, b: string) =>
      ((await getDb().execute(sql`select bit_count(x.hash # y.hash)::int as d from photo_hashes x, photo_hashes y where x.url = ${a} and y.url = ${b}`)) as unknown as { rows: { d: number }[] }).rows[0].d;
    expect(await distance(first, copy)).toBe(hashDistance(hash(first), hash(copy)));
    expect(await distance(first, copy)).toBeLessThanOrEqual(3);
    expect(await distance(first, other)).toBeGreaterThan(12);
  });

  it('is none for a plain picture (one colour), which matches nothing', async () => {
    const plain = await storeImage({ data: await pngBuffer(), userId: alice.id });
    const [row] = await getDb().select().from(photoHashes).where(eq(photoHashes.url, plain));
    expect(row).toMatchObject({ hash: null, band0: null });
    await post(alice, [plain]);
    const again = await storeImage({ data: await pngBuffer(), userId: bob.id });
    expect(await (await check(bob, `url=${encodeURIComponent(again)}`)).json()).toEqual(NO_PHOTO_CHECK);
  });

  it('is given to photos stored before hashes existed by the backfill job', async () => {
    const url = await upload(alice, 102);
    const [before] = await getDb().select().from(photoHashes).where(eq(photoHashes.url, url));
    await getDb().delete(photoHashes).where(eq(photoHashes.url, url));
    const { hashed } = await hashOlderPhotos({ limit: 10_000 });
    expect(hashed).toBeGreaterThanOrEqual(1);
    const [after] = await getDb().select().from(photoHashes).where(eq(photoHashes.url, url));
    expect(after.hash).toBe(before.hash);
  });
});

describe("the listing form's warning", () => {
  it("names another lister's live listing that shows the photo: its cover, title and reference, and which photo", async () => {
    const original = await upload(alice, 200);
    const listing = await post(alice, [original]);
    const copy = await upload(bob, 200, { copy: true });
    const fresh = await upload(bob, 201);
    const res = await check(bob, `url=${encodeURIComponent(fresh)}&url=${encodeURIComponent(copy)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...NO_PHOTO_CHECK,
      matches: [{ listingId: listing, reference: await refOf(listing), title: 'Bright two-bedroom condo near Inya Lake', cover: original, own: false, photos: [2] }],
    });
  });

  it('tells a lister posting their own photo again that it is on their listing, and not a listing about itself', async () => {
    const original = await upload(alice, 210);
    const listing = await post(alice, [original]);
    const again = await upload(alice, 210, { copy: true });
    const reference = await refOf(listing);
    expect(await (await check(alice, `url=${encodeURIComponent(again)}`)).json()).toEqual({
      ...NO_PHOTO_CHECK,
      matches: [{ listingId: listing, reference, title: 'Bright two-bedroom condo near Inya Lake', cover: original, own: true, photos: [1] }],
      updateInstead: { listingId: listing, reference },
    });
    // Editing that listing: its own photos are no match.
    expect(await (await check(alice, `url=${encodeURIComponent(original)}&listing=${listing}`)).json()).toEqual(NO_PHOTO_CHECK);
  });

  it('leaves out hidden listings', async () => {
    const original = await upload(alice, 220);
    const listing = await post(alice, [original]);
    await getDb().update(listings).set({ hiddenAt: new Date(), hiddenReason: 'scam' }).where(eq(listings.id, listing));
    const copy = await upload(bob, 220, { copy: true });
    expect(await (await check(bob, `url=${encodeURIComponent(copy)}`)).json()).toEqual(NO_PHOTO_CHECK);
  });

  it('refuses a visitor and bad input with a clear message, never a 500', async () => {
    const url = await upload(bob, 230);
    const noSession = await check(null, `url=${encodeURIComponent(url)}`);
    expect(noSession.status).toBe(401);
    for (const query of ['url=%2F..%2F..%2Fetc%2Fpasswd', `url=${encodeURIComponent(url)}&listing=not-an-id`, Array.from({ length: 13 }, () => `url=${encodeURIComponent(url)}`).join('&'), 'url=' + 'x'.repeat(5000)]) {
      const res = await check(bob, query);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(PHOTO_CHECK_MESSAGE);
    }
  });
});

describe("the moderators' queue: two of a photo, the price and the area", () => {
  it('queues a listing sharing a photo and the price with another lister’s live listing', async () => {
    const original = await post(alice, [await upload(alice, 300)], { regularPrice: '1200', squareFeet: '1500' });
    const copy = await post(bob, [await upload(bob, 300, { copy: true })], { regularPrice: '1200', squareFeet: '900' });
    const pairs = await pairsOf(copy);
    expect(pairs).toEqual([expect.objectContaining({ otherListingId: original, status: 'pending', shares: ['photo', 'price'] })]);
    // The copy is a pending duplicate; the original is not.
    const flagged = await getDb().select({ id: listings.id }).from(listings).where(and(sql`${listings.id} in (${original}, ${copy})`, duplicateListing(listings.id)));
    expect(flagged).toEqual([{ id: copy }]);
  });

  it('queues a listing with the same price and area in the same township, without a shared photo', async () => {
    const original = await post(alice, [await upload(alice, 310)], { regularPrice: '1310', squareFeet: '1310', township: 'kamayut' });
    const copy = await post(bob, [await upload(bob, 311)], { regularPrice: '1310', squareFeet: '1310', township: 'kamayut' });
    expect(await pairsOf(copy)).toEqual([expect.objectContaining({ otherListingId: original, shares: ['price', 'area'] })]);
  });

  it('does not queue one shared fact alone, nor the same price and area in another township', async () => {
    await post(alice, [await upload(alice, 320)], { regularPrice: '1320', squareFeet: '1320', township: 'hlaing' });
    const photoOnly = await post(bob, [await upload(bob, 320, { copy: true })], { regularPrice: '999', squareFeet: '999', township: 'hlaing' });
    const priceOnly = await post(bob, [await upload(bob, 321)], { regularPrice: '1320', squareFeet: '777', township: 'hlaing' });
    const elsewhere = await post(bob, [await upload(bob, 322)], { regularPrice: '1320', squareFeet: '1320', township: 'yankin' });
    for (const id of [photoOnly, priceOnly, elsewhere]) expect(await pairsOf(id)).toEqual([]);
  });

  it("does not queue a lister's own repost (they are told to update it instead)", async () => {
    await post(alice, [await upload(alice, 330)], { regularPrice: '1330' });
    const again = await post(alice, [await upload(alice, 330, { copy: true })], { regularPrice: '1330' });
    expect(await pairsOf(again)).toEqual([]);
  });

  it('queues a listing updated into a duplicate, once', async () => {
    const original = await post(alice, [await upload(alice, 340)], { regularPrice: '1340', squareFeet: '1340' });
    const photo = await upload(bob, 340, { copy: true });
    const later = await post(bob, [photo], { regularPrice: '2000', squareFeet: '2000' });
    expect(await pairsOf(later)).toEqual([]);
    const update = () => call(updatePage.action, `/update-listing/${later}`, { body: form([photo], { regularPrice: '1340', squareFeet: '2000' }), cookie: bob.cookie, params: { listingId: later } });
    expect((await update()).status).toBe(302);
    expect(await pairsOf(later)).toEqual([expect.objectContaining({ otherListingId: original, shares: ['photo', 'price'] })]);
    expect((await update()).status).toBe(302);
    expect(await pairsOf(later)).toHaveLength(1);
  });
});

describe('a listing deleted and posted again within 30 days', () => {
  const createdAt = async (id: string) => (await getDb().select({ at: listings.createdAt }).from(listings).where(eq(listings.id, id)))[0].at;

  it('keeps its first posting date', async () => {
    const first = await post(alice, [await upload(alice, 400), await upload(alice, 401)]);
    const firstPosted = new Date(Date.now() - 12 * 86_400_000);
    await getDb().update(listings).set({ createdAt: firstPosted }).where(eq(listings.id, first));
    await deleteListing({ user: alice, id: first });
    const again = await post(alice, [await upload(alice, 401, { copy: true })]);
    expect((await createdAt(again)).getTime()).toBe(firstPosted.getTime());
    // Deleted and posted once more: still the first date.
    await deleteListing({ user: alice, id: again });
    const third = await post(alice, [await upload(alice, 401, { copy: true })]);
    expect((await createdAt(third)).getTime()).toBe(firstPosted.getTime());
  });

  it('is new after 30 days, with other photos, or by another lister', async () => {
    const first = await post(alice, [await upload(alice, 410)]);
    await getDb().update(listings).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(listings.id, first));
    await deleteListing({ user: alice, id: first });
    const started = Date.now();
    const byOther = await post(bob, [await upload(bob, 410, { copy: true })]);
    const otherPhotos = await post(alice, [await upload(alice, 411)]);
    await getDb().update(deletedListingPhotos).set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(deletedListingPhotos.userRef, alice.id));
    const late = await post(alice, [await upload(alice, 410, { copy: true })]);
    for (const id of [byOther, otherPhotos, late]) expect((await createdAt(id)).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });
});
