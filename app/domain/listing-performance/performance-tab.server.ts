// /dashboard?tab=performance: a page of listings with their numbers, read from the rollups
// (rollup.server.ts), a handful of rows per listing whatever the traffic. A lister sees only
// their own listings; an admin sees every listing. Who is asking comes from the session only.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingDailyStats, listingPeerDailyMedians, listingPeriodStats, listings, type User } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { periodOf, type ListingPerformance, type PerformanceData, type PerformanceTotals } from '../../lib/views/listing-performance-view';
import { yangonDay } from '../listings/yangon-day.server';
import { addDays } from './rollup.server';

/** Listings per page: each is a chart. */
export const PERFORMANCE_PAGE_SIZE = 10;
/** The root's 404 page, for a listing that is not the viewer's (or no listing): nothing tells it exists. */
const notFoundPage = () => new Response('Not Found', { status: 404, statusText: 'Not Found' });

type Viewer = Pick<User, 'id' | 'isAdmin'>;

const zeros = (): PerformanceTotals => ({ views: 0, saves: 0, enquiries: 0, contactTaps: 0, alerts: 0 });

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
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(listings).where(scope);
  if (listingParam && total === 0) throw notFoundPage();
  const pageCount = Math.max(1, Math.ceil(total / PERFORMANCE_PAGE_SIZE));
  const page = Math.min(asked, pageCount);
  const rows = await db
    .select({ id: listings.id, name: listings.name, township: listings.township, type: listings.type, propertyType: listings.propertyType, createdAt: listings.createdAt })
    .from(listings)
    .where(scope)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(PERFORMANCE_PAGE_SIZE)
    .offset((page - 1) * PERFORMANCE_PAGE_SIZE);
  const days = periodDays(period, now);
  const ids = rows.map((row) => row.id);
  const [periods, daily, medians, summary] = await Promise.all([
    ids.length ? db.select().from(listingPeriodStats).where(and(inArray(listingPeriodStats.listingId, ids), eq(listingPeriodStats.days, period))) : [],
    ids.length
      ? db
          .select({ listingId: listingDailyStats.listingId, day: listingDailyStats.day, views: listingDailyStats.views })
          .from(listingDailyStats)
          .where(and(inArray(listingDailyStats.listingId, ids), sql`${listingDailyStats.day} >= ${days[0]}::date`))
      : [],
    peerMedians(rows, days[0]),
    summaryOf({ own, period }),
  ]);
  const periodBy = new Map(periods.map((row) => [row.listingId, row]));
  const viewsBy = new Map(daily.map((row) => [`${row.listingId} ${row.day}`, row.views]));
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
      totals: stats ? { views: stats.views, saves: stats.saves, enquiries: stats.enquiries, contactTaps: stats.contactTaps, alerts: stats.alerts } : zeros(),
      rank: stats?.rank ?? null,
      peers: stats?.peers ?? 0,
      peerMedianViews: stats?.peerMedianViews ?? 0,
      views: days.map((day) => (day < posted ? null : (viewsBy.get(`${row.id} ${day}`) ?? 0))),
      peerMedian: days.map((day) => medians.get(`${group} ${day}`) ?? null),
    };
  });
  return { tab: 'performance', period, days, listings: result, page, pageCount, totalListings: total, summary, listingId: listingParam };
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

/** The totals of every listing in scope over the period. */
async function summaryOf({ own, period }: { own: SQL | undefined; period: number }): Promise<PerformanceTotals> {
  const s = listingPeriodStats;
  const [row] = await getDb()
    .select({
      views: sql<number>`coalesce(sum(${s.views}), 0)::int`.mapWith(Number),
      saves: sql<number>`coalesce(sum(${s.saves}), 0)::int`.mapWith(Number),
      enquiries: sql<number>`coalesce(sum(${s.enquiries}), 0)::int`.mapWith(Number),
      contactTaps: sql<number>`coalesce(sum(${s.contactTaps}), 0)::int`.mapWith(Number),
      alerts: sql<number>`coalesce(sum(${s.alerts}), 0)::int`.mapWith(Number),
    })
    .from(s)
    .innerJoin(listings, eq(listings.id, s.listingId))
    .where(and(eq(s.days, period), own));
  return row ?? zeros();
}
