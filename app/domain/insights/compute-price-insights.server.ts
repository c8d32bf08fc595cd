// The nightly job behind /insights: every township's medians by type, property type and bedrooms
// over its live listings, and its monthly medians over the last 12 months, written in one
// transaction over the previous night's (readers see one or the other, never half). Medians are
// percentile_cont(0.5) in SQL: the prices never leave the database.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { MEDIAN_MIN_LISTINGS, townshipPriceGroups, townshipPriceMonths } from '../../db/schema';
import { areaOf, bedroomGroup, countsInPriceInsights, hasConvertedPrice, priceInLakh, priceInUsd } from './insights-sample.server';

export const PRICE_INSIGHTS_JOB = 'price-insights';

/** Months of history the trend shows, the current one included. */
export const TREND_MONTHS = 12;

const LIVE = 'Still Available';
const min = sql.raw(String(MEDIAN_MIN_LISTINGS));
/** The median of `value` over the group, or null for a group under the minimum. */
const median = (value: ReturnType<typeof sql>, count = sql`count(*)`, scale = 2) =>
  sql`case when ${count} >= ${min} then round((percentile_cont(0.5) within group (order by ${value}))::numeric, ${sql.raw(String(scale))}) end`;

export interface PriceInsightsRun {
  groups: number;
  months: number;
}

/** Recomputes both tables as of `now`; returns how many rows each holds. */
export async function computePriceInsights({ now = new Date() }: { now?: Date } = {}): Promise<PriceInsightsRun> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.delete(townshipPriceGroups);
    await tx.delete(townshipPriceMonths);
    const at = sql`${now.toISOString()}::timestamptz`;
    const perSqft = (price: ReturnType<typeof sql>, scale: number) =>
      median(sql`${price} / s.area`, sql`count(s.area)`, scale);
    const groups = await tx.execute(sql`
      insert into ${townshipPriceGroups} (township, type, property_type, bedrooms, listings, median_lakh, median_usd, with_area, median_lakh_per_sqft, median_usd_per_sqft, computed_at)
      select s.township, s.type, s.property_type, s.bedrooms, count(*)::int,
        ${median(sql`s.lakh`)}, ${median(sql`s.usd`, sql`count(*)`, 0)},
        count(s.area)::int, ${perSqft(sql`s.lakh`, 4)}, ${perSqft(sql`s.usd`, 2)}, ${at}
      from (
        select l.township, l.type, l.property_type, ${bedroomGroup('l')} as bedrooms,
          ${priceInLakh('l')} as lakh, ${priceInUsd('l')} as usd, ${areaOf('l')} as area
        from listings l
        where ${countsInPriceInsights('l')} and ${hasConvertedPrice('l')} and l.property_status = ${LIVE}
      ) s
      group by grouping sets ((s.township, s.type, s.property_type, s.bedrooms), (s.township, s.type))`);
    // A listing is on the market from its posting until it is rented out or sold (its last
    // change then); one still available counts in every month since it was posted. Months are
    // UTC's whatever the session's time zone, as the pages name them (lib/views/price-insights.ts).
    const thisMonth = sql`date_trunc('month', ${at} at time zone 'UTC')`;
    const months = await tx.execute(sql`
      insert into ${townshipPriceMonths} (township, type, month, listings, median_lakh, median_usd, computed_at)
      select s.township, s.type, m.month::date, count(*)::int, ${median(sql`s.lakh`)}, ${median(sql`s.usd`, sql`count(*)`, 0)}, ${at}
      from generate_series(${thisMonth} - make_interval(months => ${sql.raw(String(TREND_MONTHS - 1))}), ${thisMonth}, interval '1 month') as m(month)
      join (
        select l.township, l.type, l.created_at at time zone 'UTC' as posted,
          (case when l.property_status <> ${LIVE} then l.updated_at end) at time zone 'UTC' as left_at,
          ${priceInLakh('l')} as lakh, ${priceInUsd('l')} as usd
        from listings l
        where ${countsInPriceInsights('l')} and ${hasConvertedPrice('l')}
      ) s on s.posted < m.month + interval '1 month' and (s.left_at is null or s.left_at >= m.month)
      group by s.township, s.type, m.month`);
    return { groups: rowCount(groups), months: rowCount(months) };
  });
}

/** Rows an INSERT wrote: node-postgres says rowCount, PGlite affectedRows. */
function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
