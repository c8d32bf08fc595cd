// /dashboard?tab=performance and My Listings' trends over HTTP, on the real database: a lister
// sees their own listings' numbers and nobody else's (not by naming another's listing), an admin
// sees every listing, a visitor is sent to sign in, odd parameters get a page or a clear 404,
// never a 500; the numbers shown are the rollup's, in English and in Burmese. An admin's totals
// of the whole site are every listing's as the last hourly rollup left them, a row a day.
// A lister's totals are the events of the period, before and after the day's first run.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { alertListings, favourites, listingDailyStats, listings, type Listing } from '../../db/schema';
import type { PerformanceTotals } from '../../lib/views/listing-performance-view';
import { insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupHttpApp } from '../../../tests/support/http-app';
import { asSql, planOf, recordQueries, rowsRead } from '../../../tests/support/query-plans';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { yangonDay } from '../listings/yangon-day.server';
import { addFigures, FIGURES, noFigures } from './live-figures.server';
import { listingsPage, loadPerformanceTab, periodDays, siteSummarySql } from './performance-tab.server';
import { addDays, rollupListingStats } from './rollup.server';

setupTestDatabase();
const app = setupHttpApp();

let lister: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
let mine: Listing;
let mineToo: Listing;
let theirs: Listing;

const today = yangonDay(new Date());
const DAY = 24 * 3600_000;

/** `n` visitors' views of `listing` on `day`, each visitor named `visitor` and a number. */
async function views(listing: Listing, day: string, n: number, visitor = 'v') {
  await getDb().execute(sql`insert into page_views (listing_id, visitor_hash, day) select ${listing.id}::uuid, ${visitor} || g, ${day}::date from generate_series(1, ${n}::int) g`);
}

const page = async (path: string, cookie?: string) => {
  const res = await app.request(path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const listed = (html: string) => [...html.matchAll(/data-performance-listing="([^"]+)"/g)].map((m) => m[1]);
const total = (html: string, key: string) => html.match(new RegExp(`data-total="${key}"[^>]*>.*?<dd[^>]*>([^<]+)</dd>`))?.[1];

beforeAll(async () => {
  lister = await makeUser();
  other = await makeUser();
  admin = await makeUser({ isAdmin: true });
  const posted = new Date(Date.now() - 40 * DAY);
  mine = await insertListing(lister, { name: 'Sunny condo in Bahan', township: 'bahan', type: 'rent', propertyType: 'condo', createdAt: posted });
  mineToo = await insertListing(lister, { name: 'Quiet flat in Bahan', township: 'bahan', type: 'rent', propertyType: 'condo', createdAt: posted });
  theirs = await insertListing(other, { name: 'Big house in Yankin', township: 'bahan', type: 'rent', propertyType: 'condo', createdAt: posted });
  await views(mine, today, 6);
  await views(mine, addDays(today, -35), 4);
  await views(theirs, today, 2);
  await rollupListingStats({ days: 40 });
});

describe('a lister', () => {
  it('sees their own listings with their numbers, rank and chart, and not another lister’s', async () => {
    const { status, html } = await page('/dashboard?tab=performance', lister.cookie);
    expect(status).toBe(200);
    expect(listed(html).sort()).toEqual([mine.id, mineToo.id].sort());
    expect(html).not.toContain(theirs.id);
    expect(html).not.toContain('Big house in Yankin');
    // The summary first: 6 views in the last 30 days over both listings (the 4 of 35 days ago are older).
    expect(total(html, 'views')).toBe('6');
    const card = html.slice(html.indexOf(`data-performance-listing="${mine.id}"`));
    expect(card).toContain('Ranked 1 of 3 similar listings by views');
    expect(card).toMatch(/<svg[^>]*role="img"/);
    expect(card).toContain('Median of similar listings');
    expect(card).toContain('<caption>Views per day, last 30 days</caption>');
    // 30 rows behind the chart, today's last with its 6 views.
    const rows = [...card.slice(0, card.indexOf('</table>')).matchAll(/<tr><th scope="row">[^<]+<\/th><td>([^<]+)<\/td>/g)].map((m) => m[1]);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toBe('6');
  });

  it('sees 90 days when asked, the older views included', async () => {
    const { html } = await page('/dashboard?tab=performance&period=90', lister.cookie);
    expect(total(html, 'views')).toBe('10');
    expect(html).toContain('Views per day, last 90 days');
  });

  it('gets 404 for another lister’s listing or an id that is none, and nothing of it', async () => {
    for (const id of [theirs.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const { status, html } = await page(`/dashboard?tab=performance&listing=${id}`, lister.cookie);
      expect(status).toBe(404);
      expect(html).toContain('Page Not Found');
      expect(html).not.toContain('Big house in Yankin');
    }
  });

  it('sees one of their listings alone by its id', async () => {
    const { status, html } = await page(`/dashboard?tab=performance&listing=${mine.id}`, lister.cookie);
    expect(status).toBe(200);
    expect(listed(html)).toEqual([mine.id]);
  });

  it('gets a page for any period or page number, never a 500', async () => {
    for (const query of ['period=7', 'period=%00', 'page=-1', 'page=99999999999', 'page=abc', 'period=90&page=2']) {
      const { status, html } = await page(`/dashboard?tab=performance&${query}`, lister.cookie);
      expect(status, query).toBe(200);
      expect(listed(html).length, query).toBeGreaterThan(0);
    }
  });

  it('reads it in Burmese', async () => {
    const { html } = await page('/dashboard?tab=performance&lang=my', lister.cookie);
    expect(html).toContain('ဆင်တူကြော်ငြာများ၏ အလယ်ကိန်း');
    expect(html).toContain('ကြည့်ရှုမှုအရ ဆင်တူကြော်ငြာ 3 ခုအနက် အဆင့် 1');
  });

  it('sees a trend beside each row of My Listings, naming its views of the last 30 days', async () => {
    const { status, html } = await page('/my-listing', lister.cookie);
    expect(status).toBe(200);
    expect(html).toContain(`href="/dashboard?tab=performance&amp;listing=${mine.id}"`);
    expect(html).toMatch(/<svg[^>]*role="img" aria-label="Views, last 30 days: 6"/);
    expect(html).toMatch(/<svg[^>]*role="img" aria-label="Views, last 30 days: 0"/);
  });
});

describe('the figures of today', () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let alone: Listing;
  beforeAll(async () => {
    owner = await makeUser();
    // The only land for sale in Dawbon: nothing similar to compare it with.
    alone = await insertListing(owner, { name: 'Riverside plot in Dawbon', township: 'dawbon', type: 'sale', propertyType: 'land', createdAt: new Date(Date.now() - 5 * DAY) });
    await views(alone, today, 2);
    await rollupListingStats({ days: 40 });
  });
  const cardOf = (html: string) => html.slice(html.indexOf(`data-performance-listing="${alone.id}"`));

  it('count what happened since the last hourly rollup, on the tab, its summary and My Listings, and the rollup then adds nothing twice', async () => {
    const fan = await makeUser();
    await views(alone, today, 3, 'later');
    await getDb().insert(favourites).values({ userId: fan.id, listingId: alone.id, title: alone.name });
    await getDb().execute(sql`insert into enquiries (listing_id, lister_user_id, name, email, message)
      values (${alone.id}, ${owner.id}, 'Ko Aung', 'aung@example.com', 'Is the plot still for sale?')`);
    const shown = async () => {
      const { html } = await page('/dashboard?tab=performance', owner.cookie);
      const card = cardOf(html);
      const trend = (await page('/my-listing', owner.cookie)).html.match(/aria-label="Views, last 30 days: (\d+)"/)?.[1];
      return { summary: ['views', 'saves', 'enquiries'].map((key) => total(html, key)), card: ['views', 'saves', 'enquiries'].map((key) => total(card, key)), trend };
    };
    const live = { summary: ['5', '1', '1'], card: ['5', '1', '1'], trend: '5' };
    expect(await shown()).toEqual(live);
    await rollupListingStats();
    expect(await shown()).toEqual(live);
  });

  it('say a listing is the only one of its kind, with no median line drawn under its own', async () => {
    for (const [lang, only, median] of [
      ['en', 'The only listing of its kind: there are no similar listings to compare it with.', 'Median of similar listings'],
      ['my', 'ဤအမျိုးအစား၌ တစ်ခုတည်းသော ကြော်ငြာဖြစ်၍ နှိုင်းယှဉ်ရန် ဆင်တူကြော်ငြာ မရှိပါ။', 'ဆင်တူကြော်ငြာများ၏ အလယ်ကိန်း'],
    ]) {
      const card = cardOf((await page(`/dashboard?tab=performance&lang=${lang}`, owner.cookie)).html);
      expect(card).toContain(only);
      expect(card).not.toContain(median);
    }
    // A listing among others keeps its rank and its median line.
    const theirs = (await page('/dashboard?tab=performance', lister.cookie)).html;
    expect(theirs).toContain('Median of similar listings');
    expect(theirs).not.toContain('The only listing of its kind');
  });
});

describe('an admin', () => {
  it('sees every lister’s listings, and any one by its id', async () => {
    const { html } = await page('/dashboard?tab=performance', admin.cookie);
    expect(listed(html)).toEqual(expect.arrayContaining([mine.id, mineToo.id, theirs.id]));
    expect(html).toContain('Every listing, last 30 days');
    const one = await page(`/dashboard?tab=performance&listing=${theirs.id}`, admin.cookie);
    expect(one.status).toBe(200);
    expect(listed(one.html)).toEqual([theirs.id]);
  });
});

describe('an admin’s figures of the whole site', () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let older: Listing[];
  const now = new Date();
  const sums = (t: typeof listingDailyStats) => Object.fromEntries(FIGURES.map((key) => [key, sql<number>`coalesce(sum(${t[key]}), 0)::int`.mapWith(Number)])) as Record<keyof PerformanceTotals, SQL<number>>;

  /** Every listing's rolled-up days of the period, today's included: what the last rollup counted. */
  async function everyListingsTotals(period: 30 | 90): Promise<PerformanceTotals> {
    const [rolled] = await getDb()
      .select(sums(listingDailyStats))
      .from(listingDailyStats)
      .where(and(gte(listingDailyStats.day, periodDays(period, now)[0]), lte(listingDailyStats.day, today)));
    return addFigures(noFigures(), rolled);
  }

  beforeAll(async () => {
    owner = await makeUser();
    // A dozen older listings, past the first page of ten, with views 10 and 50 days ago; one hidden since.
    const posted = new Date(now.getTime() - 60 * DAY);
    older = [];
    for (let i = 0; i < 12; i++) older.push(await insertListing(owner, { township: 'kamayut', type: 'sale', propertyType: 'house', createdAt: posted }));
    for (const [i, listing] of older.entries()) {
      await views(listing, addDays(today, -10), i + 1, 'ten');
      await views(listing, addDays(today, -50), 2, 'fifty');
    }
    await rollupListingStats({ days: 60, now });
    await getDb().update(listings).set({ hiddenAt: now, hiddenReason: 'scam' }).where(eq(listings.id, older[0].id));
    // Since the last rollup: a view, a save, an enquiry, a tap and an alert mail, on listings off the first page.
    const fan = await makeUser();
    await views(older[1], today, 2, 'since');
    await views(older[0], today, 1, 'since');
    await getDb().insert(favourites).values({ userId: fan.id, listingId: older[2].id, title: older[2].name });
    await getDb().execute(sql`insert into enquiries (listing_id, lister_user_id, name, email, message) values (${older[3].id}, ${owner.id}, 'Ma Su', 'su@example.com', 'Is the house still for sale?')`);
    await getDb().execute(sql`insert into contact_intents (listing_id, agent_user_id, channel, visitor_key, day) values (${older[4].id}, ${owner.id}, 'call', 'k1', ${today}::date)`);
    await getDb().insert(alertListings).values({ listingId: older[5].id, userId: fan.id, day: today });
  });

  it('are the sum of every listing’s numbers over the period as the last rollup left them, hidden ones included', async () => {
    for (const period of [30, 90] as const) {
      const { summary } = await loadPerformanceTab({ user: admin, params: new URLSearchParams(`period=${period}`), now });
      expect(summary, `${period} days`).toEqual(await everyListingsTotals(period));
    }
    // The events since the last run count from the next one.
    const before = (await loadPerformanceTab({ user: admin, params: new URLSearchParams(''), now })).summary;
    await rollupListingStats({ now });
    const { summary } = await loadPerformanceTab({ user: admin, params: new URLSearchParams(''), now });
    expect(summary.views).toBe(before.views + 3);
    // The 78 views of ten days ago, the page's 6 + 2 + 5 of today and the 3 since the rollup; the events since.
    expect(summary).toEqual({ views: 78 + 13 + 3, saves: 2, enquiries: 2, contactTaps: 1, alerts: 1 });
    const { html } = await page('/dashboard?tab=performance', admin.cookie);
    expect(total(html, 'views')).toBe('94');
  });

  it('count every listing, hidden ones included, for the pages', async () => {
    const data = await loadPerformanceTab({ user: admin, params: new URLSearchParams(''), now });
    const [{ n }] = await getDb().select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(listings);
    expect(data.totalListings).toBe(n);
    expect(data.pageCount).toBe(Math.ceil(n / 10));
  });

  it('read no listing’s rolled-up rows but those of the listings on the page', async () => {
    let data: Awaited<ReturnType<typeof loadPerformanceTab>> | undefined;
    const statements = await recordQueries(async () => (data = await loadPerformanceTab({ user: admin, params: new URLSearchParams(''), now })));
    const read = new Map<string, number>();
    for (const statement of statements.filter(({ text }) => /^\s*select\b/i.test(text))) rowsRead(JSON.parse(await planOf(asSql(statement), true)), read);
    const pageIds = data!.listings.map((listing) => listing._id);
    expect(pageIds).toHaveLength(10);
    const [{ n: pageDays }] = await getDb()
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(listingDailyStats)
      .where(inArray(listingDailyStats.listingId, pageIds));
    expect(read.get('listing_period_stats') ?? 0).toBeLessThanOrEqual(pageIds.length);
    expect(read.get('listing_daily_stats') ?? 0).toBeLessThanOrEqual(pageDays);
    expect(read.get('site_daily_stats') ?? 0).toBeLessThanOrEqual(30);
  });

  it('read a row a day and no event', async () => {
    const plan = await planOf(siteSummarySql(90, now));
    expect(plan).toContain('site_daily_stats_pkey');
    for (const table of ['listing_daily_stats', 'page_views', 'favourites', 'enquiries', 'contact_intents', 'alert_listings']) expect(plan).not.toContain(table);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('page through every listing newest first in an index’s order, ten rows at a time', async () => {
    const plan = await planOf(listingsPage(undefined, 3).getSQL());
    expect(plan).toMatch(/Index Scan Backward using listings_created_idx/);
    expect(plan).toMatch(/^Limit/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('a visitor', () => {
  it('is sent to sign in', async () => {
    const { status, location } = await page('/dashboard?tab=performance');
    expect(status).toBe(302);
    expect(location).toMatch(/^\/sign-in/);
  });
});

describe('a lister’s totals', () => {
  it('read the events and rolled-up days of the lister’s own listings alone, however the planner guesses', async () => {
    const loner = await makeUser();
    const only = await insertListing(loner, { township: 'sanchaung', type: 'rent', propertyType: 'condo' });
    await views(only, today, 1, 'loner');
    // Statistics taken before today's busy hours, as between two autovacuum runs: they know
    // almost none of today's views, which the planner then takes for a cheap read.
    await getDb().execute(sql`analyze`);
    await views(theirs, today, 300, 'busy');
    const statements = await recordQueries(() => loadPerformanceTab({ user: loner, params: new URLSearchParams(''), now: new Date() }));
    const read = new Map<string, number>();
    for (const statement of statements.filter(({ text }) => /^\s*select\b/i.test(text))) rowsRead(JSON.parse(await planOf(asSql(statement), true)), read);
    // Everyone's views of today are many more: the other listers' are never read.
    const [{ n: todaysViews }] = await getDb().select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(sql`page_views`).where(sql`day = ${today}::date`);
    expect(todaysViews).toBeGreaterThan(300);
    // The listing's one view, read for the totals and for its own card.
    expect(read.get('page_views') ?? 0).toBeLessThanOrEqual(2);
    expect(read.get('listing_daily_stats') ?? 0).toBe(0);
  });
});

describe('a lister’s totals across a new day', () => {
  const now = new Date();
  const dayAgo = new Date(now.getTime() - DAY);
  const daysAgo = (n: number) => addDays(today, -n);
  /** A time on a Yangon day: noon there. */
  const at = (day: string) => new Date(`${day}T12:00:00+06:30`);
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let p1: Listing;
  let p2: Listing;
  let p3: Listing;

  const tab = async (when: Date, period: 30 | 90 = 30) => {
    const data = await loadPerformanceTab({ user: owner, params: new URLSearchParams(`period=${period}`), now: when });
    const card = (listing: Listing) => data.listings.find((row) => row._id === listing.id)!;
    return { summary: data.summary, cards: [p1, p2, p3].map((listing) => card(listing).totals), p1: card(p1) };
  };
  const figures = (counts: Partial<PerformanceTotals>): PerformanceTotals => ({ ...noFigures(), ...counts });

  beforeAll(async () => {
    owner = await makeUser();
    const fan = await makeUser();
    const posted = new Date(now.getTime() - 60 * DAY);
    // Thingangyun apartments for sale: p1 and p2, and p3 hidden since.
    const kind = { township: 'thingangyun', type: 'sale', propertyType: 'apartment' } as const;
    p1 = await insertListing(owner, { ...kind, createdAt: posted });
    p2 = await insertListing(owner, { ...kind, createdAt: posted });
    p3 = await insertListing(owner, { ...kind, createdAt: posted });
    // p1's views 30, 10 and 2 days ago, yesterday and today, and an alert mail 2 days ago; p2 saved
    // 2 days ago, asked about yesterday, its number tapped 3 days ago; p3's views 5 days ago and today.
    await views(p1, daysAgo(30), 5, 'p1a');
    await views(p1, daysAgo(10), 4, 'p1b');
    await views(p1, daysAgo(2), 3, 'p1c');
    await views(p1, daysAgo(1), 2, 'p1d');
    await views(p1, today, 1, 'p1e');
    await getDb().insert(alertListings).values({ listingId: p1.id, userId: fan.id, day: daysAgo(2) });
    await getDb().insert(favourites).values({ userId: fan.id, listingId: p2.id, title: p2.name, createdAt: at(daysAgo(2)) });
    await getDb().execute(sql`insert into enquiries (listing_id, lister_user_id, name, email, message, created_at)
      values (${p2.id}, ${owner.id}, 'Ko Aung', 'aung@example.com', 'Is it still for sale?', ${at(daysAgo(1)).toISOString()}::timestamptz)`);
    await getDb().execute(sql`insert into contact_intents (listing_id, agent_user_id, channel, visitor_key, day) values (${p2.id}, ${owner.id}, 'call', 'p2', ${daysAgo(3)}::date)`);
    await views(p3, daysAgo(5), 6, 'p3a');
    await views(p3, today, 2, 'p3b');
    await getDb().update(listings).set({ hiddenAt: now, hiddenReason: 'scam' }).where(eq(listings.id, p3.id));
    // Yesterday's state: every day rolled up to yesterday, the totals up to the day before it.
    await rollupListingStats({ days: 40, now: dayAgo });
  });

  it('are the events of the period, rolled-up days and live days, before and after the day’s first run, a hidden listing’s included', async () => {
    // Yesterday: its 30 days began 30 days ago.
    expect(await tab(dayAgo)).toMatchObject({
      summary: figures({ views: 5 + 4 + 3 + 2 + 6, saves: 1, enquiries: 1, contactTaps: 1, alerts: 1 }),
      cards: [figures({ views: 14, alerts: 1 }), figures({ saves: 1, enquiries: 1, contactTaps: 1 }), figures({ views: 6 })],
    });
    const todays = {
      summary: figures({ views: 4 + 3 + 2 + 1 + 6 + 2, saves: 1, enquiries: 1, contactTaps: 1, alerts: 1 }),
      cards: [figures({ views: 10, alerts: 1 }), figures({ saves: 1, enquiries: 1, contactTaps: 1 }), figures({ views: 8 })],
    };
    // Today, before its first run: the totals still run up to three days ago.
    expect(await tab(now)).toMatchObject(todays);
    expect((await tab(now, 90)).summary).toEqual(figures({ views: 5 + 4 + 3 + 2 + 1 + 6 + 2, saves: 1, enquiries: 1, contactTaps: 1, alerts: 1 }));
    // The day's first run writes them up to the day before yesterday; its later runs leave them.
    expect(await rollupListingStats({ now })).toMatchObject({ periodsRolled: true });
    expect(await tab(now)).toMatchObject(todays);
    expect(await rollupListingStats({ now })).toMatchObject({ periodsRolled: false });
    expect(await tab(now)).toMatchObject(todays);
    expect((await tab(now, 90)).summary).toEqual(figures({ views: 5 + 4 + 3 + 2 + 1 + 6 + 2, saves: 1, enquiries: 1, contactTaps: 1, alerts: 1 }));
  });

  it('rank a listing by the views of the period up to the day before yesterday', async () => {
    await rollupListingStats({ now });
    // p1's 4 + 3 against p2's none (p3 is hidden): yesterday's and today's views are not in it.
    expect((await tab(now)).p1).toMatchObject({ rank: 1, peers: 2, peerMedianViews: 3.5 });
  });
});
