// A listing's numbers on the real database: the raw events (views, saves, enquiries, contact taps
// and the alert mails that carried it) rolled up per day by the job on the real queue, the median
// of its peers each day (zeros included, from the day each was posted) and over the period, its
// rank among them, the whole site's totals per day, and a run twice or after a save was taken back.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { alertListings, favourites, listingDailyStats, listingPeerDailyMedians, listingPeriodStats, listings, siteDailyStats, type Listing, type User } from '../../db/schema';
import { savedSearchQuery } from '../../lib/saved-search-query';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { jobsSettled, startTestJobQueue } from '../../../tests/support/job-queue';
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

async function views(listing: Listing, day: string, n: number) {
  if (n === 0) return;
  await getDb().execute(sql`insert into page_views (listing_id, visitor_hash, day) select ${listing.id}::uuid, 'v' || g || ${day}, ${day}::date from generate_series(1, ${n}::int) g`);
}

async function runJob(days = 2) {
  await enqueueJob(LISTING_STATS_JOB, { days });
  await jobsSettled(LISTING_STATS_JOB);
}

const dailyOf = async (listing: Listing) =>
  (await getDb().select().from(listingDailyStats).where(eq(listingDailyStats.listingId, listing.id))).sort((x, y) => x.day.localeCompare(y.day));
const periodOf = async (listing: Listing, days: 30 | 90) =>
  (await getDb().select().from(listingPeriodStats).where(and(eq(listingPeriodStats.listingId, listing.id), eq(listingPeriodStats.days, days))))[0];
/** The site's rows of the days from..to, and every listing's rows of those days summed per day: the same when the rollup kept them. */
const siteDays = (from: string, to: string) => getDb().select().from(siteDailyStats).where(between(siteDailyStats.day, from, to)).orderBy(asc(siteDailyStats.day));
const listingsSummedPerDay = (from: string, to: string) => {
  const d = listingDailyStats;
  return getDb()
    .select({
      day: d.day,
      views: sql<number>`sum(${d.views})::int`.mapWith(Number),
      saves: sql<number>`sum(${d.saves})::int`.mapWith(Number),
      enquiries: sql<number>`sum(${d.enquiries})::int`.mapWith(Number),
      contactTaps: sql<number>`sum(${d.contactTaps})::int`.mapWith(Number),
      alerts: sql<number>`sum(${d.alerts})::int`.mapWith(Number),
    })
    .from(d)
    .where(between(d.day, from, to))
    .groupBy(d.day)
    .orderBy(asc(d.day));
};
const medianOf = async (group: typeof BAHAN | typeof KAMAYUT, day: string) =>
  (
    await getDb()
      .select()
      .from(listingPeerDailyMedians)
      .where(and(eq(listingPeerDailyMedians.township, group.township), eq(listingPeerDailyMedians.type, group.type), eq(listingPeerDailyMedians.propertyType, group.propertyType), eq(listingPeerDailyMedians.day, day)))
  )[0]?.views;

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
           (${a.id}, ${lister.id}, 'Ma Hla', 'hla@example.com', 'Can I see it?', ${at(yesterday).toISOString()}::timestamptz)`);
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

  it('keeps each day’s median of the public listings of a township, type and property type, zeros included', async () => {
    // Bahan today: a 3, b 0, c 1 (the hidden one's 50 left out): 1. Yesterday: 2, 0, 0: 0.
    expect(await medianOf(BAHAN, today)).toBe(1);
    expect(await medianOf(BAHAN, yesterday)).toBe(0);
    // Kamayut today: 1 and 4: 2.5.
    expect(await medianOf(KAMAYUT, today)).toBe(2.5);
  });

  it('ranks each listing by its views over 30 and 90 days among its peers, with their median', async () => {
    expect(await periodOf(a, 30)).toMatchObject({ views: 5, saves: 2, enquiries: 2, contactTaps: 2, alerts: 1, rank: 1, peers: 3, peerMedianViews: 1 });
    expect(await periodOf(c, 30)).toMatchObject({ views: 1, rank: 2, peers: 3 });
    expect(await periodOf(b, 90)).toMatchObject({ views: 0, saves: 1, contactTaps: 1, rank: 3, peers: 3, peerMedianViews: 1 });
    expect(await periodOf(k2, 30)).toMatchObject({ views: 4, rank: 1, peers: 2, peerMedianViews: 2.5 });
    expect(await periodOf(hidden, 30)).toBeUndefined();
  });

  it('gives the same numbers when run again, and forgets a save taken back', async () => {
    await rollupListingStats({ days: 2, now });
    expect(await periodOf(a, 30)).toMatchObject({ views: 5, saves: 2, rank: 1 });
    await getDb().delete(favourites).where(and(eq(favourites.userId, fans[0].id), eq(favourites.listingId, a.id)));
    await runJob();
    expect(await periodOf(a, 30)).toMatchObject({ views: 5, saves: 1 });
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

  it('keeps the days outside its window as they were', async () => {
    const old = addDays(today, -5);
    await getDb().insert(listingDailyStats).values({ listingId: b.id, day: old, views: 7 });
    await runJob(2);
    expect((await dailyOf(b)).find((row) => row.day === old)).toMatchObject({ views: 7 });
    // Within 30 days, so counted in the totals: b (7) now ranks above c (1).
    expect(await periodOf(b, 30)).toMatchObject({ views: 7, rank: 1 });
    expect(await periodOf(a, 30)).toMatchObject({ views: 5, rank: 2 });
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
