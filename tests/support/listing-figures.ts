// Reading a listing's rolled-up figures back in tests of the rollup job (app/domain/listing-performance):
// its daily and period rows, the site's days, each day's peer median, and the rows the single
// statement that once wrote every period row gave, for the batched rewrite to be held to.
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../app/db/registry.server';
import { listingDailyStats, listingPeerDailyMedians, listingPeriodStats, siteDailyStats, type Listing } from '../../app/db/schema';
import { addDays } from '../../app/domain/listing-performance/rollup.server';

export const dailyOf = async (listing: Listing) =>
  (await getDb().select().from(listingDailyStats).where(eq(listingDailyStats.listingId, listing.id))).sort((x, y) => x.day.localeCompare(y.day));
export const periodOf = async (listing: Listing, days: 30 | 90) =>
  (await getDb().select().from(listingPeriodStats).where(and(eq(listingPeriodStats.listingId, listing.id), eq(listingPeriodStats.days, days))))[0];
/** Every 30- and 90-day row with the transaction that wrote it (xmin): the same, written included, when no run wrote them again. */
export const periodRows = async () =>
  ((await getDb().execute(sql`select listing_id, days, xmin::text as written, views, saves, enquiries, contact_taps, alerts, rank, peers, peer_median_views, up_to::text as up_to
    from listing_period_stats order by listing_id, days`)) as unknown as { rows: Record<string, unknown>[] }).rows;
/** The site's rows of the days from..to, and every listing's rows of those days summed per day: the same when the rollup kept them. */
export const siteDays = (from: string, to: string) => getDb().select().from(siteDailyStats).where(between(siteDailyStats.day, from, to)).orderBy(asc(siteDailyStats.day));
export const listingsSummedPerDay = (from: string, to: string) => {
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
export const medianOf = async (group: { township: string; type: string; propertyType: string }, day: string) =>
  (
    await getDb()
      .select()
      .from(listingPeerDailyMedians)
      .where(and(eq(listingPeerDailyMedians.township, group.township), eq(listingPeerDailyMedians.type, group.type), eq(listingPeerDailyMedians.propertyType, group.propertyType), eq(listingPeerDailyMedians.day, day)))
  )[0]?.views;

/** The 30- and 90-day rows the single statement that once wrote every listing's rows gave on `day` (its select, unchanged): what the batched rewrite is held to. */
export function oneStatementPeriodsSql(day: string): SQL {
  const from90 = addDays(day, -89);
  const upTo = addDays(day, -2);
  return sql`
    with sums as (
      select listing_id, p.days,
        sum(views)::int as views, sum(saves)::int as saves, sum(enquiries)::int as enquiries,
        sum(contact_taps)::int as contact_taps, sum(alerts)::int as alerts
      from listing_daily_stats s
      join (values (30), (90)) as p (days) on s.day > ${day}::date - p.days
      where s.day between ${from90}::date and ${upTo}::date
      group by listing_id, p.days
    ),
    totals as (
      select l.id, l.township, l.type, l.property_type, p.days,
        coalesce(s.views, 0) as views, coalesce(s.saves, 0) as saves, coalesce(s.enquiries, 0) as enquiries,
        coalesce(s.contact_taps, 0) as contact_taps, coalesce(s.alerts, 0) as alerts
      from listings l
      cross join (values (30), (90)) as p (days)
      left join sums s on s.listing_id = l.id and s.days = p.days
      where l.hidden_at is null
    ),
    medians as (
      select township, type, property_type, days, percentile_cont(0.5) within group (order by views) as median
      from totals group by township, type, property_type, days
    )
    select t.id as listing_id, t.days::smallint as days, t.views, t.saves, t.enquiries, t.contact_taps, t.alerts,
      rank() over (partition by t.township, t.type, t.property_type, t.days order by t.views desc)::int as rank,
      count(*) over (partition by t.township, t.type, t.property_type, t.days)::int as peers,
      m.median::real as peer_median_views, ${upTo}::date::text as up_to
    from totals t
    join medians m on m.township = t.township and m.type = t.type and m.property_type = t.property_type and m.days = t.days
    order by listing_id, days`;
}
