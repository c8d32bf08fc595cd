// The view count comes from a counter kept by triggers on page_views
// (drizzle/0011_listing_view_counts.sql), not from counting the rows, whose number grows with
// every visit: the counter follows every write, whoever makes it, and the view API reads it.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, listingViewCounts, pageViews, type User } from '../../db/schema';
import * as countApi from '../../routes/api/listing.getpageviews';
import * as viewApi from '../../routes/api/listing.pageviews';
import { call } from '../../../tests/support/requests';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let owner: User;
beforeAll(async () => {
  owner = await insertUser();
});

const counter = async (listingId: string) =>
  (await getDb().select({ n: listingViewCounts.n }).from(listingViewCounts).where(eq(listingViewCounts.listingId, listingId)))[0]?.n;
const rowsOf = async (listingId: string) => getDb().$count(pageViews, eq(pageViews.listingId, listingId));
const views = (listingId: string, day: string, ...visitors: string[]) => visitors.map((visitorHash) => ({ listingId, day, visitorHash }));
const postView = (listingId: string, ip: string) =>
  call(viewApi.action, `/api/listing/pageviews/${listingId}`, { method: 'POST', params: { id: listingId }, ip, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' } });
const apiCount = async (listingId: string) => (await (await call(countApi.loader, `/api/listing/getpageviews/${listingId}`, { params: { id: listingId } })).json()).count as number;

describe('the view counter', () => {
  it('follows every insert and delete of page_views, counting only rows really added', async () => {
    const a = await insertListing(owner);
    const b = await insertListing(owner);
    expect(await counter(a.id)).toBeUndefined();
    const db = getDb();
    // One statement for two listings; then a repeat that ON CONFLICT DO NOTHING skips, beside a new row.
    await db.insert(pageViews).values([...views(a.id, '2024-06-01', 'v1', 'v2', 'v3'), ...views(b.id, '2024-06-01', 'v1')]);
    await db.insert(pageViews).values(views(a.id, '2024-06-01', 'v1', 'v4')).onConflictDoNothing();
    expect(await counter(a.id)).toBe(4);
    expect(await counter(b.id)).toBe(1);
    await db.delete(pageViews).where(sql`${pageViews.listingId} = ${a.id} and ${pageViews.visitorHash} in ('v2', 'v3')`);
    expect(await counter(a.id)).toBe(2);
    expect(await counter(a.id)).toBe(await rowsOf(a.id));
    // A deleted listing takes its views and its counter with it.
    await db.delete(listings).where(eq(listings.id, b.id));
    expect(await counter(b.id)).toBeUndefined();
  });

  it('counts what the view API records, and a view leaves the listing and its updated date alone', async () => {
    const listing = await insertListing(owner);
    const post = (ip: string) => postView(listing.id, ip);
    expect((await (await post('10.1.0.1')).json()).count).toBe(1);
    expect((await (await post('10.1.0.1')).json()).count).toBe(1);
    expect((await (await post('10.1.0.2')).json()).count).toBe(2);
    expect(await counter(listing.id)).toBe(2);
    const [after] = await getDb().select({ updatedAt: listings.updatedAt }).from(listings).where(eq(listings.id, listing.id));
    expect(after.updatedAt.toISOString()).toBe(listing.updatedAt.toISOString());
  });

  it('is what the view API answers and GET /api/listing/getpageviews shows, not a count of the rows', async () => {
    const listing = await insertListing(owner);
    await getDb().insert(pageViews).values(views(listing.id, '2024-06-01', 'v1', 'v2'));
    expect(await apiCount(listing.id)).toBe(2);
    // Set apart from the rows (as if the rows of past years had been archived): the answers follow the counter.
    await getDb().update(listingViewCounts).set({ n: 12_345 }).where(eq(listingViewCounts.listingId, listing.id));
    expect(await apiCount(listing.id)).toBe(12_345);
    // The count the listing page shows is the view API's answer (components/listing/use-page-views.ts).
    expect((await (await postView(listing.id, '10.2.0.1')).json()).count).toBe(12_346);
    // No views yet: 0, with no counter row.
    const unseen = await insertListing(owner);
    expect(await apiCount(unseen.id)).toBe(0);
  });

  it("the migration's backfill counts the views recorded before it, and may run again", async () => {
    const listing = await insertListing(owner);
    await getDb().insert(pageViews).values(views(listing.id, '2024-06-02', 'v1', 'v2', 'v3'));
    // As before the migration: views without counters.
    await getDb().delete(listingViewCounts);
    const migration = fs.readFileSync(new URL('../../../drizzle/0011_listing_view_counts.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/INSERT INTO listing_view_counts/);
    for (let run = 0; run < 2; run++) {
      await getDb().execute(sql.raw(backfill));
      expect(await counter(listing.id)).toBe(3);
    }
  });
});
