// Spec section 4's selection rules, enforced on the server with real subscriptions, through
// /api/packages/select, the older /api/package/buy and the plans page; and admin assignment.
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packageSubscriptions, type Package } from '../../db/schema';
import { FREE_RESELECT, LOGIN_TO_SELECT, NO_DOWNGRADE, PAID_RESELECT, PAYMENT_REQUIRED } from '../../lib/package-rules';
import * as selectApi from '../../routes/api/packages.select';
import * as buyApi from '../../routes/api/package.buy';
import * as assignApi from '../../routes/api/packages.assign-package';
import * as pricePage from '../../routes/price';
import * as assignPage from '../../routes/admin-assign-package';
import { PACKAGE_ASSIGNED, PACKAGE_SELECTED, selectPackage } from './choose-package.server';
import { getPackageStatus } from './subscriptions.server';
import { insertDemoPackages, makeUser, subscribe } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let free: Package;
let gold: Package;
let premium: Package;
const DAY = 86_400_000;

beforeAll(async () => {
  const rows = await insertDemoPackages();
  const byTitle = (title: string) => rows.find((p) => p.title === title)!;
  [free, gold, premium] = [byTitle('Free'), byTitle('Gold'), byTitle('Premium')];
});

const select = (cookie: string | undefined, json: unknown) => call(selectApi.action, '/api/packages/select', { json, cookie });
const refusal = async (res: Response) => ({ status: res.status, message: (await res.json()).message });

describe('POST /api/packages/select', () => {
  it('refuses visitors with 401', async () => {
    expect(await refusal(await select(undefined, { packageId: free.id }))).toEqual({ status: 401, message: 'Unauthorized' });
  });

  it('starts Free for a user without a package: active from now, for its duration, nothing used', async () => {
    const user = await makeUser();
    const before = Date.now();
    const res = await select(user.cookie, { packageId: free.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: PACKAGE_SELECTED });
    const status = await getPackageStatus({ userId: user.id });
    expect(status).toMatchObject({ hasPackage: true, package: { title: 'Free' }, isActive: true, listingsUsed: 0, listingsLeft: 3 });
    const expires = new Date(status.expiresAt!).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY);
  });

  it('refuses Free again while it is active, even used up, and allows it once expired', async () => {
    const active = await makeUser();
    await subscribe(active.id, 'Free', { used: 3 });
    expect(await refusal(await select(active.cookie, { packageId: free.id }))).toEqual({ status: 409, message: FREE_RESELECT });
    const expired = await makeUser();
    await subscribe(expired.id, 'free', { expired: true });
    expect((await select(expired.cookie, { packageId: free.id })).status).toBe(200);
    expect((await getPackageStatus({ userId: expired.id })).isActive).toBe(true);
  });

  it('allows Free again after expiry when the clock (the now option) says so', async () => {
    const user = await makeUser();
    await selectPackage({ userId: user.id, packageId: free.id });
    await expect(selectPackage({ userId: user.id, packageId: free.id })).rejects.toMatchObject({ status: 409, message: FREE_RESELECT });
    const later = new Date(Date.now() + 31 * DAY);
    await expect(selectPackage({ userId: user.id, packageId: free.id, now: later })).resolves.toMatchObject({ success: true });
  });

  it('refuses the current Gold or Premium while active with listings left', async () => {
    const goldUser = await makeUser();
    await subscribe(goldUser.id, 'Gold', { used: 5 });
    expect(await refusal(await select(goldUser.cookie, { packageId: gold.id }))).toEqual({ status: 409, message: PAID_RESELECT });
    const premiumUser = await makeUser();
    await subscribe(premiumUser.id, 'Premium', { used: 500 });
    expect(await refusal(await select(premiumUser.cookie, { packageId: premium.id }))).toEqual({ status: 409, message: PAID_RESELECT });
  });

  it('refuses a downgrade to Free while Gold or Premium has listings left', async () => {
    const goldUser = await makeUser();
    await subscribe(goldUser.id, 'Gold', { used: 19 });
    expect(await refusal(await select(goldUser.cookie, { packageId: free.id }))).toEqual({ status: 409, message: NO_DOWNGRADE });
    const premiumUser = await makeUser();
    await subscribe(premiumUser.id, 'Premium');
    expect(await refusal(await select(premiumUser.cookie, { packageId: free.id }))).toEqual({ status: 409, message: NO_DOWNGRADE });
  });

  it('allows Free after Gold is used up or expired', async () => {
    const usedUp = await makeUser();
    await subscribe(usedUp.id, 'Gold', { used: 20 });
    expect((await select(usedUp.cookie, { packageId: free.id })).status).toBe(200);
    const expired = await makeUser();
    await subscribe(expired.id, 'Gold', { expired: true });
    expect((await select(expired.cookie, { packageId: free.id })).status).toBe(200);
    expect((await getPackageStatus({ userId: expired.id })).package?.title).toBe('Free');
  });

  it('never activates a paid package: it needs the payment inquiry and an admin (402)', async () => {
    const fresh = await makeUser();
    expect(await refusal(await select(fresh.cookie, { packageId: gold.id }))).toEqual({ status: 402, message: PAYMENT_REQUIRED });
    const usedUp = await makeUser();
    await subscribe(usedUp.id, 'Gold', { used: 20 });
    expect(await refusal(await select(usedUp.cookie, { packageId: gold.id }))).toEqual({ status: 402, message: PAYMENT_REQUIRED });
    expect((await getPackageStatus({ userId: fresh.id })).hasPackage).toBe(false);
  });

  it('ignores a userId in the body: the package is always for the signed-in user', async () => {
    const [me, victim] = await Promise.all([makeUser(), makeUser()]);
    expect((await select(me.cookie, { packageId: free.id, userId: victim.id })).status).toBe(200);
    expect((await getPackageStatus({ userId: me.id })).hasPackage).toBe(true);
    expect((await getPackageStatus({ userId: victim.id })).hasPackage).toBe(false);
  });

  it('answers an unknown package with 404 and a missing one with 400', async () => {
    const user = await makeUser();
    expect(await refusal(await select(user.cookie, { packageId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ status: 404, message: 'Package not found.' });
    expect(await refusal(await select(user.cookie, {}))).toEqual({ status: 400, message: 'Please choose a package.' });
  });

  it('lets only one of two simultaneous Free selections through', async () => {
    const user = await makeUser();
    const results = await Promise.all([select(user.cookie, { packageId: free.id }), select(user.cookie, { packageId: free.id })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await getDb().select().from(packageSubscriptions).where(eq(packageSubscriptions.userId, user.id))).toHaveLength(1);
  });
});

describe('POST /api/package/buy/:packageId (older screen)', () => {
  const buy = (cookie: string | undefined, id: string) => call(buyApi.action, `/api/package/buy/${id}`, { json: {}, cookie, params: { packageId: id } });

  it('follows the same rules as select', async () => {
    expect((await buy(undefined, free.id)).status).toBe(401);
    const user = await makeUser();
    const ok = await buy(user.cookie, free.id);
    expect(await ok.json()).toEqual({ success: true, message: PACKAGE_SELECTED });
    expect(await refusal(await buy(user.cookie, free.id))).toEqual({ status: 409, message: FREE_RESELECT });
    expect(await refusal(await buy(user.cookie, premium.id))).toEqual({ status: 402, message: PAYMENT_REQUIRED });
  });
});

describe('the plans page action', () => {
  const choose = (cookie: string | undefined, packageId: string) =>
    call(pricePage.action, '/price', { cookie, body: new URLSearchParams({ packageId }) });

  it("tells a visitor 'Please log in to select a package'", async () => {
    const res = await choose(undefined, free.id);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ ok: false, message: LOGIN_TO_SELECT });
  });

  it('selects Free, refuses by the rules, and sends a paid choice to the payment inquiry', async () => {
    const user = await makeUser();
    expect(await (await choose(user.cookie, free.id)).json()).toEqual({ ok: true, message: PACKAGE_SELECTED });
    const again = await choose(user.cookie, free.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, message: FREE_RESELECT });
    const paid = await choose(user.cookie, gold.id);
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(`/contactForPayment?package=${gold.id}`);
  });

  it('loads the packages and the signed-in user\'s status', async () => {
    const user = await makeUser();
    await subscribe(user.id, 'Gold', { expired: true });
    const body = await (await call(pricePage.loader, '/price', { cookie: user.cookie })).json();
    expect(body.packages).toHaveLength(3);
    expect(body.status).toMatchObject({ hasPackage: true, isActive: false, package: { title: 'Gold' } });
    expect((await (await call(pricePage.loader, '/price')).json()).status).toBeNull();
  });
});

describe('POST /api/packages/assign-package', () => {
  const assign = (cookie: string | undefined, json: unknown) => call(assignApi.action, '/api/packages/assign-package', { json, cookie });

  it("refuses visitors (401) and non-admins (403 'Access denied')", async () => {
    const user = await makeUser();
    expect((await assign(undefined, { userId: user.id, packageId: gold.id })).status).toBe(401);
    expect(await refusal(await assign(user.cookie, { userId: user.id, packageId: gold.id }))).toEqual({ status: 403, message: 'Access denied' });
    expect((await getPackageStatus({ userId: user.id })).hasPackage).toBe(false);
  });

  it('gives the user a fresh subscription: starts now, ends after the duration, nothing used', async () => {
    const [admin, user] = await Promise.all([makeUser({ isAdmin: true }), makeUser()]);
    await subscribe(user.id, 'Gold', { used: 20 });
    const before = Date.now();
    const res = await assign(admin.cookie, { userId: user.id, packageId: gold.id });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: PACKAGE_ASSIGNED, subscription: { userId: user.id, title: 'Gold', listingsUsed: 0 } });
    const [row] = await getDb().select().from(packageSubscriptions).where(eq(packageSubscriptions.userId, user.id)).orderBy(desc(packageSubscriptions.startsAt)).limit(1);
    expect(row.startsAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.expiresAt.getTime() - row.startsAt.getTime()).toBe(30 * DAY);
    expect(await getPackageStatus({ userId: user.id })).toMatchObject({ isActive: true, listingsUsed: 0, listingsLeft: 20 });
  });

  it('answers unknown users and packages with 404 and missing fields with 400', async () => {
    const admin = await makeUser({ isAdmin: true });
    expect(await refusal(await assign(admin.cookie, { userId: '00000000-0000-4000-8000-000000000000', packageId: gold.id }))).toEqual({ status: 404, message: 'User not found.' });
    expect(await refusal(await assign(admin.cookie, { userId: admin.id, packageId: 'nope' }))).toEqual({ status: 404, message: 'Package not found.' });
    const missing = await assign(admin.cookie, { packageId: gold.id });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({ userId: 'Please choose a user.' });
  });
});

describe('the assign page', () => {
  it('finds users by e-mail or username and assigns by hand', async () => {
    const admin = await makeUser({ isAdmin: true });
    const target = await makeUser({ name: 'ma-thida-100%' });
    const found = await (await call(assignPage.loader, '/admin-assign-package?q=THIDA-100%25', { cookie: admin.cookie })).json();
    expect(found.users).toEqual([{ _id: target.id, username: target.username, email: target.email }]);
    const wildcard = await (await call(assignPage.loader, '/admin-assign-package?q=%25', { cookie: admin.cookie })).json();
    expect(wildcard.users.map((u: { _id: string }) => u._id)).toEqual([target.id]);
    const res = await call(assignPage.action, '/admin-assign-package', { cookie: admin.cookie, body: new URLSearchParams({ userId: target.id, packageId: premium.id }) });
    expect(await res.json()).toEqual({ ok: true, message: PACKAGE_ASSIGNED });
    expect((await getPackageStatus({ userId: target.id })).listingsLeft).toBe('Unlimited');
    const bad = await call(assignPage.action, '/admin-assign-package', { cookie: admin.cookie, body: new URLSearchParams({ packageId: premium.id }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ userId: 'Please choose a user.' });
  });

  it('sends a non-admin to sign in', async () => {
    const user = await makeUser();
    const res = await call(assignPage.loader, '/admin-assign-package', { cookie: user.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/sign-in\?redirectTo=/);
  });
});
