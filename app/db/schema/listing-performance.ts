// A listing's numbers for its lister (/dashboard?tab=performance, My Listings' trends): what the
// saved-search alerts carried, and the rollups a job keeps from the raw events
// (domain/listing-performance/rollup.server.ts), so the dashboard reads a few rows per listing
// instead of counting views, saves, enquiries and taps on every visit. Part of the data model:
// it points at entities.ts and listings.ts; index.ts exports it.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './entities';
import { listings } from './listings';

/**
 * Which listings each saved-search alert mail carried: one row per mail per listing, written as
 * the mail is queued. The rollup counts them per listing per day; the person is kept only so that
 * their rows go when their account does.
 */
export const alertListings = pgTable(
  'alert_listings',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Yangon day the mail was queued. */
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The rollup reads a range of days.
    index('alert_listings_day_idx').on(t.day, t.listingId),
    // The cascades' lookups when a listing or a person goes.
    index('alert_listings_listing_idx').on(t.listingId),
    index('alert_listings_user_idx').on(t.userId),
  ],
);

/** One row per listing per Yangon day that had anything to count; a day without a row is all zeros. */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** Unique visitors, each once a day (page_views). */
    views: integer('views').notNull().default(0),
    /** People who saved it that day (favourites still held). */
    saves: integer('saves').notNull().default(0),
    /** Contact-form messages about it. */
    enquiries: integer('enquiries').notNull().default(0),
    /** Taps on its Call, SMS and chat buttons, each visitor once per channel a day. */
    contactTaps: integer('contact_taps').notNull().default(0),
    /** Saved-search alert mails that carried it. */
    alerts: integer('alerts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] }), index('listing_daily_stats_day_idx').on(t.day)],
);

/**
 * The whole site's numbers per Yangon day: the day's rows of listing_daily_stats summed, written
 * by the rollup in the statement that writes them. An admin's performance tab reads one row a day
 * from here, however many listings there are. A listing hidden or deleted later keeps its past
 * days counted here: the visits happened.
 */
export const siteDailyStats = pgTable('site_daily_stats', {
  day: date('day').primaryKey(),
  views: integer('views').notNull().default(0),
  saves: integer('saves').notNull().default(0),
  enquiries: integer('enquiries').notNull().default(0),
  contactTaps: integer('contact_taps').notNull().default(0),
  alerts: integer('alerts').notNull().default(0),
});

/**
 * Each day's median views of the public listings of one township, type and property type, zeros
 * included: the line a listing's chart is drawn beside.
 */
export const listingPeerDailyMedians = pgTable(
  'listing_peer_daily_medians',
  {
    township: text('township').notNull(),
    type: text('type').notNull(),
    propertyType: text('property_type').notNull(),
    day: date('day').notNull(),
    views: real('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.township, t.type, t.propertyType, t.day] })],
);

/**
 * A public listing's totals over the last 30 and 90 days but the live days (yesterday and today,
 * which the pages read from the events), its rank by views among the public listings of its
 * township, type and property type (1: the most viewed; ties share a rank), how many they are,
 * and their median views over those days. Written by the rollup's first run of each day, a
 * batch of peer groups at a time.
 */
export const listingPeriodStats = pgTable(
  'listing_period_stats',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    days: smallint('days').notNull(),
    views: integer('views').notNull(),
    saves: integer('saves').notNull(),
    enquiries: integer('enquiries').notNull(),
    contactTaps: integer('contact_taps').notNull(),
    alerts: integer('alerts').notNull(),
    rank: integer('rank').notNull(),
    peers: integer('peers').notNull(),
    peerMedianViews: real('peer_median_views').notNull(),
    /** The Yangon day the figures run up to: the day before yesterday when written. */
    upTo: date('up_to').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.days] }),
    check('listing_period_stats_days_check', sql`${t.days} in (30, 90)`),
    // The rollup writes the rows in batches: the oldest up_to says whether the day's rewrite is
    // done (a run that stopped half way left some a day behind), and finds the rows it left.
    index('listing_period_stats_up_to_idx').on(t.upTo),
  ],
);
