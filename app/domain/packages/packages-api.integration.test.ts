// The package calls of spec section 7 (list, get, create, update, status) and the admin forms,
// with every refusal: 401 for visitors, 403 for non-admins and for another user's status.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packages, type User } from '../../db/schema';
import { PACKAGE_MESSAGES } from '../../lib/schemas/package';
import * as listApi from '../../routes/api/packages';
import * as byIdApi from '../../routes/api/packages.by-id';
import * as createApi from '../../routes/api/packages.create';
import * as statusApi from '../../routes/api/packages.status';
import * as createPage from '../../routes/create-package';
import * as updatePage from '../../routes/update-package';
import * as packagesPage from '../../routes/packages';
import { TITLE_TAKEN } from './catalogue.server';
import { insertDemoPackages, makeUser, subscribe } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let user: User & { cookie: string };
let other: User & { cookie: string };
let admin: User & { cookie: string };
let goldId: string;

beforeAll(async () => {
  const rows = await insertDemoPackages();
  goldId = rows.find((p) => p.title === 'Gold')!.id;
  [user, other, admin] = await Promise.all([makeUser(), makeUser(), makeUser({ isAdmin: true })]);
});

const input = { title: 'Silver', price: 15000, features: 'Ten listings, Listed for 30 days', listingLimit: 10, durationDays: 30, highlighted: false };
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('GET /api/packages and /api/packages/:id', () => {
  it('lists every package, cheapest first, with the spec fields and the older screen aliases', async () => {
    const res = await call(listApi.loader, '/api/packages');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((p: { title: string }) => p.title)).toEqual(['Free', 'Gold', 'Premium']);
    expect(list[1]).toMatchObject({
      _id: goldId,
      title: 'Gold',
      price: 30000,
      features: ['Priority placement', 'Agency profile badge'],
      listingLimit: 20,
      durationDays: 30,
      highlighted: true,
      name: 'Gold',
      listingsAllowed: 20,
      durationInDays: 30,
    });
    expect(list[2].listingLimit).toBe(-1);
  });

  it('gets one package, and answers an unknown or malformed id with the JSON 404', async () => {
    const res = await call(byIdApi.loader, `/api/packages/${goldId}`, { params: { id: goldId } });
    expect(await res.json()).toMatchObject({ _id: goldId, title: 'Gold' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await call(byIdApi.loader, `/api/packages/${id}`, { params: { id } });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ success: false, statusCode: 404, message: 'Package not found.' });
    }
  });
});

describe('POST /api/packages/create', () => {
  const create = (cookie: string | undefined, json: unknown) => call(createApi.action, '/api/packages/create', { json, cookie });

  it('refuses visitors (401) and non-admins (403) without creating anything', async () => {
    const visitor = await create(undefined, input);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ success: false, statusCode: 401, message: 'Unauthorized' });
    const member = await create(user.cookie, input);
    expect(member.status).toBe(403);
    expect((await member.json()).message).toBe('Access denied');
    expect(await getDb().select().from(packages).where(eq(packages.title, 'Silver'))).toHaveLength(0);
  });

  it('lets an admin create a package; features are split and trimmed', async () => {
    const res = await create(admin.cookie, input);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, package: { title: 'Silver', price: 15000, features: ['Ten listings', 'Listed for 30 days'], listingLimit: 10 } });
    const [row] = await getDb().select().from(packages).where(eq(packages.id, body.package._id));
    expect(row.features).toEqual(['Ten listings', 'Listed for 30 days']);
  });

  it('refuses a title already used, in any case (409), and invalid fields (400) with their messages', async () => {
    const taken = await create(admin.cookie, { ...input, title: 'GOLD' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: TITLE_TAKEN, errors: { title: TITLE_TAKEN } });
    const bad = await create(admin.cookie, { ...input, title: 'Bronze', price: -5, listingLimit: -2, durationDays: 0, features: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      price: PACKAGE_MESSAGES.price,
      listingLimit: PACKAGE_MESSAGES.listingLimit,
      durationDays: PACKAGE_MESSAGES.durationDays,
      features: PACKAGE_MESSAGES.features,
    });
    const missing = await create(admin.cookie, { title: 'Bronze' });
    expect((await missing.json()).errors.highlighted).toBe(PACKAGE_MESSAGES.highlighted);
  });
});

describe('PUT /api/packages/:id', () => {
  const put = (cookie: string | undefined, id: string, json: unknown, method = 'PUT') =>
    call(byIdApi.action, `/api/packages/${id}`, { method, json, cookie, params: { id } });

  it('refuses visitors (401), non-admins (403) and other methods (405)', async () => {
    expect((await put(undefined, goldId, { ...input, title: 'Gold' })).status).toBe(401);
    const member = await put(user.cookie, goldId, { ...input, title: 'Gold' });
    expect(member.status).toBe(403);
    expect((await member.json()).message).toBe('Access denied');
    expect((await put(admin.cookie, goldId, { ...input, title: 'Gold' }, 'POST')).status).toBe(405);
  });

  it('lets an admin replace every field; the same title is kept, another taken one is refused', async () => {
    const res = await put(admin.cookie, goldId, { title: 'Gold', price: '35000', features: ['25 listings'], listingLimit: 25, durationDays: 60, highlighted: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, package: { price: 35000, listingLimit: 25, durationDays: 60, features: ['25 listings'] } });
    const clash = await put(admin.cookie, goldId, { ...input, title: 'premium' });
    expect(clash.status).toBe(409);
    const unknown = await put(admin.cookie, '00000000-0000-4000-8000-000000000000', input);
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/packages/status/:userId', () => {
  const status = (cookie: string | undefined, userId: string) => call(statusApi.loader, `/api/packages/status/${userId}`, { cookie, params: { userId } });

  it('refuses visitors (401) and another user (403)', async () => {
    expect((await status(undefined, user.id)).status).toBe(401);
    const res = await status(other.cookie, user.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, statusCode: 403, message: 'Access denied' });
  });

  it('answers the PackageStatus shape to the user themself and to an admin', async () => {
    expect(await (await status(user.cookie, user.id)).json()).toEqual({
      hasPackage: false,
      package: null,
      isActive: false,
      expiresAt: null,
      listingsUsed: 0,
      listingsLeft: 0,
    });
    await subscribe(user.id, 'Premium', { used: 4 });
    const mine = await (await status(user.cookie, user.id)).json();
    expect(mine).toMatchObject({ hasPackage: true, package: { title: 'Premium', listingLimit: -1 }, isActive: true, listingsUsed: 4, listingsLeft: 'Unlimited' });
    expect(new Date(mine.expiresAt).getTime()).toBeGreaterThan(Date.now());
    await subscribe(other.id, 'Free', { used: 1 });
    const byAdmin = await (await status(admin.cookie, other.id)).json();
    expect(byAdmin).toMatchObject({ package: { title: 'Free' }, listingsLeft: 2 });
  });
});

describe('create and update package pages', () => {
  const fields = { title: 'Bronze', price: '5000', features: 'Five listings, Listed for 30 days', listingLimit: '5', durationDays: '30', highlighted: 'false' };

  it('send a non-admin to sign in, for the page and its action', async () => {
    const page = await call(createPage.loader, '/create-package', { cookie: user.cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/sign-in?redirectTo=%2Fcreate-package');
    const post = await call(createPage.action, '/create-package', { cookie: user.cookie, body: form(fields) });
    expect(post.status).toBe(302);
    expect(await getDb().select().from(packages).where(eq(packages.title, 'Bronze'))).toHaveLength(0);
  });

  it('create keeps every field and shows the messages when a save fails', async () => {
    const bad = await call(createPage.action, '/create-package', { cookie: admin.cookie, body: form({ ...fields, durationDays: '0', price: 'lots' }) });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.errors).toEqual({ price: PACKAGE_MESSAGES.price, durationDays: PACKAGE_MESSAGES.durationDays });
    expect(body.values).toEqual({ ...fields, durationDays: '0', price: 'lots' });
    const taken = await call(createPage.action, '/create-package', { cookie: admin.cookie, body: form({ ...fields, title: 'free' }) });
    expect(taken.status).toBe(409);
    expect((await taken.json()).values.title).toBe('free');
  });

  it('create saves and goes to /packages; the checkbox pair reads as ticked', async () => {
    const body = new URLSearchParams(fields);
    body.append('highlighted', 'true');
    const res = await call(createPage.action, '/create-package', { cookie: admin.cookie, body });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/packages');
    const [row] = await getDb().select().from(packages).where(eq(packages.title, 'Bronze'));
    expect(row).toMatchObject({ price: 5000, listingLimit: 5, highlighted: true, features: ['Five listings', 'Listed for 30 days'] });
  });

  it("update shows 'Failed to fetch package.' for an unknown id, saves, and keeps the fields on failure", async () => {
    const missing = await call(updatePage.loader, '/update-package/x', { cookie: admin.cookie, params: { id: 'x' } });
    expect(await missing.json()).toMatchObject({ pkg: null, error: 'Failed to fetch package.' });
    // as the other editors answer an unknown id
    expect(missing.status).toBe(404);
    const ok = await call(updatePage.action, `/update-package/${goldId}`, { cookie: admin.cookie, params: { id: goldId }, body: form({ ...fields, title: 'Gold' }) });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`/update-package/${goldId}?saved=1`);
    const saved = await call(updatePage.loader, `/update-package/${goldId}?saved=1`, { cookie: admin.cookie, params: { id: goldId } });
    expect(await saved.json()).toMatchObject({ saved: true, pkg: { title: 'Gold', price: 5000 } });
    const bad = await call(updatePage.action, `/update-package/${goldId}`, { cookie: admin.cookie, params: { id: goldId }, body: form({ ...fields, title: '' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { title: PACKAGE_MESSAGES.title }, values: { ...fields, title: '' } });
    expect(updatePage.RETURN_DELAY_MS).toBe(2000);
  });

  it('the older /packages screen lists the packages with its fields', async () => {
    const res = await call(packagesPage.loader, '/packages');
    const body = await res.json();
    expect(body.error).toBeNull();
    expect(body.packages.map((p: { name: string }) => p.name)).toContain('Premium');
  });
});
