import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb, setDb } from '../../db/registry.server';
import { appSecrets, pageViews, type Listing, type User } from '../../db/schema';
import { resetConfig } from '../../lib/config.server';
import * as countApi from '../../routes/api/listing.getpageviews';
import * as viewApi from '../../routes/api/listing.pageviews';
import { call } from '../../../tests/support/requests';
import { cookieFor, insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { recordPageView, yangonDay } from './page-views.server';

const database = setupTestDatabase();
let owner: User;
beforeAll(async () => {
  owner = await insertUser();
});

const CHROME = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const view = (listing: Listing, { ip = '10.0.0.1', ua = CHROME, cookie }: { ip?: string; ua?: string; cookie?: string } = {}) =>
  call(viewApi.action, `/api/listing/pageviews/${listing.id}`, { method: 'POST', params: { id: listing.id }, ip, cookie, headers: { 'user-agent': ua } });
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

  it('counts two different visitors (address or browser) separately', async () => {
    const listing = await insertListing(owner);
    await view(listing, { ip: '10.0.0.1' });
    await view(listing, { ip: '10.0.0.2' });
    expect(await count(listing)).toBe(2);
    await view(listing, { ip: '10.0.0.1', ua: FIREFOX });
    expect(await count(listing)).toBe(3);
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
    await recordPageView({ listingId: listing.id, visitor, now: new Date('2024-06-16T17:00:00Z') });
    await recordPageView({ listingId: listing.id, visitor, now: new Date('2024-06-16T17:20:00Z') });
    expect(await count(listing)).toBe(1);
    expect(await recordPageView({ listingId: listing.id, visitor, now: new Date('2024-06-16T17:40:00Z') })).toBe(2);
    expect(yangonDay(new Date('2024-06-16T17:20:00Z'))).toBe('2024-06-16');
    expect(yangonDay(new Date('2024-06-16T17:40:00Z'))).toBe('2024-06-17');
  });

  it('counts a visitor once whichever app instance serves them: the salt secret lives in the database', async () => {
    const listing = await insertListing(owner);
    const visitor = { ip: '10.0.3.1', userAgent: CHROME };
    const now = new Date('2024-07-01T05:00:00Z');
    expect(await recordPageView({ listingId: listing.id, visitor, now })).toBe(1);
    // A second instance on another machine: its own DATA_DIR, and its own database handle (so
    // its own cache) on the same database.
    const first = getDb();
    const { drizzle } = await import(database.kind === 'pglite' ? 'drizzle-orm/pglite' : 'drizzle-orm/node-postgres');
    setDb(drizzle((first as unknown as { $client: never }).$client) as unknown as Database);
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
    process.env.DATA_DIR = otherDataDir;
    resetConfig();
    try {
      expect(await recordPageView({ listingId: listing.id, visitor, now })).toBe(1);
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
