// The counters kept by triggers in the same transaction as every write to what they count, so
// pages read a few rows instead of counting every one (drizzle/0035 and 0043 hold the triggers).
import { boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * How many public listings there are of each type, township, property type and state (live:
 * still available; else rented out or sold), kept exact by triggers on `listings`
 * (drizzle/0035_listing_counts_live.sql) in the same transaction as every write. The home page's
 * counters and township cards and the totals of the commonest searches (by type, township and
 * property type only) read these few hundred rows instead of counting 100,000.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    type: text('type').notNull(),
    township: text('township').notNull(),
    propertyType: text('property_type').notNull(),
    /** `stillAvailable` of the listings counted: searches count the live ones unless asked for all. */
    live: boolean('live').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.township, t.propertyType, t.live] }), check('listing_counts_n_check', sql`${t.n} >= 0`)],
);

/**
 * How many users, listings and posts were created on each day (UTC), kept exact by triggers on
 * the three tables (drizzle/0043_daily_created_counts.sql) in the same transaction as every write:
 * the admin's totals and "last month" counts read a row a day instead of counting every row.
 */
export const dailyCreatedCounts = pgTable(
  'daily_created_counts',
  {
    /** The table counted: `users`, `listings` or `posts`. */
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);
