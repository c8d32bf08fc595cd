// Cross-site writes to /api (server/api-guard.ts), over real HTTP through server/app.ts: the
// forged review of the attack run, every /api write route of app/routes.ts, the content types
// the portal's own pages send, sign-out by link, and React Router's check on page forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { reviews, sessions, type Listing, type User } from '../app/db/schema';
import { appRoutes, startHttpApp, type HttpApp } from '../tests/support/http-app';
import { makeUser, insertListing, insertUser, pngBuffer } from '../tests/support/fixtures';
import { setupTestDatabase } from '../tests/support/test-db';
import { CROSS_SITE_MESSAGE } from './api-guard';

setupTestDatabase();
const NIL_UUID = '00000000-0000-4000-8000-000000000000';
const EVIL = 'https://evil.example';

let app: HttpApp;
let owner: User;
beforeAll(async () => {
  app = await startHttpApp();
  owner = await insertUser();
});
afterAll(() => app?.close());

const reviewCount = async (listing: Listing) =>
  (await getDb().select({ n: count() }).from(reviews).where(eq(reviews.listingId, listing.id)))[0].n;

const sessionCount = async (userId: string) =>
  (await getDb().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0].n;

const reviewBody = (listing: Listing) => JSON.stringify({ listingId: listing.id, rating: 1, content: 'Forged one-star review' });

/** Answered by the guard itself: 403 and its message, in the /api failure shape. */
async function expectRefusedAsCrossSite(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ success: false, statusCode: 403, message: CROSS_SITE_MESSAGE });
}

describe('cross-site writes to /api', () => {
  it('refuses the attack run\'s forged review: signed in, text/plain, Origin evil.example; nothing is created', async () => {
    const [listing, victim] = await Promise.all([insertListing(owner), makeUser()]);
    const res = await app.request('/api/review/createreview', {
      method: 'POST',
      headers: { cookie: victim.cookie, origin: EVIL, 'content-type': 'text/plain' },
      body: reviewBody(listing),
    });
    await expectRefusedAsCrossSite(res);
    // The same body as JSON from that origin is refused too: the origin alone decides.
    const json = await app.request('/api/review/createreview', {
      method: 'POST',
      headers: { cookie: victim.cookie, origin: EVIL, 'content-type': 'application/json' },
      body: reviewBody(listing),
    });
    await expectRefusedAsCrossSite(json);
    expect(await reviewCount(listing)).toBe(0);
  });

  it('refuses Sec-Fetch-Site cross-site and same-site, and Origin: null, without an Origin to compare', async () => {
    const [listing, victim] = await Promise.all([insertListing(owner), makeUser()]);
    const variants: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }, { origin: 'not a url' }];
    for (const headers of variants) {
      const res = await app.request('/api/review/createreview', {
        method: 'POST',
        headers: { cookie: victim.cookie, 'content-type': 'application/json', ...headers },
        body: reviewBody(listing),
      });
      await expectRefusedAsCrossSite(res);
    }
    expect(await reviewCount(listing)).toBe(0);
  });

  it('serves the site\'s own pages (same Origin, Sec-Fetch-Site same-origin) and clients that send neither header', async () => {
    const [listing, fromPage, fromCurl] = await Promise.all([insertListing(owner), makeUser(), makeUser()]);
    const page = await app.request('/api/review/createreview', {
      method: 'POST',
      headers: { cookie: fromPage.cookie, origin: app.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: reviewBody(listing),
    });
    expect(page.status).toBe(201);
    const curl = await app.request('/api/review/createreview', {
      method: 'POST',
      headers: { cookie: fromCurl.cookie, 'content-type': 'application/json; charset=utf-8' },
      body: reviewBody(listing),
    });
    expect(curl.status).toBe(201);
    expect(await reviewCount(listing)).toBe(2);
  });

  // A ceiling on waiting, not a speed check: every write route in several spellings, one after another.
  it('refuses a foreign Origin on every /api write route of app/routes.ts, however the path is spelled', { timeout: 120_000 }, async () => {
    const apiRoutes = appRoutes.filter((r) => r.path?.toLowerCase().startsWith('api/'));
    expect(apiRoutes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of apiRoutes) {
      const path = `/${route.path!.replace(/:\w+\??/g, NIL_UUID).replace('*', 'no/such/call')}`;
      const spellings = [path, path.toUpperCase(), path.replace('/api/', '/%61pi/'), `/${path}`, `${path}/`];
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const spelling of spellings) {
          const res = await app.request(spelling, { method, headers: { origin: EVIL, 'content-type': 'application/json' }, body: '{}' });
          const body = await res.text();
          if (res.status !== 403 || !body.includes(CROSS_SITE_MESSAGE)) failures.push(`${method} ${spelling} → ${res.status} ${body.slice(0, 80)}`);
        }
        // The control: without the foreign Origin, the call itself answers (never the guard).
        const control = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
        if ((await control.text()).includes(CROSS_SITE_MESSAGE)) failures.push(`${method} ${path} without Origin was refused`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a write whose Origin is PUBLIC_URL passes where the Host differs (behind a proxy); another scheme does not', async () => {
    const behindProxy = await startHttpApp({ PUBLIC_URL: 'https://homes.example.com/' });
    try {
      const [listing, user] = await Promise.all([insertListing(owner), makeUser()]);
      const send = (origin: string) =>
        behindProxy.request('/api/review/createreview', {
          method: 'POST',
          headers: { cookie: user.cookie, origin, 'content-type': 'application/json' },
          body: reviewBody(listing),
        });
      await expectRefusedAsCrossSite(await send('http://homes.example.com'));
      await expectRefusedAsCrossSite(await send('https://homes.example.com.evil.example'));
      expect((await send('https://homes.example.com')).status).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });

  it('behind a trusted proxy, the address the visitor used is the site; X-Forwarded-Host counts only from a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'homes.example.com' };
    const send = (server: HttpApp, user: { cookie: string }, listing: Listing) =>
      server.request('/api/review/createreview', {
        method: 'POST',
        headers: { cookie: user.cookie, origin: 'https://homes.example.com', 'content-type': 'application/json', ...forwarded },
        body: reviewBody(listing),
      });
    const [listing, first, second] = await Promise.all([insertListing(owner), makeUser(), makeUser()]);
    await expectRefusedAsCrossSite(await send(app, first, listing));
    const behindProxy = await startHttpApp({ TRUST_PROXY: '1' });
    try {
      expect((await send(behindProxy, second, listing)).status).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('content types of /api writes', () => {
  it('a JSON call refuses text/plain, a form, multipart and an untyped body (415), and changes nothing', async () => {
    const [listing, user] = await Promise.all([insertListing(owner), makeUser()]);
    const form = new FormData();
    form.set('listingId', listing.id);
    const bodies: [string | undefined, BodyInit][] = [
      ['text/plain', reviewBody(listing)],
      ['application/x-www-form-urlencoded', `listingId=${listing.id}&rating=1&content=x`],
      [undefined, form],
      [undefined, new Blob([reviewBody(listing)])],
    ];
    for (const [type, body] of bodies) {
      const res = await app.request('/api/review/createreview', { method: 'POST', headers: { cookie: user.cookie, ...(type && { 'content-type': type }) }, body });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ success: false, statusCode: 415, message: 'This call accepts only application/json bodies.' });
    }
    expect(await reviewCount(listing)).toBe(0);
  });

  it('the file calls take multipart only; calls without a body need no type; the header\'s sign-out form works', async () => {
    const user = await makeUser();
    const asJson = await app.request('/api/media/upload', { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(asJson.status).toBe(415);
    expect((await asJson.json()).message).toBe('This call accepts only multipart/form-data bodies.');
    const inquiryAsForm = await app.request('/api/auth/contactForPayment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&email=a%40b.c&message=hello',
    });
    expect(inquiryAsForm.status).toBe(415);

    // What the image uploader sends (lib/upload-images.ts): multipart with the field "images".
    const form = new FormData();
    form.append('images', new File([new Uint8Array(await pngBuffer())], 'a.png', { type: 'image/png' }));
    const upload = await app.request('/api/media/upload', { method: 'POST', headers: { cookie: user.cookie, origin: app.url, 'sec-fetch-site': 'same-origin' }, body: form });
    expect(upload.status).toBe(200);

    // The view counter posts nothing (components/listing/use-page-views.ts).
    const listing = await insertListing(owner);
    const view = await app.request(`/api/listing/pageviews/${listing.id}`, { method: 'POST', headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(view.status).toBe(200);

    // The header's sign-out is an HTML form with no fields: urlencoded, empty.
    expect(await sessionCount(user.id)).toBe(1);
    const signOut = await app.request('/api/signout', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: app.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    // (A browser's form navigation is sent home, 302; Node's fetch says sec-fetch-mode cors: JSON.)
    expect(signOut.status).toBe(200);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('a DELETE without a body works (the review\'s delete button)', async () => {
    const [listing, user] = await Promise.all([insertListing(owner), makeUser()]);
    const created = await app.request('/api/review/createreview', { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: reviewBody(listing) });
    const { review } = (await created.json()) as { review: { _id: string } };
    const res = await app.request(`/api/review/deletereview/${review._id}`, { method: 'DELETE', headers: { cookie: user.cookie, origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
    expect(await reviewCount(listing)).toBe(0);
  });
});

describe('GET /api/auth/signout', () => {
  it('does not sign out when another site sends the browser there; the site itself and a typed address do', async () => {
    const user = await makeUser();
    const fromElsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: EVIL }];
    for (const headers of fromElsewhere) {
      for (const method of ['GET', 'HEAD']) {
        const res = await app.request('/api/auth/signout', { method, headers: { cookie: user.cookie, ...headers } });
        expect(res.status).toBe(403);
        expect(res.headers.get('set-cookie')).toBeNull();
      }
    }
    expect(await sessionCount(user.id)).toBe(1);
    // components/layout/session-sync.tsx's fetch.
    const own = await app.request('/api/auth/signout', { headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(await sessionCount(user.id)).toBe(0);

    const other = await makeUser();
    const typed = await app.request('/api/auth/signout', { headers: { cookie: other.cookie, 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(200);
    expect(await sessionCount(other.id)).toBe(0);
  });
});

describe('page forms (React Router\'s own check)', () => {
  it('a cross-site POST to /sign-in is refused and signs no one in; from the site it signs in', async () => {
    const user = await makeUser();
    const form = `email=${encodeURIComponent(user.email)}&password=a-long-password`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.9.9' };
    const forged = await app.request('/sign-in', { method: 'POST', headers: { ...headers, origin: EVIL }, body: form });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('set-cookie')).toBeNull();
    const before = await sessionCount(user.id);
    const own = await app.request('/sign-in', { method: 'POST', headers: { ...headers, origin: app.url }, body: form });
    expect(own.status).toBe(302);
    expect(own.headers.get('set-cookie')).toMatch(/^yh_session=/);
    expect(await sessionCount(user.id)).toBe(before + 1);
  });

  it('a cross-site POST to /contact is refused before its action runs', async () => {
    const res = await app.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      body: 'name=Forged&email=a%40b.c&message=hello',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad Request');
  });
});
