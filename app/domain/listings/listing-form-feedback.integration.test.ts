// Listing form feedback on the server: the seller status (Agent or Owner) is the lister's
// answer, with the form's own message when it is missing, on the three listing pages and on the
// /api calls alike; and a saved listing's redirect carries its one-time confirmation.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings } from '../../db/schema';
import { NOTICE_COOKIE, noticeIn } from '../../lib/flash-notice';
import { LISTING_MESSAGES } from '../../lib/schemas/listing';
import * as createApi from '../../routes/api/listing.create';
import * as updateApi from '../../routes/api/listing.update';
import * as createPage from '../../routes/create-listing';
import * as createAdminPage from '../../routes/create-listing-admin';
import * as updatePage from '../../routes/update-listing';
import { call } from '../../../tests/support/requests';
import { insertDemoPackages, makeUser, subscribe, uploadedImage } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let owner: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  await insertDemoPackages();
  [owner, admin, agent] = await Promise.all([makeUser(), makeUser({ isAdmin: true }), makeUser({ role: 'agent' })]);
  await subscribe(owner.id, 'premium');
});

/** Every field a valid listing needs, as a page form sends them, but the seller status. */
async function fieldsWithoutStatus(userId: string): Promise<Record<string, string>> {
  return {
    name: 'Corner house with a garden in Bahan',
    description: '<p>Quiet street, close to the pagoda.</p>',
    address: 'No. 3, Thanlwin Road',
    township: 'bahan',
    propertyType: 'house',
    type: 'rent',
    currency: 'USD',
    regularPrice: '900',
    squareFeet: '1800',
    bedrooms: '3',
    bathrooms: '2',
    phone: '09 450 777 888',
    imageUrls: await uploadedImage(userId),
  };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const storedStatus = async (id: string) => (await getDb().select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;

describe('the seller status', () => {
  it('the create page refuses a listing without one, with the message and everything typed', async () => {
    const fields = await fieldsWithoutStatus(owner.id);
    const res = await call(createPage.action, '/create-listing', { body: form(fields), cookie: owner.cookie });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(LISTING_MESSAGES.status).toBe('Please choose Agent or Owner.');
    expect(body.errors).toEqual({ status: LISTING_MESSAGES.status });
    expect(body.values).toMatchObject({ name: fields.name, regularPrice: '900', bedrooms: '3', township: 'bahan' });
    // An unknown value is no answer either.
    const odd = await call(createPage.action, '/create-listing', { body: form({ ...fields, status: 'Landlord' }), cookie: owner.cookie });
    expect((await odd.json()).errors).toEqual({ status: LISTING_MESSAGES.status });
  });

  it("the admin's page and the update page say the same", async () => {
    const fields = await fieldsWithoutStatus(admin.id);
    const adminRes = await call(createAdminPage.action, '/create-listing-admin', { body: form({ ...fields, userRef: agent.id }), cookie: admin.cookie });
    expect(adminRes.status).toBe(400);
    expect((await adminRes.json()).errors).toEqual({ status: LISTING_MESSAGES.status });

    const saved = await call(createPage.action, '/create-listing', { body: form({ ...(await fieldsWithoutStatus(owner.id)), status: 'Owner' }), cookie: owner.cookie });
    const id = (saved.headers.get('location') ?? '').replace('/listing/', '');
    const update = await call(updatePage.action, `/update-listing/${id}`, { body: form(await fieldsWithoutStatus(owner.id)), cookie: owner.cookie, params: { listingId: id } });
    expect(update.status).toBe(400);
    expect((await update.json()).errors).toEqual({ status: LISTING_MESSAGES.status });
    expect(await storedStatus(id)).toBe('Owner');
  });

  it('the /api calls answer the same message, and store the status they are sent', async () => {
    const json = { ...(await fieldsWithoutStatus(owner.id)), regularPrice: 900, squareFeet: 1800, bedrooms: 3, bathrooms: 2 };
    const refused = await call(createApi.action, '/api/listing/create', { json, cookie: owner.cookie });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, statusCode: 400, message: LISTING_MESSAGES.status });

    const created = await call(createApi.action, '/api/listing/create', { json: { ...json, status: 'Owner' }, cookie: owner.cookie });
    expect(created.status).toBe(201);
    const { _id: id } = await created.json();
    expect(await storedStatus(id)).toBe('Owner');

    // An update without it used to fall back to 'Agent', turning an owner's listing into an agent's.
    const update = await call(updateApi.action, `/api/listing/update/${id}`, { json, cookie: owner.cookie, params: { id } });
    expect(update.status).toBe(400);
    expect((await update.json()).message).toBe(LISTING_MESSAGES.status);
    expect(await storedStatus(id)).toBe('Owner');
    const updated = await call(updateApi.action, `/api/listing/update/${id}`, { json: { ...json, status: 'Agent' }, cookie: owner.cookie, params: { id } });
    expect(updated.status).toBe(200);
    expect(await storedStatus(id)).toBe('Agent');
  });
});

describe('the confirmation after a save', () => {
  const noticeOf = (res: Response) => noticeIn((res.headers.get('set-cookie') ?? '').split(';')[0]);

  it('creating and updating by page form name their notice in a short-lived cookie on the redirect', async () => {
    const fields = { ...(await fieldsWithoutStatus(owner.id)), status: 'Agent' };
    const created = await call(createPage.action, '/create-listing', { body: form(fields), cookie: owner.cookie });
    expect(created.status).toBe(302);
    expect(noticeOf(created)).toBe('Your listing has been created.');
    const cookie = created.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${NOTICE_COOKIE}=listing-created; Path=/; Max-Age=60; SameSite=Lax$`));

    const id = (created.headers.get('location') ?? '').replace('/listing/', '');
    const updated = await call(updatePage.action, `/update-listing/${id}`, { body: form(fields), cookie: owner.cookie, params: { listingId: id } });
    expect(updated.status).toBe(302);
    expect(noticeOf(updated)).toBe('Your listing has been updated.');

    // Another lister's home: at the owner's price and area it would wait for a moderator instead.
    const forAgent = await call(createAdminPage.action, '/create-listing-admin', { body: form({ ...fields, userRef: agent.id, regularPrice: '950', squareFeet: '1850' }), cookie: admin.cookie });
    expect(forAgent.status).toBe(302);
    expect(noticeOf(forAgent)).toBe('Your listing has been created.');
  });

  it('a refused save carries no notice', async () => {
    const res = await call(createPage.action, '/create-listing', { body: form(await fieldsWithoutStatus(owner.id)), cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
