// My Listings' trend beside each row: a listing's views per day over the last 30 days, from the
// daily rollup and, for the last days, the views themselves (live-figures.server.ts). The caller passes the ids of the lister's own listings (the page's loader reads
// them for the session's user).
import { and, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingDailyStats } from '../../db/schema';
import { liveDayFigures, liveFrom, listingsIn } from './live-figures.server';
import { periodDays } from './performance-tab.server';

export const TREND_DAYS = 30;

/** Views per day, oldest first, of each listing (zeros on days without a row). */
export async function viewTrends({ listingIds, now = new Date() }: { listingIds: string[]; now?: Date }): Promise<Record<string, number[]>> {
  if (listingIds.length === 0) return {};
  const days = periodDays(TREND_DAYS, now);
  const firstLive = liveFrom(now);
  const [rolled, live] = await Promise.all([
    getDb()
      .select({ listingId: listingDailyStats.listingId, day: listingDailyStats.day, views: listingDailyStats.views })
      .from(listingDailyStats)
      .where(and(inArray(listingDailyStats.listingId, listingIds), sql`${listingDailyStats.day} >= ${days[0]}::date`, sql`${listingDailyStats.day} < ${firstLive}::date`)),
    liveDayFigures(listingsIn(listingIds), now),
  ]);
  const index = new Map(days.map((day, i) => [day, i]));
  const trends: Record<string, number[]> = Object.fromEntries(listingIds.map((id) => [id, days.map(() => 0)]));
  for (const row of [...rolled, ...live]) {
    const i = index.get(row.day);
    if (i !== undefined && trends[row.listingId]) trends[row.listingId][i] = row.views;
  }
  return trends;
}
