// /dashboard?tab=performance: a page of listings with their numbers, read from the rollups
// (rollup.server.ts), a handful of rows per listing whatever the traffic, with the live days
// read from the events (live-figures.server.ts) and added to the days rolled up before them. A
// lister sees only their own listings; an admin sees every listing, and the site's totals from
// one row a day. Who is asking comes from the session only.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingDailyStats, listingPeerDailyMedians, listingPeriodStats, listings, type User } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { periodOf, type ListingPerformance, type PerformanceData, type PerformanceTotals } from '../../lib/views/listing-performance-view';
import { yangonDay } from '../listings/yangon-day.server';
import { createdCounts } from '../admin/created-counts.server';
import { addFigures, FIGURES, liveDayFigures, liveFrom, listingsIn, noFigures } from './live-figures.server';
import { addDays, periodsUpTo } from './rollup.server';

/** Listings per page: each is a chart. */
export const PERFORMANCE_PAGE_SIZE = 10;
/** The root's 404 page, for a listing that is not the viewer's (or no listing): nothing tells it exists. */
const notFoundPage = () => new Response('Not Found', { status: 404, statusText: 'Not Found' });

type Viewer = Pick<User, 'id' | 'isAdmin'>;

/** The period's days, oldest first, today (Yangon) last. */
export function periodDays(period: number, now: Date): string[] {
  const today = yangonDay(now);
  return Array.from({ length: period }, (_, i) => addDays(today, i - period + 1));
}

export async function loadPerformanceTab({ user, params, now = new Date() }: { user: Viewer; params: URLSearchParams; now?: Date }): Promise<PerformanceData> {
  const period = periodOf(params.get('period'));
  const listingParam = params.get('listing');
  if (listingParam !== null && !isUuid(listingParam)) throw notFoundPage();
  const pageParam = Number(params.get('page'));
  const asked = Number.isInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, 100_000) : 1;
  const db = getDb();
  // The scope: the session's own listings, or all of them for an admin.
  const own: SQL | undefined = user.isAdmin ? undefined : eq(listings.userRef, user.id);
  const scope = and(own, listingParam ? eq(listings.id, listingParam) : undefined);
  // Every listing (an admin's first view): from the counters, not a count of every row.
  const total = scope ? (await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(listings).where(scope))[0].total : (await createdCounts('listings', now)).total;
  if (listingParam && total === 0) throw notFoundPage();
  const pageCount = Math.max(1, Math.ceil(total / PERFORMANCE_PAGE_SIZE));
  const page = Math.min(asked, pageCount);
  const rows = await listingsPage(scope, page);
  const days = periodDays(period, now);
  const firstLive = liveFrom(now);
  const ids = rows.map((row) => row.id);
  const d = listingDailyStats;
  const [periods, daily, live, medians, summary] = await Promise.all([
    ids.length ? db.select().from(listingPeriodStats).where(and(inArray(listingPeriodStats.listingId, ids), eq(listingPeriodStats.days, period))) : [],
    ids.length
      ? db
          .select({ listingId: d.listingId, day: d.day, views: d.views, saves: d.saves, enquiries: d.enquiries, contactTaps: d.contactTaps, alerts: d.alerts })
          .from(d)
          .where(and(inArray(d.listingId, ids), sql`${d.day} >= ${days[0]}::date`))
      : [],
    ids.length ? liveDayFigures(listingsIn(ids), now) : [],
    peerMedians(rows, days[0]),
    own ? summaryOf({ own, period, now }) : siteSummary(period, now),
  ]);
  const periodBy = new Map(periods.map((row) => [row.listingId, row]));
  // The rolled-up days, with the live days' rows replaced by the live figures.
  const dayRows = [...daily.filter((row) => row.day < firstLive), ...live];
  // A listing's totals from the same rows as its chart: exact before the day's first run too.
  const totalsBy = new Map(rows.map((row) => [row.id, noFigures()]));
  for (const row of dayRows) addFigures(totalsBy.get(row.listingId)!, row);
  const viewsBy = new Map(dayRows.map((row) => [`${row.listingId} ${row.day}`, row.views]));
  const result: ListingPerformance[] = rows.map((row) => {
    const stats = periodBy.get(row.id);
    const posted = yangonDay(row.createdAt);
    const group = `${row.township} ${row.type} ${row.propertyType}`;
    return {
      _id: row.id,
      name: row.name,
      township: row.township,
      type: row.type,
      propertyType: row.propertyType,
      totals: totalsBy.get(row.id) ?? noFigures(),
      // Rank and peer median cover the period's days up to the day before yesterday (listing_period_stats).
      rank: stats?.rank ?? null,
      peers: stats?.peers ?? 0,
      peerMedianViews: stats?.peerMedianViews ?? 0,
      views: days.map((day) => (day < posted ? null : (viewsBy.get(`${row.id} ${day}`) ?? 0))),
      peerMedian: days.map((day) => medians.get(`${group} ${day}`) ?? null),
    };
  });
  return { tab: 'performance', period, days, listings: result, page, pageCount, totalListings: total, summary, listingId: listingParam };
}

/** A page of the listings in `scope` (every listing when unset), newest first, each page read in order from an index. */
export function listingsPage(scope: SQL | undefined, page: number) {
  return getDb()
    .select({ id: listings.id, name: listings.name, township: listings.township, type: listings.type, propertyType: listings.propertyType, createdAt: listings.createdAt })
    .from(listings)
    .where(scope)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(PERFORMANCE_PAGE_SIZE)
    .offset((page - 1) * PERFORMANCE_PAGE_SIZE);
}

/** Each day's median views of the groups these listings are in, by 'township type propertyType day'. */
async function peerMedians(rows: { township: string; type: string; propertyType: string }[], from: string): Promise<Map<string, number>> {
  const groups = [...new Map(rows.map((row) => [`${row.township} ${row.type} ${row.propertyType}`, row])).values()];
  if (groups.length === 0) return new Map();
  const m = listingPeerDailyMedians;
  const found = await getDb()
    .select()
    .from(m)
    .where(
      and(
        sql`(${m.township}, ${m.type}, ${m.propertyType}) in (${sql.join(
          groups.map((g) => sql`(${g.township}, ${g.type}, ${g.propertyType})`),
          sql`, `,
        )})`,
        sql`${m.day} >= ${from}::date`,
      ),
    );
  return new Map(found.map((row) => [`${row.township} ${row.type} ${row.propertyType} ${row.day}`, row.views]));
}

const sumsOf = (d: typeof listingDailyStats) =>
  Object.fromEntries(FIGURES.map((key) => [key, sql<number>`coalesce(sum(${d[key]}), 0)::int`.mapWith(Number)])) as Record<keyof PerformanceTotals, SQL<number>>;

/**
 * The totals of a lister's listings over the period, as their cards give them: the days before the
 * live days, then the live days' events. Their ids are read first and every other read goes by
 * them: left to join on the lister, the planner read every listing's live days when its
 * statistics did not know today's rows yet.
 */
async function summaryOf({ own, period, now }: { own: SQL; period: number; now: Date }): Promise<PerformanceTotals> {
  const ids = (await getDb().select({ id: listings.id }).from(listings).where(own)).map((row) => row.id);
  if (!ids.length) return noFigures();
  const [totals, live] = await Promise.all([rolledTotals(ids, period, now), liveDayFigures(listingsIn(ids), now)]);
  for (const day of live) addFigures(totals, day);
  return totals;
}

/**
 * These listings' totals over the period's days before the live days: a row each from
 * listing_period_stats, or the listing's daily rows where it has no row written up to the day
 * before the live days (hidden, posted since the day's first run, or that run not done yet).
 */
async function rolledTotals(ids: string[], period: number, now: Date): Promise<PerformanceTotals> {
  const db = getDb();
  const s = listingPeriodStats;
  const d = listingDailyStats;
  const written = await db
    .select({ listingId: s.listingId, views: s.views, saves: s.saves, enquiries: s.enquiries, contactTaps: s.contactTaps, alerts: s.alerts })
    .from(s)
    .where(and(inArray(s.listingId, ids), eq(s.days, period), eq(s.upTo, periodsUpTo(yangonDay(now)))));
  const totals = noFigures();
  for (const row of written) addFigures(totals, row);
  const covered = new Set(written.map((row) => row.listingId));
  const rest = ids.filter((id) => !covered.has(id));
  if (rest.length) {
    const [days] = await db
      .select(sumsOf(d))
      .from(d)
      .where(and(inArray(d.listingId, rest), sql`${d.day} >= ${periodDays(period, now)[0]}::date`, sql`${d.day} < ${liveFrom(now)}::date`));
    addFigures(totals, days);
  }
  return totals;
}

/**
 * The whole site's totals over the period, as the last hourly rollup left them: a row a day of
 * site_daily_stats, today's included. Counting the live days' events instead cost as much as the
 * site's traffic (146,000 views of two days at a million listings, a third of the tab's time).
 */
export function siteSummarySql(period: number, now: Date): SQL {
  const from = periodDays(period, now)[0];
  return sql`
    select coalesce(sum(views), 0)::int as views, coalesce(sum(saves), 0)::int as saves, coalesce(sum(enquiries), 0)::int as enquiries,
      coalesce(sum(contact_taps), 0)::int as contact_taps, coalesce(sum(alerts), 0)::int as alerts
    from site_daily_stats where day >= ${from}::date and day <= ${yangonDay(now)}::date`;
}

async function siteSummary(period: number, now: Date): Promise<PerformanceTotals> {
  const result = (await getDb().execute(siteSummarySql(period, now))) as unknown as {
    rows: { views: number; saves: number; enquiries: number; contact_taps: number; alerts: number }[];
  };
  const [row] = result.rows;
  return { views: Number(row.views), saves: Number(row.saves), enquiries: Number(row.enquiries), contactTaps: Number(row.contact_taps), alerts: Number(row.alerts) };
}
