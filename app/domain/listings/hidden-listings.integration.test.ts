// A listing an admin hid answers, over real HTTP, exactly as a listing that does not exist, on
// every path of app/routes.ts that names a listing, to a visitor and to any signed-in user but
// its lister and the admins, who still see it; and it is in no list anyone is shown. One rule
// does it (visibility.server.ts); this walks the routes to hold every path to it.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, reviews, type Listing, type User } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { insertAgent, insertListing, makeUser, cookieFor, uploadedImage } from '../../../tests/support/fixtures';
import { appRoutes, setupHttpApp } from '../../../tests/support/http-app';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const app = setupHttpApp();

const UNKNOWN = '5d0c6f2e-8b1a-4c3e-9f7d-2a6b8c4e1f03';
const NAME = 'Moonstone villa by Kandawgyi Lake';
const SAVED_AS = 'Moonstone house by Kandawgyi Lake';

let lister: User & { cookie: string };
let admin: User & { cookie: string };
let other: User & { cookie: string };
let hidden: Listing;
let twin: Listing;
let listingUpdate: Record<string, unknown>;

interface Viewer {
  name: string;
  cookie?: string;
}
/** Those to whom a hidden listing is unknown (their cookies exist once the users do). */
const OUTSIDERS: { name: string; viewer: () => Viewer }[] = [
  { name: 'a visitor', viewer: () => ({ name: 'a visitor' }) },
  { name: 'another signed-in user', viewer: () => ({ name: 'another signed-in user', cookie: other.cookie }) },
];

/** A browser's: the view counter leaves crawlers (and fetch's own User-Agent) uncounted. */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };

const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() });
const json = (value: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(value) });

/** One request about the listing `id`. */
interface Probe {
  route: string;
  method?: string;
  path: (id: string) => string;
  body?: (id: string) => { 'content-type': string; body: string };
}

/**
 * Every route that names a listing (by its path, query or body), with a request of each kind it
 * answers. Bodies are valid, so that the answer depends on the listing alone.
 */
const PROBES: Probe[] = [
  { route: 'listing/:listingId', path: (id) => `/listing/${id}` },
  { route: 'listing/:listingId', path: (id) => `/listing/${id}.data` },
  { route: 'listing/:listingId', method: 'POST', path: (id) => `/listing/${id}`, body: () => form({ intent: 'contact', name: 'Ko Aung', email: 'aung@example.com', message: 'Is the villa still available in December?' }) },
  { route: 'listing/:listingId', method: 'POST', path: (id) => `/listing/${id}`, body: () => form({ intent: 'review', rating: '4', content: 'A quiet street and a helpful owner.' }) },
  { route: 'listing/:listingId', method: 'POST', path: (id) => `/listing/${id}`, body: () => form({ intent: 'report', target: 'listing', reason: 'scam', note: '' }) },
  { route: 'update-listing/:listingId', path: (id) => `/update-listing/${id}` },
  { route: 'update-listing/:listingId', path: (id) => `/update-listing/${id}.data` },
  { route: 'api/listing/get/:id', path: (id) => `/api/listing/get/${id}` },
  { route: 'api/listing/update/:id', method: 'POST', path: (id) => `/api/listing/update/${id}`, body: () => json(listingUpdate) },
  { route: 'api/listing/delete/:id', method: 'DELETE', path: (id) => `/api/listing/delete/${id}` },
  { route: 'api/listing/pageviews/:id', method: 'POST', path: (id) => `/api/listing/pageviews/${id}` },
  { route: 'api/listing/getpageviews/:id', path: (id) => `/api/listing/getpageviews/${id}` },
  { route: 'api/listing/getRelated', path: (id) => `/api/listing/getRelated?listingId=${id}` },
  { route: 'api/review/getListingReview/:listingId', path: (id) => `/api/review/getListingReview/${id}` },
  { route: 'api/review/createreview', method: 'POST', path: () => '/api/review/createreview', body: (id) => json({ listingId: id, rating: 4, content: 'A quiet street and a helpful owner.' }) },
  { route: 'api/auth/contact', method: 'POST', path: () => '/api/auth/contact', body: (id) => json({ propertyId: id, name: 'Ko Aung', email: 'aung@example.com', message: 'Is the villa still available in December?' }) },
  { route: 'favourites', method: 'POST', path: () => '/favourites', body: (id) => form({ intent: 'add', listingId: id }) },
  { route: 'favourites', method: 'POST', path: () => '/favourites', body: (id) => form({ intent: 'merge', listingId: id }) },
  { route: 'favourites', path: (id) => `/favourites.data?ids=${id}` },
  { route: 'api/contact-taps/:target/:id/:channel', method: 'POST', path: (id) => `/api/contact-taps/listing/${id}/call` },
];

/**
 * Pages and calls that list listings: a hidden one is in none of them, for anyone. `byCount`:
 * the page shows how many, never which.
 */
const LISTS: { route: string; paths: () => string[]; byCount?: boolean }[] = [
  { route: '', paths: () => ['/'] },
  { route: 'search', paths: () => ['/search?type=rent', '/search.data?township=bahan'] },
  { route: 'full-search', paths: () => ['/full-search?searchTerm=Moonstone', '/full-search.data?searchTerm=Moonstone'] },
  { route: 'api/listing/search', paths: () => ['/api/listing/search?searchTerm=Moonstone'] },
  { route: 'api/listing/get', paths: () => ['/api/listing/get?type=rent', `/api/listing/get?userId=${lister.id}`] },
  { route: 'home-lists/:list', paths: () => ['/home-lists/rent'] },
  { route: 'map-points', paths: () => ['/map-points?type=rent', `/map-points?agent=${lister.id}`] },
  { route: 'agent', paths: () => ['/agent'], byCount: true },
  { route: 'agent/:id', paths: () => [`/agent/${lister.id}`, `/agent/${lister.id}.data`] },
  // The twin's similar listings, on its page and from the call.
  { route: 'listing/:listingId', paths: () => [`/listing/${twin.id}`] },
  { route: 'api/listing/getRelated', paths: () => [`/api/listing/getRelated?listingId=${twin.id}`] },
  { route: 'favourites', paths: () => ['/favourites', '/favourites.data'] },
];

/**
 * Routes that name no listing, nor list listings to anyone but the lister (theirs, hidden ones
 * marked) and the admins.
 */
const NO_LISTING = [
  'sign-in', 'sign-up', 'forgotpassword', 'forgot-password', 'reset-password/:token', 'reset_password/:token', 'confirm-email/:token', 'about',
  'create-listing', 'create-listing-admin', 'my-listing', 'saved-searches', 'unsubscribe/:token', 'profile', 'update-agent',
  'dashboard', 'update-agent-by-admin/:userId', 'blogs', 'post/:slug', 'create-post', 'update-post/:postId', 'price',
  'packages', 'create-package', 'update-package/:id', 'admin-assign-package', 'contact', 'contactForPayment', 'robots.txt',
  'PrivacyPolicy', 'privacy_policy', 'TermsAndConditions', 'terms_and_conditions',
  'api/auth/signup', 'api/auth/signin', 'api/auth/signout', 'api/signout', 'api/auth/google', 'api/auth/forgotpassword',
  'api/auth/reset-password/:token', 'auth/google', 'auth/google/callback', 'api/listing/create', 'api/user/listings/:userId',
  'api/user/update/:id', 'api/user/getagents', 'api/user/getusers', 'api/user/getallusers', 'api/user/delete/:id', 'api/user/:id',
  'api/post/getposts', 'api/post/create', 'api/post/updatepost/:postId/:userId?', 'api/post/deletepost/:postId/:userId?',
  'api/admin/inbox', 'api/review/deletereview/:id', 'api/media/upload', 'api/media/delete', 'api/packages', 'api/packages/create',
  'api/packages/status/:userId', 'api/packages/select', 'api/packages/assign-package', 'api/packages/:id', 'api/package/buy/:packageId',
  'api/auth/contactForPayment', 'api/payment-inquiries/:id/proof', 'api/openapi.json', 'api/docs', 'api/*', '*',
  // Figures by township, the rate, the offline page: no listing named. The admins' duplicate pairs
  // show hidden ones to admins alone; the photo matches leave hidden listings out (duplicates.integration.test.ts).
  'insights', 'insights/:township', 'exchange-rate', 'offline', 'unsubscribe/saved-listings/:token', 'moderation/duplicates', 'listing-photo-matches',
  // A post shared or read into a draft, a person's notification choices and push devices: no listing named.
  'share-listing', 'notifications', 'api/listing/draft', 'api/push/key', 'api/push/subscriptions', 'api/push/subscriptions/:id', 'api/push/preferences',
];

/** The sitemap's files (its index names them). */
async function sitemapFiles(): Promise<string[]> {
  const index = await (await app.request('/sitemap.xml')).text();
  return [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map(([, path]) => path);
}

async function send(probe: Probe, id: string, viewer: Viewer) {
  const body = probe.body?.(id);
  const headers: Record<string, string> = { ...BROWSER };
  if (viewer.cookie) headers.cookie = viewer.cookie;
  if (body) headers['content-type'] = body['content-type'];
  return app.request(probe.path(id), { method: probe.method ?? 'GET', headers, body: body?.body });
}

/** What a viewer can tell of an answer: its status, type, redirect and body, with the listing's id and the page's nonce written alike. */
async function answer(probe: Probe, id: string, viewer: Viewer) {
  const res = await send(probe, id, viewer);
  const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  const alike = (text: string) => (nonce ? text.replaceAll(nonce, 'NONCE') : text).replaceAll(id, 'ID');
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    location: alike(res.headers.get('location') ?? ''),
    body: alike(await res.text()),
  };
}

function postForm(path: string, cookie: string, fields: Record<string, string>) {
  const { body, ...headers } = form(fields);
  return app.request(path, { method: 'POST', headers: { cookie, ...headers }, body });
}

async function listed(path: string, viewer: Viewer) {
  const res = await app.request(path, viewer.cookie ? { headers: { cookie: viewer.cookie } } : undefined);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Each list's answer to `viewer`, the sitemap's files as one. */
async function allLists(viewer: Viewer, { byCount = true } = {}) {
  const paths = LISTS.filter((list) => byCount || !list.byCount).flatMap((list) => list.paths());
  const sitemap = (await Promise.all((await sitemapFiles()).map((path) => listed(path, viewer)))).join('\n');
  return [...(await Promise.all(paths.map(async (path) => ({ path, body: await listed(path, viewer) })))), { path: '/sitemaps/', body: sitemap }];
}

beforeAll(async () => {
  const agent = await insertAgent({ name: 'Kandawgyi Homes' });
  lister = Object.assign(agent, { cookie: await cookieFor(agent) });
  admin = await makeUser({ isAdmin: true });
  other = await makeUser({ name: 'Daw Khin' });
  const place = { type: 'rent', township: 'bahan', propertyType: 'house', propertyStatus: 'Still Available' } as const;
  twin = await insertListing(lister, { ...place, name: 'Garden house in Bahan', createdAt: new Date(Date.now() - 60_000) });
  hidden = await insertListing(lister, { ...place, name: SAVED_AS });
  await getDb().insert(reviews).values({ listingId: hidden.id, userRef: admin.id, rating: 5, content: 'Lovely garden, fair landlord.' });
  listingUpdate = {
    name: 'A villa someone else would rename',
    description: '<p>Renamed.</p>',
    address: 'No. 3, Kan Yeik Thar Road',
    township: 'bahan',
    propertyType: 'house',
    type: 'rent',
    status: 'Agent',
    currency: 'USD',
    regularPrice: 1500,
    bedrooms: 3,
    bathrooms: 2,
    phone: '09 450 123 456',
    imageUrls: [await uploadedImage(other.id)],
  };
});

describe('a listing an admin hid', () => {
  it('is named by every route of app/routes.ts that names or lists listings, or that route is known to name none', () => {
    const covered = new Set([...PROBES.map((probe) => probe.route), ...LISTS.map((list) => list.route), 'sitemap.xml', 'sitemaps/:file', ...NO_LISTING]);
    const routes = appRoutes.map((route) => route.path ?? '');
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('is found by everyone while it is public, and saved by another user under the title it had', async () => {
    for (const { viewer } of OUTSIDERS) {
      const lists = (await allLists(viewer(), { byCount: false })).filter(({ path }) => !path.startsWith('/favourites'));
      for (const { path, body } of lists) expect(body, `${viewer().name}: ${path}`).toContain(hidden.id);
    }
    expect((await postForm('/favourites', other.cookie, { intent: 'add', listingId: hidden.id })).status).toBe(200);
  });

  it('is hidden by an admin from the moderation tab, then renamed by its lister', async () => {
    const res = await postForm('/dashboard?tab=moderation', admin.cookie, { intent: 'hide-listing', id: hidden.id, reason: 'scam' });
    expect(res.status).toBe(200);
    expect((await getDb().select({ hiddenAt: listings.hiddenAt }).from(listings).where(eq(listings.id, hidden.id)))[0].hiddenAt).not.toBeNull();
    await getDb().update(listings).set({ name: NAME }).where(eq(listings.id, hidden.id));
  });

  for (const { name, viewer } of OUTSIDERS) {
    it(`answers ${name} on every path as an unknown listing`, async () => {
      const asked = viewer();
      for (const probe of PROBES) {
        const label = `${probe.method ?? 'GET'} ${probe.path('ID')} ${probe.body?.('ID').body ?? ''}`;
        expect(await answer(probe, hidden.id, asked), label).toEqual(await answer(probe, UNKNOWN, asked));
      }
    });

    it(`is in no list ${name} is shown, the sitemap and the structured data included`, async () => {
      for (const { path, body } of await allLists(viewer())) {
        expect(body, `${name}: ${path}`).not.toContain(hidden.id);
        expect(body, `${name}: ${path}`).not.toContain('Moonstone villa');
      }
    });
  }

  it('shows on the saving user’s /favourites as a removed listing would, under the title it was saved with', async () => {
    const res = await app.request('/favourites.data', { headers: { cookie: other.cookie } });
    const body = await res.text();
    expect(body).toContain(SAVED_AS);
    expect(body).not.toContain(NAME);
    expect(body).not.toContain(hidden.id);
    expect(body).not.toContain('"hidden"');
    const page = await (await app.request('/favourites', { headers: { cookie: other.cookie } })).text();
    expect(page.replaceAll('&#x27;', "'")).toContain(`'${SAVED_AS}' is no longer on Yangon Homes.`);
  });

  for (const who of ['its lister', 'an admin'] as const) {
    it(`is still seen by ${who}: its page, its data, its count, its reviews, its similar listings, its form, and saved`, async () => {
      const cookie = who === 'its lister' ? lister.cookie : admin.cookie;
      const get = (path: string) => app.request(path, { headers: { cookie } });
      const page = await get(`/listing/${hidden.id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(NAME);
      expect((await get(`/listing/${hidden.id}.data`)).status).toBe(200);
      expect((await get(`/update-listing/${hidden.id}`)).status).toBe(200);
      expect(await (await get(`/api/listing/get/${hidden.id}`)).json()).toMatchObject({ _id: hidden.id, name: NAME });
      expect((await (await get(`/api/listing/getpageviews/${hidden.id}`)).json()).success).toBe(true);
      const counted = await app.request(`/api/listing/pageviews/${hidden.id}`, { method: 'POST', headers: { cookie, ...BROWSER } });
      expect((await counted.json()).count).toBeGreaterThanOrEqual(1);
      expect((await (await get(`/api/listing/getRelated?listingId=${hidden.id}`)).json()).results.map((l: { _id: string }) => l._id)).toEqual([twin.id]);
      expect((await (await get(`/api/review/getListingReview/${hidden.id}`)).json()).count).toBe(1);
      expect((await postForm('/favourites', cookie, { intent: 'add', listingId: hidden.id })).status).toBe(200);
      const favourites = await (await get('/favourites.data')).text();
      expect(favourites).toContain(hidden.id);
      expect(favourites).toContain(NAME);
    });
  }
});
