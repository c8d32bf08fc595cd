// A listing's numbers on the real database: the raw events (views, saves, enquiries, contact taps
// and the alert mails that carried it) rolled up per day by the job on the real queue, the median
// of its peers each day (zeros included, from the day each was posted) and over the period's days
// before the live ones, its rank among them, written by the day's first run and left by the
// others, the whole site's totals per day, and a run twice or after a save was taken back. How
// the 30- and 90-day rows are written a batch at a time: period-batches.integration.test.ts.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { alertListings, favourites, listingDailyStats, listings, siteDailyStats, type Listing, type User } from '../../db/schema';
import { savedSearchQuery } from '../../lib/saved-search-query';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { jobsSettled, startTestJobQueue } from '../../../tests/support/job-queue';
import { dailyOf, listingsSummedPerDay, medianOf, periodOf, periodRows, siteDays } from '../../../tests/support/listing-figures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { enqueueJob, stopJobQueue } from '../jobs/queue.server';
import { yangonDay } from '../listings/yangon-day.server';
import { saveSearch } from '../saved-searches/saved-searches.server';
import { sendDueAlerts } from '../saved-searches/send-due-alerts.server';
import { addDays, LISTING_STATS_JOB, rollupListingStats } from './rollup.server';

setupTestDatabase();

const DAY = 24 * 3600_000;
const now = new Date();
const today = yangonDay(now);
const yesterday = addDays(today, -1);
/** The last day the 30- and 90-day rows cover today: the live days (yesterday, today) are the pages'. */
const dayBefore = addDays(today, -2);
/** A time on a Yangon day: noon there. */
const at = (day: string) => new Date(`${day}T12:00:00+06:30`);

let lister: User;
let rival: User;
let fans: User[];
/** Bahan condos for rent: mine (a, b), the rival's (c), and one hidden (h). */
let a: Listing;
let b: Listing;
let c: Listing;
let hidden: Listing;
/** Kamayut houses for sale: two, for a median between two values. */
let k1: Listing;
let k2: Listing;
const BAHAN = { township: 'bahan', type: 'rent', propertyType: 'condo' } as const;
const KAMAYUT = { township: 'kamayut', type: 'sale', propertyType: 'house' } as const;
const YANKIN = { township: 'yankin', type: 'rent', propertyType: 'apartment' } as const;

async function views(listing: Listing, day: string, n: number) {
  if (n === 0) return;
  await getDb().execute(sql`insert into page_views (listing_id, visitor_hash, day) select ${listing.id}::uuid, 'v' || g || ${day}, ${day}::date from generate_series(1, ${n}::int) g`);
}

async function runJob(days = 2) {
  await enqueueJob(LISTING_STATS_JOB, { days });
  await jobsSettled(LISTING_STATS_JOB);
}

beforeAll(async () => {
  lister = await insertUser();
  rival = await insertUser();
  fans = await Promise.all([1, 2, 3].map(() => insertUser()));
  const posted = new Date(now.getTime() - 10 * DAY);
  a = await insertListing(lister, { ...BAHAN, createdAt: posted });
  b = await insertListing(lister, { ...BAHAN, createdAt: posted });
  c = await insertListing(rival, { ...BAHAN, createdAt: posted });
  hidden = await insertListing(rival, { ...BAHAN, createdAt: posted });
  await getDb().update(listings).set({ hiddenAt: now, hiddenReason: 'scam' }).where(eq(listings.id, hidden.id));
  k1 = await insertListing(rival, { ...KAMAYUT, createdAt: posted });
  k2 = await insertListing(rival, { ...KAMAYUT, createdAt: posted });
  // Views: a 2 yesterday and 3 today, b none, c 1 today; the hidden one many; Kamayut 1 and 4 today.
  await views(a, yesterday, 2);
  await views(a, today, 3);
  await views(c, today, 1);
  await views(hidden, today, 50);
  await views(k1, today, 1);
  await views(k2, today, 4);
  // Before the live days, for the 30- and 90-day rows: a 1 the day before yesterday and 1 forty
  // days ago, c 4 three days ago, k1 3 three days ago; an enquiry of b the day before yesterday.
  await views(a, dayBefore, 1);
  await views(a, addDays(today, -40), 1);
  await views(c, addDays(today, -3), 4);
  await views(k1, addDays(today, -3), 3);
  // Saves: two today of a, one yesterday of b.
  await getDb()
    .insert(favourites)
    .values([
      { userId: fans[0].id, listingId: a.id, title: a.name, createdAt: at(today) },
      { userId: fans[1].id, listingId: a.id, title: a.name, createdAt: at(today) },
      { userId: fans[2].id, listingId: b.id, title: b.name, createdAt: at(yesterday) },
    ]);
  // Enquiries and contact taps: as the contact form and the buttons store them.
  await getDb().execute(sql`insert into enquiries (listing_id, lister_user_id, name, email, message, created_at)
    values (${a.id}, ${lister.id}, 'Ko Aung', 'aung@example.com', 'Is it free in May?', ${at(today).toISOString()}::timestamptz),
           (${a.id}, ${lister.id}, 'Ma Hla', 'hla@example.com', 'Can I see it?', ${at(yesterday).toISOString()}::timestamptz),
           (${b.id}, ${lister.id}, 'U Ba', 'ba@example.com', 'Is there parking?', ${at(dayBefore).toISOString()}::timestamptz)`);
  await getDb().execute(sql`insert into contact_intents (listing_id, agent_user_id, channel, visitor_key, day)
    values (${a.id}, ${lister.id}, 'viber', 'x1', ${today}::date), (${a.id}, ${lister.id}, 'call', 'x1', ${today}::date), (${b.id}, ${lister.id}, 'call', 'x2', ${yesterday}::date)`);
  await startTestJobQueue();
});

afterAll(() => stopJobQueue());

describe('the alerts a listing was carried in', () => {
  it('are recorded as each mail is queued, one row per mail per listing', async () => {
    await saveSearch({ userId: fans[0].id, name: 'Bahan condos', query: savedSearchQuery('search', 'type=rent&township=bahan&propertyType=condo') });
    const fresh = await insertListing(rival, { ...BAHAN, createdAt: new Date(now.getTime() - 10 * DAY) });
    const sentAt = new Date(Date.now() + 1000);
    await sendDueAlerts('daily', sentAt);
    const rows = await getDb().select().from(alertListings).where(eq(alertListings.listingId, fresh.id));
    expect(rows.map((row) => ({ userId: row.userId, day: row.day }))).toEqual([{ userId: fans[0].id, day: yangonDay(sentAt) }]);
    // Only the new listing went out: the others were posted before the search was saved.
    expect(await getDb().select().from(alertListings).where(eq(alertListings.listingId, a.id))).toEqual([]);
    await getDb().delete(listings).where(eq(listings.id, fresh.id));
    await getDb().insert(alertListings).values({ listingId: a.id, userId: fans[1].id, day: today });
  });
});

describe('the rollup job', () => {
  it('counts each listing per day from the raw events, on the queue', async () => {
    await runJob();
    const day = (d: string, counts: Partial<Record<'views' | 'saves' | 'enquiries' | 'contactTaps' | 'alerts', number>>) => ({
      day: d,
      views: 0,
      saves: 0,
      enquiries: 0,
      contactTaps: 0,
      alerts: 0,
      ...counts,
    });
    expect((await dailyOf(a)).map(({ listingId: _id, ...row }) => row)).toEqual([
      day(yesterday, { views: 2, enquiries: 1 }),
      day(today, { views: 3, saves: 2, enquiries: 1, contactTaps: 2, alerts: 1 }),
    ]);
    expect((await dailyOf(b)).map(({ listingId: _id, ...row }) => row)).toEqual([day(yesterday, { saves: 1, contactTaps: 1 })]);
    expect((await dailyOf(c)).map(({ listingId: _id, ...row }) => row)).toEqual([day(today, { views: 1 })]);
  });

  it('writes the 30- and 90-day rows on its first run, up to the day before yesterday', async () => {
    // The table was empty. c's view of today is the pages' to add; its views of three days ago were never rolled up.
    expect(await periodOf(c, 30)).toMatchObject({ views: 0, rank: 1, peers: 3, peerMedianViews: 0, upTo: dayBefore });
    expect(await periodOf(hidden, 30)).toBeUndefined();
  });

  it('keeps each day’s median of the public listings of a township, type and property type, zeros included', async () => {
    // Bahan today: a 3, b 0, c 1 (the hidden one's 50 left out): 1. Yesterday: 2, 0, 0: 0.
    expect(await medianOf(BAHAN, today)).toBe(1);
    expect(await medianOf(BAHAN, yesterday)).toBe(0);
    // Kamayut today: 1 and 4: 2.5.
    expect(await medianOf(KAMAYUT, today)).toBe(2.5);
  });

  it('ranks each listing by its views over the 30 and 90 days before the live ones among its peers, with their median', async () => {
    // As a fresh database does: older days rolled up too, and the totals written again with them.
    expect(await rollupListingStats({ days: 45, now })).toMatchObject({ periodsRolled: true });
    // Bahan, 30 days: c 4, a 1 (the day before yesterday), b 0. Yesterday's and today's events are
    // left to the pages (live-figures.server.ts): a's 5 views, 2 saves, 2 enquiries, 2 taps and alert.
    expect(await periodOf(a, 30)).toMatchObject({ views: 1, saves: 0, enquiries: 0, contactTaps: 0, alerts: 0, rank: 2, peers: 3, peerMedianViews: 1, upTo: dayBefore });
    expect(await periodOf(c, 30)).toMatchObject({ views: 4, rank: 1, peers: 3 });
    // 90 days: a's view of forty days ago too.
    expect(await periodOf(a, 90)).toMatchObject({ views: 2, rank: 2, peers: 3, peerMedianViews: 2 });
    expect(await periodOf(b, 90)).toMatchObject({ views: 0, saves: 0, enquiries: 1, contactTaps: 0, rank: 3, peers: 3, peerMedianViews: 2 });
    expect(await periodOf(k1, 30)).toMatchObject({ views: 3, rank: 1, peers: 2, peerMedianViews: 1.5 });
    expect(await periodOf(k2, 30)).toMatchObject({ views: 0, rank: 2, peers: 2, peerMedianViews: 1.5 });
    expect(await periodOf(hidden, 30)).toBeUndefined();
  });

  it('leaves the 30- and 90-day rows alone on the day’s later runs, and forgets a save taken back in the day’s own row', async () => {
    const written = await periodRows();
    expect(written.length).toBeGreaterThan(0);
    expect(await rollupListingStats({ days: 2, now })).toMatchObject({ periodsRolled: false });
    expect(await periodRows()).toEqual(written);
    await getDb().delete(favourites).where(and(eq(favourites.userId, fans[0].id), eq(favourites.listingId, a.id)));
    await runJob();
    expect((await dailyOf(a)).find((row) => row.day === today)).toMatchObject({ views: 3, saves: 1 });
    expect(await periodRows()).toEqual(written);
  });

  it('keeps the whole site’s totals per day beside the listings’ rows, a hidden listing’s included, and follows a save taken back', async () => {
    // Today: a 3, c 1, the hidden one 50, Kamayut 1 and 4 views; a's save, enquiry, two taps and an alert.
    expect(await siteDays(yesterday, today)).toEqual([
      { day: yesterday, views: 2, saves: 1, enquiries: 1, contactTaps: 1, alerts: 0 },
      { day: today, views: 59, saves: 1, enquiries: 1, contactTaps: 2, alerts: 1 },
    ]);
    await getDb().delete(favourites).where(eq(favourites.listingId, b.id));
    await runJob();
    expect((await siteDays(yesterday, today))[0]).toMatchObject({ day: yesterday, saves: 0 });
    expect(await siteDays(yesterday, today)).toEqual(await listingsSummedPerDay(yesterday, today));
  });

  it('keeps the days outside its window as they were, in the totals from the next day’s first run', async () => {
    const old = addDays(today, -5);
    await getDb().insert(listingDailyStats).values({ listingId: b.id, day: old, views: 7 });
    const written = await periodRows();
    await runJob(2);
    expect((await dailyOf(b)).find((row) => row.day === old)).toMatchObject({ views: 7 });
    expect(await periodRows()).toEqual(written);
    // Tomorrow's first run writes every row again, up to yesterday: b (7, within 30 days) now
    // ranks above c (4) and a (1 the day before yesterday, 2 yesterday).
    const tomorrow = new Date(now.getTime() + DAY);
    expect(await rollupListingStats({ days: 2, now: tomorrow })).toMatchObject({ periodsRolled: true });
    expect(await periodOf(b, 30)).toMatchObject({ views: 7, enquiries: 1, contactTaps: 1, rank: 1, upTo: yesterday });
    expect(await periodOf(c, 30)).toMatchObject({ views: 4, rank: 2 });
    expect(await periodOf(a, 30)).toMatchObject({ views: 3, enquiries: 1, rank: 3, peerMedianViews: 4 });
    const rewritten = await periodRows();
    expect(rewritten.filter((row) => written.some((was) => was.written === row.written))).toEqual([]);
    // Its next run leaves them.
    expect(await rollupListingStats({ days: 2, now: tomorrow })).toMatchObject({ periodsRolled: false });
    expect(await periodRows()).toEqual(rewritten);
  });
});

describe('the peers’ median of a live day', () => {
  beforeAll(async () => {
    // Yankin: y1 posted long ago, 4 views yesterday and 4 today; y2 posted yesterday, 2 today;
    // y3 posted today, none; y4 posted yesterday and hidden, 9 today.
    const y1 = await insertListing(rival, { ...YANKIN, createdAt: new Date(now.getTime() - 10 * DAY) });
    const y2 = await insertListing(rival, { ...YANKIN, createdAt: at(yesterday) });
    await insertListing(rival, { ...YANKIN, createdAt: now });
    const y4 = await insertListing(rival, { ...YANKIN, createdAt: at(yesterday) });
    await getDb().update(listings).set({ hiddenAt: now, hiddenReason: 'scam' }).where(eq(listings.id, y4.id));
    await views(y1, yesterday, 4);
    await views(y1, today, 4);
    await views(y2, today, 2);
    await views(y4, today, 9);
    await rollupListingStats({ days: 2, now });
  });

  it('counts each public listing from the day it was posted', async () => {
    // Yesterday: y1 4, y2 0 (y3 not posted yet): 2. Today: y1 4, y2 2, y3 0: 2. y4 is hidden.
    expect(await medianOf(YANKIN, yesterday)).toBe(2);
    expect(await medianOf(YANKIN, today)).toBe(2);
  });
});

describe('the site’s totals of the days rolled up before they were kept', () => {
  it('are written by the migration from the listings’ rows, the same when it runs again', async () => {
    const from = addDays(today, -6);
    await getDb().insert(listingDailyStats).values({ listingId: c.id, day: from, views: 4, enquiries: 1 });
    // As before the migration: listings' rows, no site rows.
    await getDb().delete(siteDailyStats);
    const file = fs.readdirSync(new URL('../../../drizzle/', import.meta.url)).find((name) => name.endsWith('_site_daily_stats.sql'));
    const migration = fs.readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/INSERT INTO site_daily_stats/);
    for (let run = 0; run < 2; run++) {
      await getDb().execute(sql.raw(backfill));
      expect(await siteDays(from, today)).toEqual(await listingsSummedPerDay(from, today));
    }
    expect((await siteDays(from, from))[0]).toMatchObject({ views: 4, enquiries: 1 });
  });
});
