// Saved listings on the real database, through /favourites's action and loader (the hearts'
// path) and the domain calls: whose list anyone may see and change (only their own), adding
// twice, merging a visitor's list, the cap, the notes of rented, sold and removed listings, and
// the lister's counts in My Listings.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { favourites, listings, type Listing, type User } from '../../db/schema';
import * as favouritesPage from '../../routes/favourites';
import * as myListingPage from '../../routes/my-listing';
import * as root from '../../root';
import { FAVOURITES_MAX } from '../../lib/constants';
import { savedNote, type FavouritesPage } from '../../lib/views/favourites';
import { call } from '../../../tests/support/requests';
import { cookieFor, insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { mergeFavourites, savedCounts } from './favourites.server';

setupTestDatabase();

let lister: User;
let otherLister: User;
let alice: User;
let bob: User;
let aliceCookie: string;
let bobCookie: string;
let flat: Listing;
let house: Listing;
let condo: Listing;
let foreign: Listing;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  lister = await insertUser();
  otherLister = await insertUser();
  alice = await insertUser();
  bob = await insertUser();
  aliceCookie = await cookieFor(alice);
  bobCookie = await cookieFor(bob);
  flat = await insertListing(lister, { name: 'Bright flat in Bahan', propertyStatus: 'Still Available' });
  house = await insertListing(lister, { name: 'Family house in Yankin', propertyStatus: 'Still Available' });
  condo = await insertListing(lister, { name: 'Condo near Inya Lake', propertyStatus: 'Still Available' });
  foreign = await insertListing(otherLister, { name: 'Land in Hlaing Tharyar', propertyStatus: 'Still Available' });
});

const post = (fields: [string, string][], cookie?: string) =>
  call(favouritesPage.action, '/favourites', { body: new URLSearchParams(fields), cookie });
const page = async (cookie?: string, query = '') => (await (await call(favouritesPage.loader, `/favourites${query}`, { cookie })).json()) as FavouritesPage;
const rowsOf = (user: User) => getDb().select().from(favourites).where(eq(favourites.userId, user.id));
const rootSaved = async (cookie: string) => ((await (await call(root.loader, '/', { cookie })).json()) as { saved: string[] }).saved;

describe('a visitor', () => {
  it('is sent to sign in when posting a heart, and nothing is stored', async () => {
    for (const intent of ['add', 'remove', 'merge']) {
      const res = await post([['intent', intent], ['listingId', flat.id]]);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^\/sign-in\?redirectTo=%2Ffavourites/);
    }
    expect(await getDb().select().from(favourites)).toEqual([]);
  });

  it('comes back to the page the heart was on after signing in (a path of this site only)', async () => {
    const res = await post([['intent', 'add'], ['listingId', flat.id], ['back', `/listing/${flat.id}`]]);
    expect(res.headers.get('location')).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/listing/${flat.id}`)}`);
    const away = await post([['intent', 'add'], ['listingId', flat.id], ['back', '//evil.example/']]);
    expect(away.headers.get('location')).toBe('/sign-in?redirectTo=%2F');
    expect(await getDb().select().from(favourites)).toEqual([]);
  });

  it('gets the cards of the ids their browser keeps, in their order, unknown and malformed ids left out', async () => {
    const answer = await page(undefined, `?ids=${house.id},${UNKNOWN},not-an-id,${flat.id},${house.id}`);
    expect(answer.signedIn).toBe(false);
    expect(answer.saved.map((item) => item.card?._id)).toEqual([house.id, flat.id]);
    expect(answer.saved[0].card?.name).toBe('Family house in Yankin');
  });

  it('sees an empty list without ids', async () => {
    expect(await page()).toEqual({ signedIn: false, saved: [] });
  });
});

describe('hearts of a signed-in user', () => {
  it('adds a listing once however often it is sent, and every page knows it is saved', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post([['intent', 'add'], ['listingId', flat.id]], aliceCookie)).status).toBe(200);
    expect(await rowsOf(alice)).toHaveLength(1);
    expect(await rootSaved(aliceCookie)).toEqual([flat.id]);
    const answer = await page(aliceCookie);
    expect(answer.signedIn).toBe(true);
    expect(answer.saved.map((item) => item.card?._id)).toEqual([flat.id]);
  });

  it('answers 404 for an unknown or malformed listing and stores nothing', async () => {
    for (const listingId of [UNKNOWN, 'not-an-id', '']) {
      const res = await post([['intent', 'add'], ['listingId', listingId]], aliceCookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ ok: false });
    }
    expect(await rowsOf(alice)).toHaveLength(1);
  });

  it('lists newest saved first', async () => {
    await post([['intent', 'add'], ['listingId', house.id]], aliceCookie);
    await post([['intent', 'add'], ['listingId', foreign.id]], aliceCookie);
    expect((await page(aliceCookie)).saved.map((item) => item.card?._id)).toEqual([foreign.id, house.id, flat.id]);
  });

  it("shows nobody another person's list", async () => {
    expect((await page(bobCookie)).saved).toEqual([]);
    expect(await rootSaved(bobCookie)).toEqual([]);
  });

  it("lets nobody remove another person's saved listing, by listing id or by the row's id", async () => {
    const [row] = await rowsOf(alice);
    await post([['intent', 'remove'], ['listingId', flat.id]], bobCookie);
    await post([['intent', 'remove'], ['favouriteId', row.id]], bobCookie);
    expect(await rowsOf(alice)).toHaveLength(3);
  });

  it('removes one of their own, and only that one', async () => {
    expect((await post([['intent', 'remove'], ['listingId', foreign.id]], aliceCookie)).status).toBe(200);
    expect((await page(aliceCookie)).saved.map((item) => item.card?._id)).toEqual([house.id, flat.id]);
  });

  it('without JavaScript, goes back to the page the heart was on (a path of this site only)', async () => {
    const back = await post([['intent', 'add'], ['listingId', condo.id], ['back', `/listing/${condo.id}`]], bobCookie);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`/listing/${condo.id}`);
    const away = await post([['intent', 'remove'], ['listingId', condo.id], ['back', 'https://evil.example/']], bobCookie);
    expect(away.headers.get('location')).toBe('/');
    expect(await rowsOf(bob)).toEqual([]);
  });

  it('refuses an intent it does not know', async () => {
    const res = await post([['intent', 'steal'], ['listingId', flat.id]], bobCookie);
    expect(res.status).toBe(400);
  });
});

describe('merging a visitor list into the account', () => {
  it('adds the listings it names once, ignoring malformed, unknown and already saved ids, newest first', async () => {
    const res = await post(
      [
        ['intent', 'merge'],
        ['listingId', condo.id],
        ['listingId', 'not-an-id'],
        ['listingId', UNKNOWN],
        ['listingId', flat.id],
        ['listingId', condo.id],
      ],
      aliceCookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, added: 1 });
    const saved = (await page(aliceCookie)).saved.map((item) => item.card?._id);
    expect(saved).toEqual([condo.id, house.id, flat.id]);
  });

  it('keeps the visitor order when several are new', async () => {
    const carol = await insertUser();
    expect(await mergeFavourites({ user: carol, listingIds: [house.id, foreign.id, flat.id] })).toBe(3);
    const answer = await page(await cookieFor(carol));
    expect(answer.saved.map((item) => item.card?._id)).toEqual([house.id, foreign.id, flat.id]);
  });

  it(`keeps a list within ${FAVOURITES_MAX}: past it, an add is refused and a merge adds nothing`, async () => {
    const dan = await insertUser();
    await getDb()
      .insert(favourites)
      .values(Array.from({ length: FAVOURITES_MAX }, (_, i) => ({ userId: dan.id, listingId: null, title: `Old ${i}` })));
    const cookie = await cookieFor(dan);
    const add = await post([['intent', 'add'], ['listingId', flat.id]], cookie);
    expect(add.status).toBe(409);
    expect(await mergeFavourites({ user: dan, listingIds: [flat.id, house.id] })).toBe(0);
    expect(await rowsOf(dan)).toHaveLength(FAVOURITES_MAX);
  });
});

describe('notes for homes no longer on offer', () => {
  it('carries the status of a rented out or sold home', async () => {
    await getDb().update(listings).set({ propertyStatus: 'Rented Out' }).where(eq(listings.id, house.id));
    await getDb().update(listings).set({ propertyStatus: 'Sold Out' }).where(eq(listings.id, flat.id));
    const saved = (await page(aliceCookie)).saved;
    expect(saved.map(savedNote)).toEqual([null, 'Rented Out', 'Sold Out']);
  });

  it("keeps a removed listing's row, with the title it had when it was removed", async () => {
    await getDb().update(listings).set({ name: 'Condo near Inya Lake, renovated' }).where(eq(listings.id, condo.id));
    await getDb().delete(listings).where(eq(listings.id, condo.id));
    const saved = (await page(aliceCookie)).saved;
    expect(saved).toHaveLength(3);
    expect(saved[0]).toMatchObject({ card: null, title: 'Condo near Inya Lake, renovated' });
    expect(savedNote(saved[0])).toBe('removed');
    // Its heart is gone everywhere; the page's row is taken off by its own id.
    expect(await rootSaved(aliceCookie)).toEqual([house.id, flat.id]);
    expect((await post([['intent', 'remove'], ['favouriteId', saved[0].id]], bobCookie)).status).toBe(200);
    expect((await page(aliceCookie)).saved).toHaveLength(3);
    await post([['intent', 'remove'], ['favouriteId', saved[0].id]], aliceCookie);
    expect((await page(aliceCookie)).saved.map((item) => item.card?._id)).toEqual([house.id, flat.id]);
  });

  it('shows a listing moderators hid as a removed one, with the title it was saved under, and leaves it out of a visitor list, until restored', async () => {
    const hide = (hiddenAt: Date | null) => getDb().update(listings).set({ hiddenAt, hiddenReason: hiddenAt && 'scam' }).where(eq(listings.id, house.id));
    await hide(new Date());
    await getDb().update(listings).set({ name: 'Family house in Yankin, renamed while hidden' }).where(eq(listings.id, house.id));
    try {
      const saved = (await page(aliceCookie)).saved;
      expect(saved[0]).toEqual({ id: saved[0].id, card: null, title: 'Family house in Yankin', savedAt: saved[0].savedAt });
      expect(savedNote(saved[0])).toBe('removed');
      expect(await rootSaved(aliceCookie)).not.toContain(house.id);
      expect((await page(undefined, `?ids=${house.id},${flat.id}`)).saved.map((item) => item.card?._id)).toEqual([flat.id]);
    } finally {
      await hide(null);
      await getDb().update(listings).set({ name: 'Family house in Yankin' }).where(eq(listings.id, house.id));
    }
    expect((await page(aliceCookie)).saved[0].card?._id).toBe(house.id);
  });
});

describe("the lister's counts", () => {
  it('counts the people who saved each of their listings, and never anybody else’s', async () => {
    // alice: house, flat; carol: house, foreign, flat.
    expect(await savedCounts({ listerId: lister.id, listingIds: [flat.id, house.id, foreign.id, UNKNOWN, 'not-an-id'] })).toEqual({ [flat.id]: 2, [house.id]: 2 });
    expect(await savedCounts({ listerId: otherLister.id, listingIds: [flat.id, foreign.id] })).toEqual({ [foreign.id]: 1 });
  });

  it('shows them in My Listings, 0 for a listing nobody saved', async () => {
    const fresh = await insertListing(lister, { name: 'A new flat nobody saved' });
    const res = await call(myListingPage.loader, '/my-listing', { cookie: await cookieFor(lister) });
    const body = (await res.json()) as { listings: { _id: string; saves: number }[] };
    const saves = Object.fromEntries(body.listings.map((row) => [row._id, row.saves]));
    expect(saves).toEqual({ [flat.id]: 2, [house.id]: 2, [fresh.id]: 0 });
  });
});
