// A listing saved sharing two of a photo, the price and the area with another lister's live
// listing is held: hidden from everyone but its lister and the admins from the moment it is saved
// (the server's own check, through the real create and update pages and /api), until a moderator
// decides on /moderation/duplicates. Not a duplicate, or the other listing hidden, publishes it;
// Hide on it keeps it hidden as a duplicate. Its lister is told either way; only admins decide.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listings } from '../../db/schema';
import { NOTICE_COOKIE } from '../../lib/flash-notice';
import * as apiCreate from '../../routes/api/listing.create';
import * as apiGet from '../../routes/api/listing.get-one';
import * as createPage from '../../routes/create-listing';
import * as moderation from '../../routes/duplicate-listings';
import * as listingPage from '../../routes/listing';
import * as searchPage from '../../routes/search';
import * as updatePage from '../../routes/update-listing';
import { storeImage } from '../media/images.server';
import { textOf } from '../../../tests/support/mime';
import { call } from '../../../tests/support/requests';
import { insertDemoPackages, makeUser, subscribe } from '../../../tests/support/fixtures';
import { copyOf, photoLike } from '../../../tests/support/photos';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();
type Person = Awaited<ReturnType<typeof makeUser>>;
let admin: Person;
let alice: Person;
let bob: Person;
let carol: Person;

beforeAll(async () => {
  await insertDemoPackages();
  [admin, alice, bob, carol] = await Promise.all([makeUser({ isAdmin: true }), makeUser({ name: 'ma-alice' }), makeUser({ name: 'ko-bob', role: 'agent' }), makeUser({ name: 'ma-carol' })]);
  for (const person of [alice, bob, carol]) await subscribe(person.id, 'premium');
});

async function upload(user: Person, seed: number, { copy = false } = {}) {
  const photo = await photoLike(seed);
  return storeImage({ data: copy ? await copyOf(photo) : photo, userId: user.id });
}

/** A condo in Yankin; `price` and `area` keep each test's listings apart from the others'. */
function form(photos: string[], { price, area, name = 'Bright two-bedroom condo in Yankin' }: { price: number; area: number; name?: string }) {
  const body = new URLSearchParams({
    name,
    description: '<p>Corner unit, high floor.</p>',
    address: 'No. 5, Kaba Aye Pagoda Road',
    township: 'yankin',
    propertyType: 'condo',
    type: 'rent',
    status: 'Agent',
    currency: 'USD',
    regularPrice: String(price),
    squareFeet: String(area),
    bedrooms: '2',
    bathrooms: '2',
    phone: '09 450 777 888',
  });
  for (const url of photos) body.append('imageUrls', url);
  return body;
}

const noticeOf = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${NOTICE_COOKIE}=`))?.split(';')[0].split('=')[1];

/** Posts through the create page as its form does: the new listing's id and the notice it shows. */
async function post(user: Person, body: URLSearchParams) {
  const res = await call(createPage.action, '/create-listing', { body, cookie: user.cookie });
  expect(res.status).toBe(302);
  return { id: (res.headers.get('location') ?? '').replace('/listing/', ''), notice: noticeOf(res) };
}

const update = (user: Person, id: string, body: URLSearchParams) => call(updatePage.action, `/update-listing/${id}`, { body, cookie: user.cookie, params: { listingId: id } });

const stateOf = async (id: string) => (await getDb().select({ hiddenAt: listings.hiddenAt, reason: listings.hiddenReason }).from(listings).where(eq(listings.id, id)))[0];

/** The listing's page as `who` gets it: its status (404 for a listing they may not see). */
const pageStatus = async (id: string, who?: Person) => (await call(listingPage.loader, `/listing/${id}`, { cookie: who?.cookie, params: { listingId: id } })).status;

/** The ids a visitor's search of Yankin's condos for rent lists. */
async function searched(): Promise<string[]> {
  const res = await call(searchPage.loader, '/search?township=yankin&propertyType=condo&type=rent');
  return ((await res.json()) as { listings: { _id: string }[] }).listings.map((listing) => listing._id);
}

const pairOf = async (id: string) => getDb().select().from(listingDuplicates).where(eq(listingDuplicates.listingId, id));

const decide = (fields: Record<string, string>, who?: Person) => call(moderation.action, '/moderation/duplicates', { body: new URLSearchParams(fields), cookie: who?.cookie });

/** Alice's listing, and Bob's with the same photo at the same price: held. */
async function heldCopy(seed: number, price: number) {
  const original = (await post(alice, form([await upload(alice, seed)], { price, area: 1200 }))).id;
  const copy = await post(bob, form([await upload(bob, seed, { copy: true })], { price, area: 900, name: 'Two-bedroom condo, Yankin, lake view' }));
  const [pair] = await pairOf(copy.id);
  return { original, copy: copy.id, notice: copy.notice, pair };
}

const mailTo = (person: Person, text: string) => smtp.waitFor((mail) => mail.to.includes(person.email) && textOf(mail).includes(text));

describe('a listing saved as a possible duplicate', () => {
  it('is held from the moment it is saved: in no search, its page and /api unknown to all but its lister and admins', async () => {
    const { original, copy, notice, pair } = await heldCopy(600, 1601);
    expect(notice).toBe('listing-held');
    expect(await stateOf(copy)).toMatchObject({ reason: 'held-for-review', hiddenAt: expect.any(Date) });
    expect(pair).toMatchObject({ otherListingId: original, status: 'pending', shares: ['photo', 'price'] });
    for (const outsider of [undefined, carol]) expect(await pageStatus(copy, outsider)).toBe(404);
    expect((await call(apiGet.loader, `/api/listing/get/${copy}`, { params: { id: copy } })).status).toBe(404);
    const found = await searched();
    expect(found).toContain(original);
    expect(found).not.toContain(copy);
    // Its lister sees it, and why it is not public.
    const own = await call(listingPage.loader, `/listing/${copy}`, { cookie: bob.cookie, params: { listingId: copy } });
    expect(own.status).toBe(200);
    expect((await own.json()).hidden).toMatchObject({ reason: 'held-for-review', label: 'Waiting for a moderator' });
    expect(await pageStatus(copy, admin)).toBe(200);
  });

  it('is held when posted through /api too, which says so', async () => {
    const original = (await post(alice, form([await upload(alice, 610)], { price: 1611, area: 1611 }))).id;
    const photo = await upload(bob, 610, { copy: true });
    const json = { ...Object.fromEntries(form([], { price: 1611, area: 800 })), regularPrice: 1611, squareFeet: 800, bedrooms: 2, bathrooms: 2, imageUrls: [photo] };
    const res = await call(apiCreate.action, '/api/listing/create', { json, cookie: bob.cookie });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, held: true });
    expect(await stateOf(body._id)).toMatchObject({ reason: 'held-for-review' });
    expect((await pairOf(body._id))[0]).toMatchObject({ otherListingId: original });
  });

  it('is not held for one shared fact alone, nor for the lister’s own listing', async () => {
    await post(alice, form([await upload(alice, 620)], { price: 1621, area: 1621 }));
    const photoOnly = await post(bob, form([await upload(bob, 620, { copy: true })], { price: 999, area: 999 }));
    const own = await post(alice, form([await upload(alice, 620, { copy: true })], { price: 1621, area: 1621 }));
    for (const saved of [photoOnly, own]) {
      expect(saved.notice).toBe('listing-created');
      expect(await stateOf(saved.id)).toEqual({ hiddenAt: null, reason: null });
      expect(await pageStatus(saved.id)).toBe(200);
    }
  });

  it('is held when a public listing is updated into one, and stays held through its lister’s later saves', async () => {
    const original = (await post(alice, form([await upload(alice, 630)], { price: 1631, area: 1631 }))).id;
    const photo = await upload(bob, 630, { copy: true });
    const later = await post(bob, form([photo], { price: 2631, area: 2631 }));
    expect(await pageStatus(later.id)).toBe(200);
    const first = await update(bob, later.id, form([photo], { price: 1631, area: 2631 }));
    expect(first.status).toBe(302);
    expect(noticeOf(first)).toBe('listing-held');
    expect(await stateOf(later.id)).toMatchObject({ reason: 'held-for-review' });
    expect(await pageStatus(later.id)).toBe(404);
    // Saved again, even without the shared price: the pair still waits, so does the listing.
    expect(noticeOf(await update(bob, later.id, form([photo], { price: 2631, area: 2631 })))).toBe('listing-held');
    expect(await stateOf(later.id)).toMatchObject({ reason: 'held-for-review' });
    expect(await pairOf(later.id)).toEqual([expect.objectContaining({ otherListingId: original, status: 'pending' })]);
  });
});

describe("the moderator's decision", () => {
  it('Not a duplicate publishes it, and its lister is told', async () => {
    const { copy, pair } = await heldCopy(640, 1641);
    const res = await decide({ intent: 'dismiss-duplicate', pair: pair.id }, admin);
    expect(res.status).toBe(200);
    expect(await stateOf(copy)).toEqual({ hiddenAt: null, reason: null });
    expect(await pageStatus(copy)).toBe(200);
    expect(await searched()).toContain(copy);
    const mail = await mailTo(bob, 'Two-bedroom condo, Yankin, lake view');
    expect(textOf(mail)).toContain('It now appears in search results and on the site.');
  });

  it('Hide on it keeps it hidden as a duplicate, and its lister is told it was not published', async () => {
    const { original, copy, pair } = await heldCopy(650, 1651);
    expect((await decide({ intent: 'hide-duplicate', pair: pair.id, listing: copy }, admin)).status).toBe(200);
    expect(await stateOf(copy)).toMatchObject({ reason: 'duplicate', hiddenAt: expect.any(Date) });
    expect(await pageStatus(copy)).toBe(404);
    expect(await pageStatus(original)).toBe(200);
    expect(await pairOf(copy)).toEqual([expect.objectContaining({ status: 'confirmed', hiddenListingId: copy, resolvedBy: admin.id })]);
    const mail = await mailTo(bob, 'shows the same home as another lister’s listing');
    expect(textOf(mail)).toContain('Two-bedroom condo, Yankin, lake view');
    // Its lister's page says why.
    const own = await call(listingPage.loader, `/listing/${copy}`, { cookie: bob.cookie, params: { listingId: copy } });
    expect((await own.json()).hidden).toMatchObject({ reason: 'duplicate' });
  });

  it('Hide on the other listing publishes the held one', async () => {
    const { original, copy, pair } = await heldCopy(660, 1661);
    expect((await decide({ intent: 'hide-duplicate', pair: pair.id, listing: original }, admin)).status).toBe(200);
    expect(await stateOf(original)).toMatchObject({ reason: 'duplicate' });
    expect(await stateOf(copy)).toEqual({ hiddenAt: null, reason: null });
    expect(await pageStatus(copy)).toBe(200);
  });

  it('publishes a listing held by two pairs only once both are decided', async () => {
    // Bob's shares the photo and the price with Alice's, the photo and the area with Carol's
    // (which shares only the photo with Alice's, so it is public).
    await post(alice, form([await upload(alice, 670)], { price: 1671, area: 1300 }));
    expect((await post(carol, form([await upload(carol, 670, { copy: true })], { price: 2671, area: 1671 }))).notice).toBe('listing-created');
    const copy = await post(bob, form([await upload(bob, 670, { copy: true })], { price: 1671, area: 1671 }));
    const pairs = await pairOf(copy.id);
    expect(pairs).toHaveLength(2);
    await decide({ intent: 'dismiss-duplicate', pair: pairs[0].id }, admin);
    expect(await stateOf(copy.id)).toMatchObject({ reason: 'held-for-review' });
    await decide({ intent: 'dismiss-duplicate', pair: pairs[1].id }, admin);
    expect(await stateOf(copy.id)).toEqual({ hiddenAt: null, reason: null });
  });

  it('is an admin’s only: its lister, another user and a visitor are refused, and it stays held', async () => {
    const { copy, pair } = await heldCopy(680, 1681);
    for (const person of [bob, carol, alice]) {
      for (const fields of [{ intent: 'dismiss-duplicate', pair: pair.id }, { intent: 'hide-duplicate', pair: pair.id, listing: pair.otherListingId }] as Record<string, string>[]) {
        const res = await decide(fields, person);
        expect(res.status).toBe(403);
        expect((await res.json()).ok).toBe(false);
      }
    }
    expect((await decide({ intent: 'dismiss-duplicate', pair: pair.id })).status).toBe(302);
    expect(await stateOf(copy)).toMatchObject({ reason: 'held-for-review' });
    expect((await pairOf(copy))[0]).toMatchObject({ status: 'pending', resolvedBy: null });
    expect(await pageStatus(copy)).toBe(404);
  });
});
