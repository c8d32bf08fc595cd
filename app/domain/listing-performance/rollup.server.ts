// The job that keeps a listing's numbers: from the raw events (page_views, favourites,
// enquiries, contact_intents, alert_listings) to one row per listing per day and one per day for
// the whole site, each day's median of a listing's peers (same township, type and property type),
// and each listing's 30- and 90-day totals with its rank among them. Run on the queue every hour
// for today and yesterday (an event just before midnight may be counted after it), so a run costs
// what those two days' events cost. The totals and ranks cover the days before those two: they
// change with the day, and only the day's first run writes them (every listing: a nightly-sized
// job, done a batch of peer groups at a time, each its own short transaction, so that no
// listing's row is locked for long; a run that stops half way is done again by the next). The
// pages read a few rows per listing plus the two live days' events. Each run replaces what it
// computes, so a run twice is the same as once.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { runAlone } from '../../db/run-alone.server';
import { yangonDay } from '../listings/yangon-day.server';

/** The queue's job (domain/jobs/catalogue.server.ts) and its data. */
export const LISTING_STATS_JOB = 'listing-stats-rollup';
/**
 * The days each hourly run rolls up again (yesterday and today): an event in them may not be
 * rolled up yet, so the pages read these days from the events themselves (live-figures.server.ts).
 */
export const LIVE_DAYS = 2;

/** The last day listing_period_stats covers when `today` (Yangon) is today: the day before the live days. */
export const periodsUpTo = (today: string) => addDays(today, -LIVE_DAYS);

export interface RollupJobData {
  /** Days to roll up, ending today (default LIVE_DAYS: yesterday and today). */
  days?: number;
}

/** The periods a listing's totals and rank are kept for. */
export const PERIODS = [30, 90] as const;
export type Period = (typeof PERIODS)[number];

// Yangon's days for events kept with a time (saves, enquiries). A fixed UTC+6:30 (Myanmar has no
// daylight saving), not the zone's name: the embedded database need not carry the zone files.
const dayStart = (day: string) => sql`((${day}::date::timestamp - interval '6 hours 30 minutes') at time zone 'UTC')`;
const dayOf = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '6 hours 30 minutes')::date`);

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** Two runs at once (the hour's and one queued by hand) take turns rather than clash on the rows they rewrite. */
const ROLLUP_LOCK = 'listing-stats-rollup';
const oneAtATime = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}))`);

/** Adds `n` days to a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * Each listing's events per day over the days from..to, from the raw tables: the job's rows, and
 * the pages' live figures for the days the job may not have finished (`listingIn` narrows it to
 * some listings, as an `in (...)` on listing_id). An event whose listing was deleted (a save or an
 * enquiry keeps its row, listing_id null) counts nowhere.
 */
export function dailyEventsSql(from: string, to: string, listingIn: SQL = sql`is not null`): SQL {
  const end = addDays(to, 1);
  const of = sql`listing_id ${listingIn} and`;
  return sql`
    select listing_id, day, sum(views)::int as views, sum(saves)::int as saves, sum(enquiries)::int as enquiries,
      sum(contact_taps)::int as contact_taps, sum(alerts)::int as alerts
    from (
      select listing_id, day, count(*) as views, 0 as saves, 0 as enquiries, 0 as contact_taps, 0 as alerts
        from page_views where ${of} day between ${from}::date and ${to}::date group by 1, 2
      union all
      select listing_id, ${dayOf('created_at')}, 0, count(*), 0, 0, 0
        from favourites where ${of} created_at >= ${dayStart(from)} and created_at < ${dayStart(end)} group by 1, 2
      union all
      select listing_id, ${dayOf('created_at')}, 0, 0, count(*), 0, 0
        from enquiries where ${of} created_at >= ${dayStart(from)} and created_at < ${dayStart(end)} group by 1, 2
      union all
      select listing_id, day, 0, 0, 0, count(*), 0
        from contact_intents where ${of} day between ${from}::date and ${to}::date group by 1, 2
      union all
      select listing_id, day, 0, 0, 0, 0, count(*)
        from alert_listings where ${of} day between ${from}::date and ${to}::date group by 1, 2
    ) as events
    group by 1, 2`;
}

/**
 * Rewrites listing_daily_stats for the days from..to from the raw events, and the site's totals
 * of those days from the rows just written, in the same statement.
 */
async function rollDays(from: string, to: string) {
  await getDb().transaction(async (tx) => {
    await oneAtATime(tx);
    await tx.execute(sql`delete from listing_daily_stats where day between ${from}::date and ${to}::date`);
    await tx.execute(sql`delete from site_daily_stats where day between ${from}::date and ${to}::date`);
    await tx.execute(sql`
      with rolled as (
        insert into listing_daily_stats (listing_id, day, views, saves, enquiries, contact_taps, alerts)
        ${dailyEventsSql(from, to)}
        returning day, views, saves, enquiries, contact_taps, alerts
      )
      insert into site_daily_stats (day, views, saves, enquiries, contact_taps, alerts)
      select day, sum(views), sum(saves), sum(enquiries), sum(contact_taps), sum(alerts) from rolled group by day`);
  });
}

/**
 * Rewrites each day's median views of the public listings of every township, type and property
 * type, for the days from..to. A listing counts from the day it was posted, with zero on the days
 * it had no view: the median is taken over every such listing without a row per listing per day
 * (the nonzero values ranked, the zeros before them by count). How many there are each day comes
 * from listing_counts (exact, by triggers) less those posted after the day, a range of
 * listings_created_idx: no run reads every listing.
 */
async function rollPeerMedians(from: string, to: string) {
  await getDb().transaction(async (tx) => {
    await oneAtATime(tx);
    await tx.execute(sql`delete from listing_peer_daily_medians where day between ${from}::date and ${to}::date`);
    await tx.execute(sql`insert into listing_peer_daily_medians (township, type, property_type, day, views) ${peerMediansSql(from, to)}`);
  });
}

/** Each day's median views per township, type and property type over the days from..to (rollPeerMedians). */
function peerMediansSql(from: string, to: string): SQL {
  return sql`
    with days as (
      select ${from}::date + i as day from generate_series(0, ${to}::date - ${from}::date) as i
    ),
    kinds as (
      select township, type, property_type, sum(n)::int as n from listing_counts group by 1, 2, 3
    ),
    posted_since as (
      select township, type, property_type, ${dayOf('created_at')} as day, count(*)::int as n
      from listings where hidden_at is null and created_at >= ${dayStart(addDays(from, 1))}
      group by 1, 2, 3, 4
    ),
    cells as (
      select k.township, k.type, k.property_type, days.day, (k.n - coalesce(sum(p.n), 0))::int as n
      from kinds k
      cross join days
      left join posted_since p on p.township = k.township and p.type = k.type and p.property_type = k.property_type and p.day > days.day
      group by k.township, k.type, k.property_type, k.n, days.day
    ),
    nonzero as (
      select l.township, l.type, l.property_type, s.day, s.views,
        row_number() over (partition by l.township, l.type, l.property_type, s.day order by s.views)::int as r,
        count(*) over (partition by l.township, l.type, l.property_type, s.day)::int as k
      from listing_daily_stats s
      join listings l on l.id = s.listing_id and l.hidden_at is null
      where s.day between ${from}::date and ${to}::date and s.views > 0
    ),
    nonzero_counts as (
      select township, type, property_type, day, max(k) as k from nonzero group by township, type, property_type, day
    ),
    counted as (
      select cells.*, coalesce(nc.k, 0) as k
      from cells
      left join nonzero_counts nc on nc.township = cells.township and nc.type = cells.type and nc.property_type = cells.property_type and nc.day = cells.day
      where cells.n > 0
    )
    select c.township, c.type, c.property_type, c.day, (coalesce(lo.views, 0) + coalesce(hi.views, 0)) / 2.0
    from counted c
    left join nonzero lo on lo.township = c.township and lo.type = c.type and lo.property_type = c.property_type and lo.day = c.day
      and lo.r = (c.n - 1) / 2 - (c.n - c.k) + 1
    left join nonzero hi on hi.township = c.township and hi.type = c.type and hi.property_type = c.property_type and hi.day = c.day
      and hi.r = c.n / 2 - (c.n - c.k) + 1`;
}

/** The most public listings one batch of the 30- and 90-day rows rewrites, unless one group of peers alone is more. */
export const PERIOD_BATCH = 5_000;

/** One township, type and property type: the public listings a listing is ranked among. */
interface PeerGroup {
  township: string;
  type: string;
  propertyType: string;
  /** How many public listings it has. */
  n: number;
}

/** Whether every period row runs up to `upTo`: the oldest up_to, from its index (a run that stopped half way left some a day behind). */
async function periodsDone(db: Database, upTo: string): Promise<boolean> {
  const result = (await db.execute(sql`select min(up_to)::text as up_to from listing_period_stats`)) as unknown as { rows: { up_to: string | null }[] };
  const written = result.rows[0]?.up_to;
  return written != null && written >= upTo;
}

/**
 * Rewrites every public listing's 30- and 90-day totals, rank among its peers and their median,
 * over the period's days up to periodsUpTo(today): they change once a day, so a run finding them
 * written up to that day already (another run of the day's) leaves them, unless `always` (a run
 * that rolled older days again). Says whether it wrote them.
 *
 * Each listing's sums are taken first, in one pass over those days of listing_daily_stats, into a
 * temporary table (which takes no lock on listings). Then the rows are written a batch of whole
 * peer groups at a time, each batch its own short transaction: a listing being deleted waits for
 * the transaction that writes its rows (an insert's foreign-key check locks the listing, an
 * update locks the row its delete must take), so no transaction writes more than about
 * `batchSize` listings' rows, a fraction of a second's work. Each group is ranked,
 * counted and its median taken in the statement that writes its rows. The rows that no batch
 * wrote (of listings hidden, deleted, moved to a group written before they moved, or of another
 * day) go at the end. `afterBatch` runs after each batch is committed.
 */
export async function rollPeriods(
  today: string,
  { always, batchSize = PERIOD_BATCH, afterBatch }: { always: boolean; batchSize?: number; afterBatch?: (batch: number) => Promise<void> },
): Promise<boolean> {
  const upTo = periodsUpTo(today);
  // The day's later runs stop here, on the pool, without a session of their own.
  if (!always && (await periodsDone(getDb(), upTo))) return false;
  // A session-level lock held across the batches (runAlone), not one per batch: another run waits
  // for this whole rewrite (then finds it done), and so do its other steps (oneAtATime).
  return runAlone(ROLLUP_LOCK, async (db) => {
    if (!always && (await periodsDone(db, upTo))) return false;
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`drop table if exists pg_temp.listing_period_sums`);
        // listing_daily_stats lies in day order (each day's rows are written together): read
        // whole, not a listing at a time through its key, which would read a page per row.
        await tx.execute(sql`set local enable_indexscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`create temporary table listing_period_sums as ${periodSumsSql(today)}`);
        await tx.execute(sql`alter table pg_temp.listing_period_sums add primary key (listing_id)`);
        await tx.execute(sql`analyze pg_temp.listing_period_sums`);
      });
      // The groups from listing_counts (public listings, kept exact by triggers), in key order.
      const groups = (
        (await db.execute(sql`
          select township, type, property_type as "propertyType", sum(n)::int as n
          from listing_counts group by 1, 2, 3 having sum(n) > 0 order by 1, 2, 3`)) as unknown as { rows: PeerGroup[] }
      ).rows;
      for (const [i, batch] of intoBatches(groups, batchSize).entries()) {
        await db.execute(periodRowsSql(today, batch));
        await afterBatch?.(i);
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from listing_period_stats where up_to < ${upTo}::date or up_to > ${upTo}::date`);
        await tx.execute(sql`delete from listing_period_stats where listing_id in (select id from listings where hidden_at is not null)`);
      });
    } finally {
      // Gone with the session on PostgreSQL; the embedded database's one session keeps it.
      await db.execute(sql`drop table if exists pg_temp.listing_period_sums`).catch(() => undefined);
    }
    return true;
  });
}

/** Each listing's 30- and 90-day sums up to periodsUpTo(today), a row per listing that has any day in them. */
function periodSumsSql(today: string): SQL {
  const in30 = sql`day > ${today}::date - 30`;
  return sql`
    select listing_id,
      sum(views) filter (where ${in30})::int as views30, sum(saves) filter (where ${in30})::int as saves30,
      sum(enquiries) filter (where ${in30})::int as enquiries30, sum(contact_taps) filter (where ${in30})::int as contact_taps30,
      sum(alerts) filter (where ${in30})::int as alerts30,
      sum(views)::int as views90, sum(saves)::int as saves90, sum(enquiries)::int as enquiries90,
      sum(contact_taps)::int as contact_taps90, sum(alerts)::int as alerts90
    from listing_daily_stats
    where day between ${addDays(today, -89)}::date and ${periodsUpTo(today)}::date
    group by listing_id`;
}

/** Groups in their order, as many to a batch as fit in `size` listings (a bigger group alone). */
function intoBatches(groups: PeerGroup[], size: number): PeerGroup[][] {
  const batches: PeerGroup[][] = [];
  let current: PeerGroup[] = [];
  let listings = 0;
  for (const group of groups) {
    if (current.length && listings + group.n > size) {
      batches.push(current);
      current = [];
      listings = 0;
    }
    current.push(group);
    listings += group.n;
  }
  if (current.length) batches.push(current);
  return batches;
}

/**
 * Writes the 30- and 90-day rows of the public listings of `groups`, one statement. The listings
 * come from listings_search_township_idx (township, property type, type, ..., id; public ones
 * only), each one's sums from listing_period_sums by its key: only the groups' rows are read. A
 * row already there is updated in place.
 */
function periodRowsSql(today: string, groups: PeerGroup[]): SQL {
  const batch = sql.join(
    groups.map((g) => sql`(${g.township}::text, ${g.type}::text, ${g.propertyType}::text)`),
    sql`, `,
  );
  return sql`
    insert into listing_period_stats (listing_id, days, views, saves, enquiries, contact_taps, alerts, rank, peers, peer_median_views, up_to)
    with totals as (
      select l.id, l.township, l.type, l.property_type, p.days,
        coalesce(p.views, 0) as views, coalesce(p.saves, 0) as saves, coalesce(p.enquiries, 0) as enquiries,
        coalesce(p.contact_taps, 0) as contact_taps, coalesce(p.alerts, 0) as alerts
      from (values ${batch}) as g (township, type, property_type)
      join listings l on l.township = g.township and l.property_type = g.property_type and l.type = g.type and l.hidden_at is null
      left join pg_temp.listing_period_sums s on s.listing_id = l.id
      cross join lateral (
        values (30, s.views30, s.saves30, s.enquiries30, s.contact_taps30, s.alerts30), (90, s.views90, s.saves90, s.enquiries90, s.contact_taps90, s.alerts90)
      ) as p (days, views, saves, enquiries, contact_taps, alerts)
    ),
    medians as (
      select township, type, property_type, days, percentile_cont(0.5) within group (order by views) as median
      from totals group by township, type, property_type, days
    )
    select t.id, t.days, t.views, t.saves, t.enquiries, t.contact_taps, t.alerts,
      rank() over (partition by t.township, t.type, t.property_type, t.days order by t.views desc)::int,
      count(*) over (partition by t.township, t.type, t.property_type, t.days)::int,
      m.median, ${periodsUpTo(today)}::date
    from totals t
    join medians m on m.township = t.township and m.type = t.type and m.property_type = t.property_type and m.days = t.days
    on conflict (listing_id, days) do update set
      views = excluded.views, saves = excluded.saves, enquiries = excluded.enquiries, contact_taps = excluded.contact_taps,
      alerts = excluded.alerts, rank = excluded.rank, peers = excluded.peers, peer_median_views = excluded.peer_median_views, up_to = excluded.up_to`;
}

/**
 * Rolls up the `days` days ending today (Yangon): their daily rows and peer medians, then, on the
 * day's first run or when older days were rolled again, every listing's totals and rank. The queue
 * runs it hourly with 2; the demo data and a fresh database with 90.
 */
export async function rollupListingStats({ days = LIVE_DAYS, now = new Date() }: { days?: number; now?: Date } = {}): Promise<{ from: string; to: string; periodsRolled: boolean }> {
  const to = yangonDay(now);
  const span = Math.min(Math.max(Math.trunc(days), 1), 400);
  const from = addDays(to, -(span - 1));
  await rollDays(from, to);
  await rollPeerMedians(from, to);
  const periodsRolled = await rollPeriods(to, { always: span > LIVE_DAYS });
  return { from, to, periodsRolled };
}
