// The admin's totals of users, listings and posts and how many of each are from the last month,
// read from daily_created_counts (a row a day, kept by triggers) rather than counted: the cost
// follows the site's age in days, not its rows. Only the day "last month" starts on is counted
// from the table itself, a range of its created_at.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, posts, users } from '../../db/schema';
import { monthAgo } from './month-ago.server';

const TABLES = { users, listings, posts } as const;
export type CountedTable = keyof typeof TABLES;

export interface CreatedCounts {
  total: number;
  lastMonth: number;
}

/** Every row of `table`, and those created since a month before `now`. */
export async function createdCounts(table: CountedTable, now = new Date()): Promise<CreatedCounts> {
  const since = monthAgo(now).toISOString();
  const t = TABLES[table];
  // The UTC day `since` falls on, and the start of the next: whole days after it come from the counts.
  const sinceDay = sql`(${since}::timestamptz at time zone 'UTC')::date`;
  const nextDayStart = sql`((${sinceDay} + 1)::timestamp at time zone 'UTC')`;
  const result = (await getDb().execute(sql`
    select
      (select coalesce(sum(n), 0) from daily_created_counts where kind = ${table})::int as total,
      ((select coalesce(sum(n), 0) from daily_created_counts where kind = ${table} and day > ${sinceDay})
        + (select count(*) from ${t} where ${t.createdAt} >= ${since}::timestamptz and ${t.createdAt} < ${nextDayStart}))::int as last_month`)) as unknown as {
    rows: { total: number; last_month: number }[];
  };
  const [row] = result.rows;
  return { total: Number(row.total), lastMonth: Number(row.last_month) };
}
