// The limits a hostile client used to get past, tried again over real HTTP against the
// production server the browser suite runs: bursts sent at once, bodies that never end, forged
// origins, redirects that browsers read as another site, reviews by the dozen, cookies dropped
// and User-Agents changed. The integration tests prove each point on both databases, closer to
// the code; this file proves the assembled server holds them, with the proxy in front of it
// (each client here has its own X-Forwarded-For address, as behind a load balancer).
import http from 'node:http';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { COMMON_PASSWORD, USERNAME_MIXED_SCRIPTS } from '../../app/lib/schemas/auth';
import { uniqueUser } from './support/browser';
import type { Fixtures } from './support/hostile-targets';
import { getJson, send, setUpFixtures } from './support/probes';

let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await setUpFixtures();
}, 120_000);

let addressCounter = 0;
/** A client address of its own for each use (TEST-NET-2), so one test's limits never reach another's. */
const newAddress = () => `198.51.100.${100 + (addressCounter++ % 150)}`;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(inject('baseURL') + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

async function signUp(address = newAddress()) {
  const person = uniqueUser('hostile-client');
  const res = await post('/api/auth/signup', person, { 'x-forwarded-for': address });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...person, id: ((await res.json()) as { _id: string })._id, cookie };
}

/**
 * Sends a chunked body (no Content-Length): `head`, then bytes that would go on for `totalBytes`; and returns the
 * answer's status and how much was sent before the server answered or closed the connection.
 */
function sendEndlessBody(path: string, contentType: string, head: string, totalBytes: number): Promise<{ status: number | null; sent: number }> {
  const url = new URL(path, inject('baseURL'));
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve) => {
    let sent = 0;
    let status: number | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, sent });
    };
    const req = http.request(url, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': newAddress() } });
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      res.resume();
      res.on('end', finish);
      req.destroy();
    });
    req.on('error', finish);
    req.on('close', finish);
    sent += head.length;
    req.write(head);
    const write = () => {
      while (!done && status === null && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!done && status === null) req.end();
    };
    write();
  });
}

describe('hostile clients: every limit holds on the assembled server', () => {
  it('an endless chunked body is cut at its limit, and the server stays healthy', async () => {
    const boundary = 'hostile';
    for (const path of ['/api/auth/contactForPayment', '/contactForPayment', '/sign-in']) {
      // A well-formed start: a file part whose content never ends.
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`;
      const attack = await sendEndlessBody(path, `multipart/form-data; boundary=${boundary}`, head, 200 * 1024 * 1024);
      // Refused, or cut off, long before the 200 MB were sent; never read whole.
      expect([413, null]).toContain(attack.status);
      expect(attack.sent).toBeLessThan(40 * 1024 * 1024);
    }
    expect((await fetch(inject('baseURL') + '/healthz')).status).toBe(200);
  });

  it('20 wrong passwords sent at once reach the password check at most 5 times, and the account stays locked', async () => {
    const victim = await signUp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/api/auth/signin', { email: victim.email, password: `wrong guess ${i}` })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Signing in to one's own account in between clears nothing on the victim's.
    const attacker = await signUp();
    expect((await post('/api/auth/signin', { email: attacker.email, password: attacker.password })).status).toBe(200);
    expect((await post('/api/auth/signin', { email: victim.email, password: victim.password })).status).toBe(429);
  });

  it('after sign-in and sign-up, redirectTo is followed only to a path of this site, never a 500', async () => {
    const person = await signUp();
    const hostile = ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%2Fevil.example', '%2F%2Fevil%E3%80%82example', '%2F%5Cevil.example', 'https%3A%2F%2Fevil.example'];
    for (const value of hostile) {
      const signIn = await fetch(`${inject('baseURL')}/sign-in?redirectTo=${value}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newAddress() },
        body: new URLSearchParams({ email: person.email, password: person.password }),
      });
      expect(signIn.status, value).toBe(302);
      const location = signIn.headers.get('location') ?? '';
      expect(location, value).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, inject('baseURL')).origin, value).toBe(new URL(inject('baseURL')).origin);

      const newcomer = uniqueUser('redirect');
      const signUpPage = await fetch(`${inject('baseURL')}/sign-up?redirectTo=${value}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newAddress() },
        body: new URLSearchParams(newcomer),
      });
      expect(signUpPage.status, value).toBe(302);
      expect(signUpPage.headers.get('location') ?? '', value).toMatch(/^\/(?![/\\])/);
    }
  });

  it('one review per person per listing, a limit per person, and no review from another site', async () => {
    const reviewer = await signUp();
    const listingId = fixtures.listing.id;
    const review = (rating: number, headers: Record<string, string> = {}) =>
      post('/api/review/createreview', { listingId, rating, content: `Review with ${rating} stars` }, { cookie: reviewer.cookie, ...headers });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await review(1 + (i % 5))).status);
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const reviewsBy = async (userId: string) =>
      ((await getJson(`/api/review/getListingReview/${listingId}`)) as { reviews: { userRef: string }[] }).reviews.filter((r) => r.userRef === userId);
    expect(await reviewsBy(reviewer.id)).toHaveLength(1);

    // The report's cross-site write: a signed-in text/plain POST with a foreign Origin.
    const other = await signUp();
    const forged = await fetch(inject('baseURL') + '/api/review/createreview', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', cookie: other.cookie, 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ listingId, rating: 1, content: 'forged' }),
    });
    expect(forged.status).toBe(403);
    const crossSite = await post('/api/review/createreview', { listingId, rating: 1, content: 'forged' }, { cookie: other.cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await reviewsBy(other.id)).toHaveLength(0);

    // A sign-out link on another site signs nobody out.
    const signOut = await fetch(inject('baseURL') + '/api/auth/signout', { redirect: 'manual', headers: { cookie: other.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(signOut.status).toBe(403);
    const me = await fetch(`${inject('baseURL')}/api/user/${other.id}`, { headers: { cookie: other.cookie } });
    expect(((await me.json()) as { email?: string }).email).toBe(other.email);
  });

  it('sign-ups from one address are limited even when sent at once; common and look-alike credentials are refused', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 15 }, () => post('/api/auth/signup', uniqueUser('flood'), { 'x-forwarded-for': address })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);

    const common = await post('/api/auth/signup', { ...uniqueUser('common'), password: 'password123' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toBe(COMMON_PASSWORD);
    const lookAlike = await post('/api/auth/signup', { ...uniqueUser(), username: 'gоldenland' });
    expect(lookAlike.status).toBe(400);
    expect(((await lookAlike.json()) as { message: string }).message).toBe(USERNAME_MIXED_SCRIPTS);
  });

  it('a view counts once whatever the User-Agent says', async () => {
    const listingId = fixtures.listing.id;
    const address = newAddress();
    const view = (userAgent: string) =>
      fetch(`${inject('baseURL')}/api/listing/pageviews/${listingId}`, { method: 'POST', headers: { 'user-agent': userAgent, 'x-forwarded-for': address } });
    const first = ((await (await view('Mozilla/5.0 (Linux; Android 10) Chrome/120')).json()) as { count: number }).count;
    let last = first;
    for (let i = 0; i < 5; i++) last = ((await (await view(`Mozilla/5.0 (Linux; Android ${11 + i}) Chrome/${121 + i}`)).json()) as { count: number }).count;
    expect(last).toBe(first);
  });

  it('a picture that declares 100 megapixels is refused from its header', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png');
    const res = await send({ role: 'user', method: 'POST', path: '/api/media/upload', body: form as unknown as string });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/megapixels/);
  });

  it("a method a page does not serve names none of React Router's routes", async () => {
    const res = await fetch(inject('baseURL') + '/about', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newAddress() }, body: 'a=1' });
    expect(res.status).toBe(405);
    expect(await res.text()).not.toMatch(/did not provide|for route/);
  });
});
