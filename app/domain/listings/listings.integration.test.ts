import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, packageSubscriptions } from '../../db/schema';
import { LISTING_MESSAGES } from '../../lib/forms/listing';
import * as createApi from '../../routes/api/listing.create';
import * as deleteApi from '../../routes/api/listing.delete';
import * as getApi from '../../routes/api/listing.get';
import * as getOneApi from '../../routes/api/listing.get-one';
import * as updateApi from '../../routes/api/listing.update';
import * as userListingsApi from '../../routes/api/user.listings';
import * as createPage from '../../routes/create-listing';
import { call } from '../../../tests/support/requests';
import { insertDemoPackages, insertListing, makeUser, subscribe, uploadedImage } from '../../../tests/support/fixtures';
import { getUserListings } from './list-listings.server';
import { setListingStatus } from './set-listing-status.server';
import { STORAGE_DRIVERS, setupStorage } from '../../../tests/support/storage';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let owner: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  await insertDemoPackages();
  [owner, other, admin, agent] = await Promise.all([makeUser(), makeUser(), makeUser({ isAdmin: true }), makeUser({ role: 'agent' })]);
  await subscribe(owner.id, 'premium');
});

async function validListing(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Two bedroom condo in Bahan near Inya Lake',
    description: '<p>Bright corner unit.</p><script>alert(1)</script><p onclick="x()">Quiet street.</p>',
    address: 'No. 12, Kaba Aye Pagoda Road, Bahan',
    township: 'bahan',
    propertyType: 'condo',
    type: 'rent',
    status: 'Agent',
    currency: 'USD',
    regularPrice: 1200,
    squareFeet: 1100,
    bedrooms: 2,
    bathrooms: 2,
    parking: true,
    phone: '09 450 123 456',
    imageUrls: [await uploadedImage(userId), await uploadedImage(userId)],
    ...overrides,
  };
}

const create = (cookie: string | undefined, json: unknown) => call(createApi.action, '/api/listing/create', { json, cookie });

describe('POST /api/listing/create', () => {
  it('refuses a visitor (401), a user without a package (403) and with an expired one (403)', async () => {
    const body = await validListing(owner.id);
    expect((await create(undefined, body)).status).toBe(401);
    const none = await create(other.cookie, await validListing(other.id));
    expect(none.status).toBe(403);
    expect((await none.json()).message).toBe('Your package is not active');
    const expired = await makeUser();
    await subscribe(expired.id, 'gold', { expired: true });
    expect((await (await create(expired.cookie, await validListing(expired.id))).json()).message).toBe('Your package is not active');
  });

  it('answers 429 when the package has no listings left', async () => {
    const full = await makeUser();
    await subscribe(full.id, 'free', { used: 3 });
    const res = await create(full.cookie, await validListing(full.id));
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe('You have reached your monthly post limit');
  });

  it('creates the listing, sanitizes the description, keeps image order and uses a listing slot', async () => {
    const body = await validListing(owner.id, { offer: true, discountPrice: 10, userRef: agent.id, landSquareFeet: 5000 });
    const res = await create(owner.cookie, body);
    expect(res.status).toBe(201);
    const { success, _id, message } = await res.json();
    expect({ success, message }).toEqual({ success: true, message: 'Listing created successfully!' });
    const listing = await (await call(getOneApi.loader, `/api/listing/get/${_id}`, { params: { id: _id } })).json();
    expect(listing.description).toBe('<p>Bright corner unit.</p><p>Quiet street.</p>');
    expect(listing.imageUrls).toEqual(body.imageUrls);
    // Not an admin: offer and discount are ignored, the owner is the session user, not userRef.
    expect(listing).toMatchObject({ offer: false, discountPrice: null, userRef: owner.id, landSquareFeet: null, propertyStatus: 'Still Available' });
    const [sub] = await getDb().select().from(packageSubscriptions).where(eq(packageSubscriptions.userId, owner.id));
    expect(sub.listingsUsed).toBe(1);
  });

  it.each([
    [{ name: 'Too short' }, 'name', 'Title must be at least 10 characters.'],
    [{ name: 'x'.repeat(151) }, 'name', 'Title must be at most 150 characters.'],
    [{ township: 'atlantis' }, 'township', 'Please choose a township.'],
    [{ phone: '123' }, 'phone', 'Phone must be 5 to 100 characters.'],
    [{ phone: '  ' }, 'phone', 'Please enter a phone number.'],
    [{ phone: undefined }, 'phone', 'Please enter a phone number.'],
    // The Call and SMS buttons dial the digits: a phone with none to dial is refused.
    [{ phone: 'call me maybe' }, 'phone', 'A phone number needs at least 6 digits.'],
    [{ regularPrice: 0 }, 'regularPrice', 'Price must be between 1 and 10,000,000.'],
    [{ regularPrice: 10_000_001 }, 'regularPrice', 'Price must be between 1 and 10,000,000.'],
    [{ squareFeet: 150 }, 'squareFeet', 'Living area must be between 200 and 1,000,000 sq ft.'],
    [{ bedrooms: 101 }, 'bedrooms', 'Bedrooms must be between 0 and 100.'],
    // An empty field the type needs says so, rather than quoting a range.
    [{ regularPrice: undefined }, 'regularPrice', 'Please enter a price.'],
    [{ bedrooms: undefined }, 'bedrooms', 'Please enter the number of bedrooms.'],
    [{ bathrooms: undefined }, 'bathrooms', 'Please enter the number of bathrooms.'],
    [{ squareFeet: undefined }, 'squareFeet', 'Please enter the living area.'],
    [{ propertyType: 'land', landSquareFeet: undefined }, 'landSquareFeet', 'Please enter the land area.'],
    [{ propertyType: 'land', landSquareFeet: 0 }, 'landSquareFeet', 'Land area must be between 1 and 10,000,000 sq ft.'],
    [{ imageUrls: [] }, 'imageUrls', 'At least one photo is required'],
    [{ imageUrls: Array.from({ length: 13 }, (_, i) => `/media/aa/${i}-800.webp`) }, 'imageUrls', 'Maximum 12 images allowed'],
    [{ imageUrls: ['https://evil.example/x.jpg'] }, 'imageUrls', 'Images must be uploaded to this portal.'],
    [{ description: '<script>only()</script>' }, 'description', 'Description is required.'],
  ])('refuses %j with its message', async (overrides, field, message) => {
    const res = await create(owner.cookie, await validListing(owner.id, overrides));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
  });

  it('lets an admin post for an agent, with a Premium Ad, without a package', async () => {
    const res = await create(admin.cookie, await validListing(admin.id, { userRef: agent.id, offer: true, discountPrice: 999 }));
    expect(res.status).toBe(201);
    const { _id } = await res.json();
    const [row] = await getDb().select().from(listings).where(eq(listings.id, _id));
    expect(row).toMatchObject({ userRef: agent.id, offer: true, discountPrice: 999 });
    const bad = await create(admin.cookie, await validListing(admin.id, { offer: true, discountPrice: 1200 }));
    expect((await bad.json()).message).toBe('Discount price must be lower than regular price');
  });

  it('land listings drop living area, rooms and amenities whatever the client sends', async () => {
    const res = await create(owner.cookie, await validListing(owner.id, { propertyType: 'land', landSquareFeet: 4000, gym: true }));
    const { _id } = await res.json();
    const [row] = await getDb().select().from(listings).where(eq(listings.id, _id));
    expect(row).toMatchObject({ squareFeet: null, bedrooms: null, bathrooms: null, gym: false, parking: false, landSquareFeet: 4000 });
  });
});

describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => {
  const storage = setupStorage(driver);

  describe('update and delete', () => {
    let id: string;
    let body: Awaited<ReturnType<typeof validListing>>;
    beforeAll(async () => {
      body = await validListing(owner.id);
      id = (await (await create(owner.cookie, body)).json())._id;
    });
    const update = (cookie: string | undefined, json: unknown) => call(updateApi.action, `/api/listing/update/${id}`, { json, cookie, params: { id } });

    it('only the owner or an admin may update', async () => {
      expect((await update(undefined, body)).status).toBe(401);
      const res = await update(other.cookie, body);
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('You can only update your own listings!');
      expect((await update(admin.cookie, { ...body, name: 'Edited by the admin, still a condo' })).status).toBe(200);
    });

    it("refuses an update with every photo removed in the spec's words for an update", async () => {
      const res = await update(owner.cookie, { ...body, imageUrls: [] });
      expect(res.status).toBe(400);
      expect((await res.json()).errors.imageUrls).toBe('You must upload at least one image');
    });

    it('sets the property status and removes dropped photos from storage', async () => {
      const [keep, drop] = body.imageUrls;
      expect(await storage.has(drop)).toBe(true);
      const res = await update(owner.cookie, { ...body, imageUrls: [keep], propertyStatus: 'Rented Out' });
      expect(res.status).toBe(200);
      const { listing } = await res.json();
      expect(listing).toMatchObject({ propertyStatus: 'Rented Out', imageUrls: [keep] });
      expect(await storage.has(drop)).toBe(false);
      expect(await storage.has(keep)).toBe(true);
    });

    it("refuses a state the listing's type cannot be in: a home for rent is not Sold Out, one for sale not Rented Out", async () => {
      // The photo the test above kept.
      const kept = { ...body, imageUrls: [body.imageUrls[0]] };
      for (const [type, propertyStatus] of [['rent', 'Sold Out'], ['sale', 'Rented Out']]) {
        const res = await update(owner.cookie, { ...kept, type, propertyStatus });
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe(LISTING_MESSAGES.propertyStatus);
      }
      const sold = await update(owner.cookie, { ...kept, type: 'sale', propertyStatus: 'Sold Out' });
      expect(sold.status).toBe(200);
      expect((await sold.json()).listing).toMatchObject({ type: 'sale', propertyStatus: 'Sold Out' });
      // Made a rental again without a state sent: 'Sold Out' means nothing for it, so it is available.
      const rental = await update(owner.cookie, { ...kept, type: 'rent' });
      expect((await rental.json()).listing).toMatchObject({ type: 'rent', propertyStatus: 'Still Available' });
    });

    it('a malformed or unknown id is a 404, not a 500', async () => {
      const res = await call(updateApi.action, '/api/listing/update/nope', { json: body, cookie: owner.cookie, params: { id: 'nope' } });
      expect(res.status).toBe(404);
      expect((await call(getOneApi.loader, '/api/listing/get/x', { params: { id: "1' or 1=1" } })).status).toBe(404);
    });

    it('only the owner or an admin may delete; the photos leave storage', async () => {
      const del = (cookie?: string) => call(deleteApi.action, `/api/listing/delete/${id}?id=${other.id}`, { method: 'DELETE', cookie, params: { id } });
      expect((await del()).status).toBe(401);
      const refused = await del(other.cookie);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe('You can only delete your own listings!');
      const res = await del(owner.cookie);
      expect(await res.json()).toEqual({ success: true, message: 'Listing has been deleted!' });
      expect(await storage.has(body.imageUrls[0])).toBe(false);
      expect((await del(admin.cookie)).status).toBe(404);
    });
  });
});


describe('lists', () => {
  it('GET /api/listing/get filters by type and owner, pages, and bounds the limit', async () => {
    const res = await call(getApi.loader, `/api/listing/get?userId=${owner.id}&limit=2&page=1`);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.results.result.length).toBeLessThanOrEqual(2);
    expect(body.results.result.every((l: { userRef: string }) => l.userRef === owner.id)).toBe(true);
    expect(body.results.pageCount).toBe(Math.ceil(body.totalListings / 2));
    expect(body.lastMonthPosts).toBe(body.totalListings);
    const sale = await (await call(getApi.loader, '/api/listing/get?type=sale&limit=27')).json();
    expect(sale.results.result.every((l: { type: string }) => l.type === 'sale')).toBe(true);
    expect((await call(getApi.loader, '/api/listing/get?limit=100000')).status).toBe(400);
    expect((await call(getApi.loader, '/api/listing/get?userId=%7B%22%24ne%22%3A1%7D')).status).toBe(400);
  });

  it('GET /api/user/listings/:userId gives the owner their stats; others are refused', async () => {
    const own = await call(userListingsApi.loader, `/api/user/listings/${owner.id}`, { cookie: owner.cookie, params: { userId: owner.id } });
    const body = await own.json();
    expect(body).toMatchObject({ success: true });
    expect(body.totalListings).toBe(body.totalRent + body.totalSales);
    expect(body.lastMonthListings).toBe(body.totalListings);
    expect(body.listings.length).toBe(Math.min(9, body.totalListings));
    expect((await call(userListingsApi.loader, `/api/user/listings/${owner.id}`, { cookie: other.cookie, params: { userId: owner.id } })).status).toBe(403);
    expect((await call(userListingsApi.loader, `/api/user/listings/${owner.id}`, { params: { userId: owner.id } })).status).toBe(401);
    expect((await call(userListingsApi.loader, `/api/user/listings/${owner.id}`, { cookie: admin.cookie, params: { userId: owner.id } })).status).toBe(200);
  });
});

describe('My Listings', () => {
  it('keeps a listing in its place when it is marked rented out: newest posted first', async () => {
    const lister = await makeUser();
    const older = await insertListing(lister, { createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const newer = await insertListing(lister, { createdAt: new Date(Date.now() - 86_400_000) });
    await setListingStatus({ user: lister, id: older.id, status: 'Rented Out' });
    const { listings: shown } = await getUserListings({ userId: lister.id });
    expect(shown.map((listing) => listing._id)).toEqual([newer.id, older.id]);
  });
});

describe('the create page', () => {
  it('dims the form for a user without a package and lets an owner with one post', async () => {
    expect(await (await call(createPage.loader, '/create-listing', { cookie: other.cookie })).json()).toMatchObject({ canPost: false, status: { hasPackage: false } });
    expect(await (await call(createPage.loader, '/create-listing', { cookie: owner.cookie })).json()).toMatchObject({ canPost: true, status: { listingsLeft: 'Unlimited' } });
  });

  it('a failed save answers every field typed, and an ended session gets the spec message', async () => {
    const form = new URLSearchParams({ name: 'Short', description: '<p>ok</p><img src=x onerror=alert(1)>', township: 'bahan', phone: '09 1234' });
    const res = await call(createPage.action, '/create-listing', { body: form, cookie: owner.cookie });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.values).toMatchObject({ name: 'Short', township: 'bahan', phone: '09 1234' });
    expect(body.values.description).toBe('<p>ok</p>');
    const stale = await call(createPage.action, '/create-listing', { body: form });
    expect(stale.status).toBe(401);
    expect((await stale.json()).message).toBe('Tokens are expired or something is wrong. Please sign out and log in again');
  });
});
