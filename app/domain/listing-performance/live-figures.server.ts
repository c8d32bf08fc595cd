// A listing's numbers as they are now: the rollup's history (rollup.server.ts) with its last
// LIVE_DAYS days read from the events themselves, so an enquiry or a save made since the last
// hourly run shows on the performance tab as it does in the inbox and on My Listings.
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import type { PerformanceTotals } from '../../lib/views/listing-performance-view';
import { yangonDay } from '../listings/yangon-day.server';
import { addDays, dailyEventsSql, LIVE_DAYS } from './rollup.server';

export type DayFigures = PerformanceTotals & { listingId: string; day: string };

export const FIGURES = ['views', 'saves', 'enquiries', 'contactTaps', 'alerts'] as const satisfies (keyof PerformanceTotals)[];

export const noFigures = (): PerformanceTotals => ({ views: 0, saves: 0, enquiries: 0, contactTaps: 0, alerts: 0 });

/** The first of the days read live, for `now` (Yangon). */
export const liveFrom = (now: Date) => addDays(yangonDay(now), -(LIVE_DAYS - 1));

/** Adds (sign 1) or takes away (sign -1) `figures` from `totals`, in place. */
export function addFigures(totals: PerformanceTotals, figures: PerformanceTotals, sign: 1 | -1 = 1): PerformanceTotals {
  for (const key of FIGURES) totals[key] += sign * figures[key];
  return totals;
}

/** An `in (...)` on listing_id for these listings. */
export const listingsIn = (ids: string[]): SQL => sql`in (${sql.join(
  ids.map((id) => sql`${id}::uuid`),
  sql`, `,
)})`;

/** The events of the live days, per listing and day, of the listings `listingIn` names. */
export async function liveDayFigures(listingIn: SQL | undefined, now: Date): Promise<DayFigures[]> {
  const events = dailyEventsSql(liveFrom(now), yangonDay(now), listingIn);
  const result = (await getDb().execute(sql`select listing_id, day::text as day, views, saves, enquiries, contact_taps, alerts from (${events}) as live`)) as unknown as {
    rows: { listing_id: string; day: string; views: number; saves: number; enquiries: number; contact_taps: number; alerts: number }[];
  };
  const { rows } = result;
  return rows.map((row) => ({
    listingId: row.listing_id,
    day: row.day,
    views: Number(row.views),
    saves: Number(row.saves),
    enquiries: Number(row.enquiries),
    contactTaps: Number(row.contact_taps),
    alerts: Number(row.alerts),
  }));
}
