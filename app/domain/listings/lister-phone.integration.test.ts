// What a lister meets on a phone, on the real database through the pages' actions and loaders:
// the one-tap status of a My Listings card (who may set what), visitors' saves in 'Saved by N
// people' (counted once, capped per address, handed to the account on sign-in), the price that
// does not fit its currency (asked on the page and on the /api call, let through once confirmed),
// and the dashboard's greeting by the name people know.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, visitorSaves, type Listing } from '../../db/schema';
import { PRICE_CHECK_MESSAGE } from '../../lib/forms/price-sense';
import { LISTING_MESSAGES } from '../../lib/schemas/listing';
import * as createApi from '../../routes/api/listing.create';
import * as createPage from '../../routes/create-listing';
import * as dashboardPage from '../../routes/dashboard';
import * as favouritesPage from '../../routes/favourites';
import * as myListingPage from '../../routes/my-listing';
import * as updatePage from '../../routes/update-listing';
import { call } from '../../../tests/support/requests';
import { cookieFor, insertAgent, insertDemoPackages, insertListing, makeUser, subscribe, uploadedImage } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { savedCounts } from '../favourites/favourites.server';
import { NOT_A_VISITOR, VISITOR_SAVES_PER_ADDRESS } from '../favourites/visitor-saves.server';
import { STATUS_NOT_YOURS, UNKNOWN_STATUS } from './set-listing-status.server';

setupTestDatabase();

let owner: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
let flat: Listing;
let land: Listing;

beforeAll(async () => {
  await insertDemoPackages();
  [owner, other, admin] = await Promise.all([makeUser(), makeUser(), makeUser({ isAdmin: true })]);
  await subscribe(owner.id, 'premium');
  flat = await insertListing(owner, { name: 'Two bedroom flat in Kamayut', type: 'rent', propertyStatus: 'Still Available' });
  land = await insertListing(owner, { name: 'Plot of land in Hlaing Tharyar', type: 'sale', propertyType: 'land', propertyStatus: 'Still Available' });
});

const storedStatus = async (id: string) => (await getDb().select({ s: listings.propertyStatus }).from(listings).where(eq(listings.id, id)))[0]?.s;
const setStatus = (id: string, status: string, cookie?: string) =>
  call(myListingPage.action, '/my-listing', { body: new URLSearchParams({ intent: 'set-status', id, status }), cookie });

describe('the one-tap status of a My Listings card', () => {
  it('marks the owner’s rental rented out and available again (undo), and their sale sold', async () => {
    const rented = await setStatus(flat.id, 'Rented Out', owner.cookie);
    expect(rented.status).toBe(200);
    expect(await rented.json()).toEqual({ ok: true, status: 'Rented Out' });
    expect(await storedStatus(flat.id)).toBe('Rented Out');
    expect(await (await setStatus(flat.id, 'Still Available', owner.cookie)).json()).toEqual({ ok: true, status: 'Still Available' });
    expect(await storedStatus(flat.id)).toBe('Still Available');
    expect(await (await setStatus(land.id, 'Sold Out', owner.cookie)).json()).toEqual({ ok: true, status: 'Sold Out' });
    expect(await storedStatus(land.id)).toBe('Sold Out');
  });

  it('refuses another lister, and lets an admin', async () => {
    const refused = await setStatus(flat.id, 'Rented Out', other.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, status: 403, message: STATUS_NOT_YOURS });
    expect(await storedStatus(flat.id)).toBe('Still Available');
    expect(await (await setStatus(flat.id, 'Rented Out', admin.cookie)).json()).toEqual({ ok: true, status: 'Rented Out' });
    await setStatus(flat.id, 'Still Available', admin.cookie);
  });

  it('says what is wrong with a status that is unknown or does not fit the type, and changes nothing', async () => {
    const unknown = await setStatus(flat.id, 'Demolished', owner.cookie);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe(UNKNOWN_STATUS);
    const wrongType = await setStatus(flat.id, 'Sold Out', owner.cookie);
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).message).toBe(LISTING_MESSAGES.propertyStatus);
    const huge = await setStatus(flat.id, 'x'.repeat(50_000), owner.cookie);
    expect(huge.status).toBe(400);
    expect(await storedStatus(flat.id)).toBe('Still Available');
  });

  it('answers 404 for an unknown or malformed listing id, and sends a visitor to sign in', async () => {
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'Rented Out', owner.cookie)).status).toBe(404);
    expect((await setStatus('not-an-id', 'Rented Out', owner.cookie)).status).toBe(404);
    const visitor = await setStatus(flat.id, 'Rented Out');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/sign-in/);
    expect(await storedStatus(flat.id)).toBe('Still Available');
  });
});

const VISITOR_A = 'a'.repeat(32);
const VISITOR_B = 'b'.repeat(32);
const heart = (intent: string, listingId: string, visitorId: string, ip = '203.0.113.7', cookie?: string) =>
  call(favouritesPage.action, '/favourites', { body: new URLSearchParams({ intent, listingId, visitorId }), ip, cookie });
const countOf = async (listing: Listing) => (await savedCounts({ listerId: owner.id, listingIds: [listing.id] }))[listing.id] ?? 0;
const myListingSaves = async () => {
  const page = (await (await call(myListingPage.loader, '/my-listing', { cookie: owner.cookie })).json()) as { listings: { _id: string; saves: number }[] };
  return Object.fromEntries(page.listings.map((row) => [row._id, row.saves]));
};

describe("visitors' saves in 'Saved by N people'", () => {
  it('count once per visitor, go with the heart, and show on My Listings', async () => {
    const saved = await heart('visitor-add', flat.id, VISITOR_A);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true });
    await heart('visitor-add', flat.id, VISITOR_A);
    expect(await countOf(flat)).toBe(1);
    await heart('visitor-add', flat.id, VISITOR_B);
    expect(await countOf(flat)).toBe(2);
    expect((await myListingSaves())[flat.id]).toBe(2);
    await heart('visitor-remove', flat.id, VISITOR_B);
    expect(await countOf(flat)).toBe(1);
    // Only a keyed hash is stored, never the browser's id.
    const rows = await getDb().select().from(visitorSaves).where(eq(visitorSaves.listingId, flat.id));
    expect(rows.map((row) => row.visitorHash)).not.toContain(VISITOR_A);
  });

  it('refuse an id no browser of ours makes and an unknown listing, counting nothing', async () => {
    const odd = await heart('visitor-add', flat.id, 'not-a-visitor');
    expect(odd.status).toBe(400);
    expect((await odd.json()).message).toBe(NOT_A_VISITOR);
    expect((await heart('visitor-add', '00000000-0000-4000-8000-000000000000', VISITOR_B)).status).toBe(404);
    expect(await countOf(flat)).toBe(1);
  });

  it('are capped per address a day: ids made up by the thousand add no more', async () => {
    const ids = Array.from({ length: VISITOR_SAVES_PER_ADDRESS.max + 5 }, (_, i) => i.toString(16).padStart(32, 'c'));
    for (const id of ids) await heart('visitor-add', land.id, id, '198.51.100.9');
    expect(await countOf(land)).toBe(VISITOR_SAVES_PER_ADDRESS.max);
  });

  it('join the account on sign-in and are counted there, once', async () => {
    const visitor = await makeUser();
    const before = await countOf(flat);
    const merged = await call(favouritesPage.action, '/favourites', {
      body: new URLSearchParams([['intent', 'merge'], ['listingId', flat.id], ['visitorId', VISITOR_A]]),
      cookie: visitor.cookie,
    });
    expect(await merged.json()).toEqual({ ok: true, added: 1 });
    expect(await countOf(flat)).toBe(before);
    expect(await getDb().select().from(visitorSaves).where(and(eq(visitorSaves.listingId, flat.id)))).toEqual([]);
  });

  it('are not taken from a signed-in person, whose hearts are their account’s', async () => {
    const res = await heart('visitor-add', flat.id, VISITOR_B, '203.0.113.7', other.cookie);
    expect(res.status).toBe(400);
    expect(await getDb().select().from(visitorSaves).where(eq(visitorSaves.listingId, flat.id))).toEqual([]);
  });
});

async function rentalFields(userId: string, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    name: 'Bright condo in Bahan near the lake',
    description: '<p>Quiet street, close to the pagoda.</p>',
    address: 'No. 3, Thanlwin Road',
    township: 'bahan',
    propertyType: 'condo',
    type: 'rent',
    status: 'Owner',
    currency: 'USD',
    regularPrice: '8',
    squareFeet: '1200',
    bedrooms: '2',
    bathrooms: '2',
    phone: '09 450 777 888',
    imageUrls: await uploadedImage(userId),
    ...overrides,
  };
}

describe('a price that does not fit its currency', () => {
  it('is asked about on the create page, with everything typed kept, and goes out once confirmed', async () => {
    const fields = await rentalFields(owner.id);
    const asked = await call(createPage.action, '/create-listing', { body: new URLSearchParams(fields), cookie: owner.cookie });
    expect(asked.status).toBe(400);
    const body = await asked.json();
    expect(body.errors).toEqual({ priceConfirmed: PRICE_CHECK_MESSAGE });
    expect(body.values).toMatchObject({ name: fields.name, regularPrice: '8', currency: 'USD' });
    const confirmed = await call(createPage.action, '/create-listing', { body: new URLSearchParams({ ...fields, priceConfirmed: 'on' }), cookie: owner.cookie });
    expect(confirmed.status).toBe(302);
    const id = (confirmed.headers.get('location') ?? '').replace('/listing/', '');
    const [stored] = await getDb().select({ price: listings.regularPrice, currency: listings.currency }).from(listings).where(eq(listings.id, id));
    expect(stored).toEqual({ price: 8, currency: 'USD' });
  });

  it('passes in the currency that fits, and asks of a sale under ten lakh and a rent of thousands of lakh', async () => {
    const create = async (overrides: Record<string, string>) => call(createPage.action, '/create-listing', { body: new URLSearchParams(await rentalFields(owner.id, overrides)), cookie: owner.cookie });
    expect((await create({ currency: 'lakh MMK' })).status).toBe(302);
    expect((await create({ regularPrice: '900' })).status).toBe(302);
    expect((await (await create({ type: 'sale', currency: 'lakh MMK', regularPrice: '5' })).json()).errors).toEqual({ priceConfirmed: PRICE_CHECK_MESSAGE });
    expect((await (await create({ currency: 'lakh MMK', regularPrice: '1500' })).json()).errors).toEqual({ priceConfirmed: PRICE_CHECK_MESSAGE });
  });

  it('is asked about on an update too, and on the /api call, which confirms with priceConfirmed: true', async () => {
    const update = await call(updatePage.action, `/update-listing/${flat.id}`, { body: new URLSearchParams(await rentalFields(owner.id)), cookie: owner.cookie, params: { listingId: flat.id } });
    expect(update.status).toBe(400);
    expect((await update.json()).errors).toEqual({ priceConfirmed: PRICE_CHECK_MESSAGE });
    const json = { ...(await rentalFields(owner.id)), regularPrice: 8, squareFeet: 1200, bedrooms: 2, bathrooms: 2 };
    const refused = await call(createApi.action, '/api/listing/create', { json, cookie: owner.cookie });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, statusCode: 400, message: PRICE_CHECK_MESSAGE });
    const created = await call(createApi.action, '/api/listing/create', { json: { ...json, priceConfirmed: true }, cookie: owner.cookie });
    expect(created.status).toBe(201);
  });
});

describe('the dashboard', () => {
  it('greets an agent by their agency’s name and an owner by their username', async () => {
    const agent = await insertAgent({ name: 'Golden Land Real Estate' });
    const greeting = async (cookie: string) => ((await (await call(dashboardPage.loader, '/dashboard?tab=dash', { cookie })).json()) as { displayName: string }).displayName;
    expect(await greeting(await cookieFor(agent))).toBe('Golden Land Real Estate');
    expect(await greeting(owner.cookie)).toBe(owner.username);
  });
});
