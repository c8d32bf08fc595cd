// Over real HTTP, which answers a shared cache (a CDN in front) may keep: no page a signed-in
// person gets, no .data or /api answer (the guards' refusals included), no page whose URL holds a
// token, however spelled, and no answer that sets a cookie: all `private, no-store`. A visitor's
// public pages keep what they had (no Cache-Control, and the page cache still sends them again),
// the sitemap and robots.txt their hour, static assets and photos their year, a signed-in
// reader's too; what is no file there falls through to a page, private again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, User } from '../app/db/schema';
import { insertListing, makeUser, uploadedImage } from '../tests/support/fixtures';
import { startHttpApp, type HttpApp } from '../tests/support/http-app';
import { setupTestDatabase } from '../tests/support/test-db';

setupTestDatabase();

const PRIVATE = 'private, no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let clientDir: string;
let app: HttpApp;
let user: User & { cookie: string };
let listing: Listing;
let photo: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry.client-AbC123.js'), 'export const x = 1;\n');
  app = await startHttpApp({}, { clientDir });
  user = await makeUser({ name: 'Ma Thida' });
  listing = await insertListing(user, { name: 'Riverside flat in Ahlone' });
  photo = await uploadedImage(user.id);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const cacheControl = async (urlPath: string, init: RequestInit = {}) => {
  const res = await app.request(urlPath, init);
  await res.body?.cancel();
  return res.headers.get('cache-control');
};
const signedIn = () => ({ headers: { cookie: user.cookie } });

describe('Cache-Control', () => {
  it('is private, no-store on every page a signed-in person gets, their 404 and redirects included', async () => {
    for (const page of ['/', '/search?type=rent', `/listing/${listing.id}`, '/favourites', '/profile', '/my-listing', '/listing/nope', '/sign-in']) {
      expect(await cacheControl(page, signedIn()), page).toBe(PRIVATE);
    }
  });

  it('is private, no-store on every .data answer, a visitor’s too', async () => {
    for (const data of ['/search.data?type=rent', `/listing/${listing.id}.data`, '/favourites.data', '/about.data', '/listing/nope.data']) {
      expect(await cacheControl(data), data).toBe(PRIVATE);
      expect(await cacheControl(data, signedIn()), data).toBe(PRIVATE);
    }
  });

  it('is private, no-store on every /api answer: reads, refusals by the guards, unknown calls, a route’s own header kept single', async () => {
    expect(await cacheControl('/api/listing/get?type=rent')).toBe(PRIVATE);
    expect(await cacheControl(`/api/listing/get/${listing.id}`)).toBe(PRIVATE);
    expect(await cacheControl('/api/openapi.json')).toBe(PRIVATE);
    expect(await cacheControl('/api/no-such-call')).toBe(PRIVATE);
    expect(await cacheControl('/API/listing/get')).toBe(PRIVATE);
    expect(await cacheControl('/%61pi/listing/get')).toBe(PRIVATE);
    // Refused before React Router: a method no call serves, a body of the wrong type.
    expect(await cacheControl('/api/listing/get', { method: 'OPTIONS' })).toBe(PRIVATE);
    expect(await cacheControl('/api/auth/signin', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).toBe(PRIVATE);
    expect(await cacheControl('/api/user/getusers', signedIn())).toBe(PRIVATE);
  });

  it('is private, no-store on the pages whose URL holds a token, however the path is spelled', async () => {
    for (const page of ['/unsubscribe/some-token', '/reset-password/some-token', '/reset_password/some-token', '/confirm-email/some-token', '/Reset-Password/some-token', '/%75nsubscribe/some-token', '/x/../unsubscribe/some-token']) {
      expect(await cacheControl(page), page).toBe(PRIVATE);
    }
  });

  it('is private, no-store on an answer that sets a cookie', async () => {
    const res = await app.request('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: user.email, password: 'a-long-password' }).toString(),
    });
    expect(res.headers.get('set-cookie')).toMatch(/yh_session=/);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('stays as it was on a visitor’s public pages, which the page cache still sends again', async () => {
    for (const page of ['/', '/search?type=rent', `/listing/${listing.id}`, '/about', '/agent']) {
      expect(await cacheControl(page), page).toBeNull();
    }
    const pageOf = async () => {
      const res = await app.request(`/listing/${listing.id}`);
      const nonce = res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
      return (await res.text()).replaceAll(nonce, 'N');
    };
    expect(await pageOf()).toBe(await pageOf());
    expect(await cacheControl('/sitemap.xml')).toBe('public, max-age=3600');
    expect(await cacheControl('/robots.txt')).toBe('public, max-age=3600');
  });

  it('stays immutable on static assets and photos', async () => {
    expect(await cacheControl('/assets/entry.client-AbC123.js')).toBe(IMMUTABLE);
    expect(await cacheControl(photo)).toBe(IMMUTABLE);
  });

  it('stays immutable on static assets and photos a signed-in reader asks for: the same files for everyone', async () => {
    expect(await cacheControl('/assets/entry.client-AbC123.js', signedIn())).toBe(IMMUTABLE);
    expect(await cacheControl(photo, signedIn())).toBe(IMMUTABLE);
  });

  it('is private, no-store on what a signed-in reader asks for under /media or /assets that is no file: the page rendered next is theirs', async () => {
    const missing = photo.replace(/[0-9a-f](-\d+\.webp)$/, (digit, rest: string) => `${digit === '0' ? '1' : '0'}${rest}`);
    for (const path of [missing, '/media/../private/proofs/x.pdf', '/media/%2e%2e/profile', '/media/x.data']) {
      expect(await cacheControl(path, signedIn()), path).toBe(PRIVATE);
    }
  });
});
