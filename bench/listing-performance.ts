// A lister's numbers at scale: one lister with 500 listings among the benchmark's 100,000, 90
// days of daily rollups for every listing (a listing has a row on about one day in five, as a
// real site's long tail has), and two days of raw visits for the hourly job to roll up. Reports
// the job's first run of the day (every listing's totals and rank written) and a later hourly run
// (domain/listing-performance/rollup.server.ts), then the dashboard's data as its
// loader reads it (/dashboard?tab=performance: 30 and 90 days, a page of 10 charts, one listing
// alone, and the admin's view of every listing) and My Listings' trends, each the median of
// BENCH_PERFORMANCE_RUNS calls.
//
// Part of `npm run bench` (scripts/bench.ts, on the loaded database); alone on a fresh one:
//   npx tsx scripts/with-postgres.ts npx tsx bench/listing-performance.ts
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { users } from '../app/db/schema';
import { loadPerformanceTab } from '../app/domain/listing-performance/performance-tab.server';
import { addDays, rollupListingStats } from '../app/domain/listing-performance/rollup.server';
import { viewTrends } from '../app/domain/listing-performance/view-trends.server';
import { yangonDay } from '../app/domain/listings/yangon-day.server';

const LISTER_LISTINGS = Number(process.env.BENCH_LISTER_LISTINGS ?? 500);
const RUNS = Number(process.env.BENCH_PERFORMANCE_RUNS ?? 30);

export interface PerformanceBench {
  listings: number;
  listerListings: number;
  dailyRows: number;
  rawViews: number;
  /** The job's first run of a day: today and yesterday from the raw events, their peer medians, every listing's totals and rank. */
  firstRunOfDayMs: number;
  /** Its later hourly runs: today and yesterday from the raw events and their peer medians. */
  hourlyJobMs: number;
  /** Median ms of each read, and what it is. */
  reads: { name: string; medianMs: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const count = async (table: string) => Number(((await getDb().execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function benchListingPerformance(now = new Date()): Promise<PerformanceBench> {
  const db = getDb();
  const today = yangonDay(now);
  const [lister] = await db.insert(users).values({ username: 'bench.lister', email: 'bench.lister@bench.yangonhomes.local', emailConfirmedAt: now }).returning();
  const [admin] = await db.insert(users).values({ username: 'bench.admin', email: 'bench.admin@bench.yangonhomes.local', emailConfirmedAt: now, isAdmin: true }).returning();
  // The lister's 500, spread over townships and types as the loaded listings are.
  await db.execute(sql`update listings set user_ref = ${lister.id} where id in (select id from listings order by md5(id::text) limit ${LISTER_LISTINGS})`);
  // 90 days of rollups up to the day before yesterday; the job rolls up the last two from raw visits.
  await db.execute(sql`
    insert into listing_daily_stats (listing_id, day, views, saves, enquiries, contact_taps, alerts)
    select l.id, days.d, 1 + abs(hashtext(l.id::text || days.d::text)) % 12, (abs(hashtext(l.id::text || days.d::text)) % 7 = 0)::int, 0, (abs(hashtext(days.d::text || l.id::text)) % 9 = 0)::int, 0
    from listings l, (select ${addDays(today, -89)}::date + i as d from generate_series(0, 87) as i) as days
    where abs(hashtext(l.id::text || days.d::text)) % 5 = 0`);
  // The site's totals of those days, as the rollup would have written them beside the rows.
  await db.execute(sql`
    insert into site_daily_stats (day, views, saves, enquiries, contact_taps, alerts)
    select day, sum(views), sum(saves), sum(enquiries), sum(contact_taps), sum(alerts) from listing_daily_stats group by day`);
  await db.execute(sql`
    insert into page_views (listing_id, visitor_hash, day)
    select l.id, md5(l.id::text || days.d::text || g::text), days.d
    from listings l, (select ${addDays(today, -1)}::date + i as d from generate_series(0, 1) as i) as days, generate_series(1, 1 + abs(hashtext(l.id::text)) % 3) as g
    where abs(hashtext(l.id::text || days.d::text)) % 2 = 0`);
  await db.execute(sql`analyze listing_daily_stats`);
  await db.execute(sql`analyze page_views`);
  const firstRunOfDayMs = await timed(() => rollupListingStats({ days: 2, now }));
  const hourlyJobMs = await timed(() => rollupListingStats({ days: 2, now }));
  const listingIds = ((await db.execute(sql`select id from listings where user_ref = ${lister.id} order by created_at desc limit 9`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const cases: { name: string; run: () => Promise<unknown> }[] = [
    { name: 'dashboard, 30 days, page 1 (10 charts + summary of 500)', run: () => loadPerformanceTab({ user: lister, params: new URLSearchParams('tab=performance'), now }) },
    { name: 'dashboard, 90 days, page 1', run: () => loadPerformanceTab({ user: lister, params: new URLSearchParams('period=90'), now }) },
    { name: 'dashboard, 90 days, page 50 (the last)', run: () => loadPerformanceTab({ user: lister, params: new URLSearchParams('period=90&page=50'), now }) },
    { name: 'dashboard, one listing, 90 days', run: () => loadPerformanceTab({ user: lister, params: new URLSearchParams(`period=90&listing=${listingIds[0]}`), now }) },
    { name: 'dashboard, admin, every listing, 30 days', run: () => loadPerformanceTab({ user: admin, params: new URLSearchParams(''), now }) },
    { name: 'My Listings trends (9 rows, 30 days)', run: () => viewTrends({ listingIds, now }) },
  ];
  const reads: PerformanceBench['reads'] = [];
  for (const { name, run } of cases) {
    await run(); // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(run));
    reads.push({ name, medianMs: Math.round(median(times) * 100) / 100 });
  }
  return { listings: await count('listings'), listerListings: LISTER_LISTINGS, dailyRows: await count('listing_daily_stats'), rawViews: await count('page_views'), firstRunOfDayMs: Math.round(firstRunOfDayMs), hourlyJobMs: Math.round(hourlyJobMs), reads };
}

export function printPerformanceBench(kind: string, result: PerformanceBench) {
  console.log(
    `\n[${kind}] A lister's numbers: ${result.listerListings} listings of ${result.listings.toLocaleString('en-US')}, ${result.dailyRows.toLocaleString('en-US')} daily rollup rows, ${result.rawViews.toLocaleString('en-US')} raw views`,
  );
  console.log(`  the rollup job, a day's first run: ${result.firstRunOfDayMs} ms; a later hourly run: ${result.hourlyJobMs} ms`);
  for (const read of result.reads) console.log(`  ${read.name.padEnd(58)} ${read.medianMs.toFixed(2).padStart(8)} ms`);
}

// Alone: a fresh database with the benchmark's listings, then this.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { runOnLoadedDatabase } = await import('./loaded-database');
  await runOnLoadedDatabase(async (kind) => printPerformanceBench(kind, await benchListingPerformance()));
}
