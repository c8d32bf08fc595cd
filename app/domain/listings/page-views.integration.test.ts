import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb, setDb } from '../../db/registry.server';
import { appSecrets, pageViews, throttleEvents, type Listing, type User } from '../../db/schema';
import { resetConfig } from '../../server-lib/config.server';
import * as countApi from '../../routes/api/listing.getpageviews';
import * as viewApi from '../../routes/api/listing.pageviews';
import { call, cookieFrom } from '../../../tests/support/requests';
import { cookieFor, insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { ANONYMOUS_VISITORS, recordPageView } from './page-views.server';
import { yangonDay } from './yangon-day.server';
import { issueVisitorCookie, VISITOR_COOKIE } from './visitor-cookie.server';

const database = setupTestDatabase();
let owner: User;
beforeAll(async () => {
  owner = await insertUser();
});

const CHROME = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** POST /api/listing/pageviews/:id; `cookie`: the Cookie header (session and/or visitor cookie). */
const view = (listing: Listing, { ip = '10.0.0.1', ua = CHROME, cookie }: { ip?: string; ua?: string; cookie?: string } = {}) =>
  call(viewApi.action, `/api/listing/pageviews/${listing.id}`, { method: 'POST', params: { id: listing.id }, ip, cookie, headers: { 'user-agent': ua } });
const total = async (res: Response) => ((await res.json()) as { count: number }).count;
const DAY_MS = 86_400_000;
/** A visitor cookie as the counter issued it `daysAgo` days ago, as the browser sends it back. */
const visitorCookie = async (daysAgo: number) => (await issueVisitorCookie({ now: new Date(Date.now() - daysAgo * DAY_MS), secure: false })).split(';')[0];
const count = async (listing: Listing) => {
  const res = await call(countApi.loader, `/api/listing/getpageviews/${listing.id}`, { params: { id: listing.id } });
  expect(res.status).toBe(200);
  return (await res.json()).count as number;
};

describe('page views', () => {
  it('counts the same visitor once a day', async () => {
    const listing = await insertListing(owner);
    expect(await (await view(listing)).json()).toEqual({ success: true, count: 1 });
    expect(await (await view(listing)).json()).toEqual({ success: true, count: 1 });
    expect(await count(listing)).toBe(1);
    // Only a salted hash is stored: no address, browser or user id.
    const rows = await getDb().select().from(pageViews).where(eq(pageViews.listingId, listing.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].visitorHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts two addresses twice, with or without their cookies', async () => {
    const listing = await insertListing(owner);
    await view(listing, { ip: '10.0.0.1' });
    await view(listing, { ip: '10.0.0.2' });
    expect(await count(listing)).toBe(2);
    // One browser (one cookie from an earlier day) seen from two addresses: the cookie counts with its address.
    const cookie = await visitorCookie(1);
    await view(listing, { ip: '10.0.0.3', cookie });
    await view(listing, { ip: '10.0.0.4', cookie });
    expect(await count(listing)).toBe(4);
  });

  it('does not count a new User-Agent as a new visitor', async () => {
    const listing = await insertListing(owner);
    for (const ua of [CHROME, FIREFOX, `${CHROME} r1`, `${CHROME} r2`, 'curl/8.0', '']) await view(listing, { ip: '10.0.4.1', ua });
    const cookie = await visitorCookie(2);
    for (const ua of [CHROME, FIREFOX, `${FIREFOX} r3`]) await view(listing, { ip: '10.0.4.2', ua, cookie });
    expect(await count(listing)).toBe(2);
  });

  it('gives an anonymous browser a visitor cookie: httpOnly, SameSite=Lax, only for the counter, a year; never twice', async () => {
    const listing = await insertListing(owner);
    const first = await view(listing, { ip: '10.0.5.1' });
    const header = first.headers.get('set-cookie') ?? '';
    expect(header).toMatch(new RegExp(`^${VISITOR_COOKIE}=[^;]+; Path=/api/listing/pageviews; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
    const again = await view(listing, { ip: '10.0.5.1', cookie: cookieFrom(first) });
    expect(again.headers.get('set-cookie')).toBeNull();
    // A signed-in user is counted by account and needs none.
    const user = await view(listing, { ip: '10.0.5.1', cookie: await cookieFor(await insertUser()) });
    expect(user.headers.get('set-cookie')).toBeNull();
  });

  it('counts one cookie from one address once a day, and the visit that got it once with it', async () => {
    const listing = await insertListing(owner);
    // The first visit has no cookie yet (counted by address); its later looks today carry it.
    const first = await view(listing, { ip: '10.0.6.1' });
    expect(await total(first)).toBe(1);
    for (let i = 0; i < 3; i++) expect(await total(await view(listing, { ip: '10.0.6.1', cookie: cookieFrom(first) }))).toBe(1);
    // A cookie from an earlier day: one more visitor behind that address, counted once.
    const older = await visitorCookie(3);
    for (let i = 0; i < 3; i++) expect(await total(await view(listing, { ip: '10.0.6.1', cookie: older }))).toBe(2);
  });

  it('does not count more for a client that drops its cookie, sends a new one or makes one up', async () => {
    const listing = await insertListing(owner);
    for (let i = 0; i < 10; i++) await view(listing, { ip: '10.0.7.1' });
    for (let i = 0; i < 10; i++) await view(listing, { ip: '10.0.7.1', cookie: await visitorCookie(0) });
    const forged = (id: string) => `${VISITOR_COOKIE}=${id.padEnd(22, 'A')}.2020-01-01.${'B'.repeat(22)}`;
    for (let i = 0; i < 10; i++) await view(listing, { ip: '10.0.7.1', cookie: forged(`forged${i}`) });
    expect(await count(listing)).toBe(1);
  });

  it('caps the anonymous visitors one address adds to a listing in a day, whatever cookies it farmed', async () => {
    const listing = await insertListing(owner);
    const farmed = await Promise.all(Array.from({ length: ANONYMOUS_VISITORS.max + 10 }, () => visitorCookie(1)));
    for (const cookie of farmed) await view(listing, { ip: '10.0.8.1', cookie });
    expect(await count(listing)).toBe(ANONYMOUS_VISITORS.max);
    // Another address, and signed-in users, are not held by that address's cap.
    await view(listing, { ip: '10.0.8.2', cookie: farmed[0] });
    await view(listing, { ip: '10.0.8.1', cookie: await cookieFor(await insertUser()) });
    expect(await count(listing)).toBe(ANONYMOUS_VISITORS.max + 2);
    // Another listing from the same address has a cap of its own.
    const other = await insertListing(owner);
    await view(other, { ip: '10.0.8.1', cookie: farmed[1] });
    expect(await count(other)).toBe(1);
  });

  it('stores no address, cookie or user id in clear: neither in the views nor in the cap', async () => {
    const listing = await insertListing(owner);
    const user = await insertUser();
    const cookie = await visitorCookie(1);
    await view(listing, { ip: '10.0.9.77', cookie });
    await view(listing, { ip: '10.0.9.78' });
    await view(listing, { ip: '10.0.9.79', cookie: await cookieFor(user) });
    const rows = await getDb().select().from(pageViews).where(eq(pageViews.listingId, listing.id));
    expect(rows).toHaveLength(3);
    const caps = await getDb().select().from(throttleEvents).where(eq(throttleEvents.action, ANONYMOUS_VISITORS.action));
    const stored = JSON.stringify([rows, caps]);
    const cookieValue = cookie.slice(VISITOR_COOKIE.length + 1);
    for (const secret of ['10.0.9.77', '10.0.9.78', '10.0.9.79', cookieValue, cookieValue.split('.')[0], user.id]) {
      expect(stored).not.toContain(secret);
    }
    for (const row of rows) expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    for (const row of caps) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts a signed-in user once, from any address', async () => {
    const listing = await insertListing(owner);
    const cookie = await cookieFor(await insertUser());
    await view(listing, { ip: '10.0.1.1', cookie });
    await view(listing, { ip: '10.0.1.2', ua: FIREFOX, cookie });
    expect(await count(listing)).toBe(1);
  });

  it('counts the same visitor again on the next day in Yangon', async () => {
    const listing = await insertListing(owner);
    const visitor = { ip: '10.0.2.1', userAgent: CHROME };
    // 17:00 and 17:20 UTC are 23:30 and 23:50 in Yangon (UTC+6:30); 17:40 UTC is 00:10 the next day.
    await recordPageView({ listingId: listing.id, visitor, viewer: null, now: new Date('2024-06-16T17:00:00Z') });
    await recordPageView({ listingId: listing.id, visitor, viewer: null, now: new Date('2024-06-16T17:20:00Z') });
    expect(await count(listing)).toBe(1);
    expect(await recordPageView({ listingId: listing.id, visitor, viewer: null, now: new Date('2024-06-16T17:40:00Z') })).toBe(2);
    expect(yangonDay(new Date('2024-06-16T17:20:00Z'))).toBe('2024-06-16');
    expect(yangonDay(new Date('2024-06-16T17:40:00Z'))).toBe('2024-06-17');
  });

  it('counts a visitor once whichever app instance serves them: the salt secret lives in the database', async () => {
    const listing = await insertListing(owner);
    const visitor = { ip: '10.0.3.1', userAgent: CHROME };
    const now = new Date('2024-07-01T05:00:00Z');
    expect(await recordPageView({ listingId: listing.id, visitor, viewer: null, now })).toBe(1);
    // A second instance on another machine: its own DATA_DIR, and its own database handle (so
    // its own cache) on the same database.
    const first = getDb();
    const { drizzle } = await import(database.kind === 'pglite' ? 'drizzle-orm/pglite' : 'drizzle-orm/node-postgres');
    setDb(drizzle((first as unknown as { $client: never }).$client) as unknown as Database);
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
    process.env.DATA_DIR = otherDataDir;
    resetConfig();
    try {
      expect(await recordPageView({ listingId: listing.id, visitor, viewer: null, now })).toBe(1);
    } finally {
      setDb(first);
      process.env.DATA_DIR = database.dataDir;
      resetConfig();
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    }
    expect(await getDb().select().from(appSecrets)).toHaveLength(1);
  });

  it('does not count crawlers', async () => {
    const listing = await insertListing(owner);
    const res = await view(listing, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(await res.json()).toEqual({ success: true, count: 0 });
  });

  it('answers 404 for an unknown or malformed listing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const post = await call(viewApi.action, `/api/listing/pageviews/${id}`, { method: 'POST', params: { id } });
      expect(post.status).toBe(404);
      const get = await call(countApi.loader, `/api/listing/getpageviews/${id}`, { params: { id } });
      expect(get.status).toBe(404);
      expect(await get.json()).toMatchObject({ success: false, statusCode: 404 });
    }
  });
});
