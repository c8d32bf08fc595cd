// What visitors do on a listing: their reviews, their views, with the counter of views, and
// their reports of a listing or a review.
// Part of the data model: they point at entities.ts and listings.ts; index.ts exports them all.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../lib/constants';
import { REPORT_REASONS } from '../../lib/forms/report';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { users } from './entities';
import { listings } from './listings';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userRef: uuid('user_ref')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_listing_idx').on(t.listingId, t.createdAt),
    // One review per person per listing: a second one replaces the first.
    uniqueIndex('reviews_listing_user_idx').on(t.listingId, t.userRef),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_content_len', sql`length(${t.content}) between 1 and ${sql.raw(String(LIMITS.reviewMax))}`),
  ],
);

/** One row per visitor per listing per day: the counter counts each visitor once a day. */
export const pageViews = pgTable(
  'page_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day, t.visitorHash] }),
    // The hourly rollup and the site's live figures read a day or two of every listing's views.
    index('page_views_day_idx').on(t.day),
  ],
);

/**
 * How many rows `page_views` holds per listing, kept exact by statement-level triggers on
 * page_views (drizzle/0011_listing_view_counts.sql) in the same transaction as every write, so a
 * listing page reads one row instead of counting visits, whose number only grows. A table of its
 * own, not a column of `listings`: an update of a listing row would write a new version of it in
 * its dozen search indexes on every counted view, and its triggers would see an edit.
 */
export const listingViewCounts = pgTable(
  'listing_view_counts',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [check('listing_view_counts_n_check', sql`${t.n} >= 0`)],
);

/**
 * A person's saved listings ('Saved listings', /favourites), newest first. When the listing is
 * deleted the row stays, its listing_id set to null, so the page can say "'<title>' was removed
 * by its lister": `title` is the listing's title when it was saved. One row per person per
 * listing (a second save is the same one); removed rows (null) are not unique.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_listing_idx').on(t.userId, t.listingId),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
    // The lister's counts, and the lookup behind ON DELETE SET NULL when a listing goes.
    index('favourites_listing_idx').on(t.listingId),
    // The hourly rollup and the site's live figures: the saves of a day or two, every listing's.
    index('favourites_created_idx').on(t.createdAt).where(sql`${t.listingId} is not null`),
  ],
);

/**
 * 'Report this listing' and 'Report this review' (domain/reports): what was reported, why, by
 * whom, and where it stands in the admins' queue. A report of a review names its listing too, so
 * the queue links to the page and both cascades clear the report with what it was about. One
 * row per reporter per target: reporting the same thing again updates the row (and reopens it).
 */
/** A report waits in the admins' queue while open; hiding the listing resolves it, Dismiss dismisses it. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

export const reports = pgTable(
  'reports',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Null for a report of the listing itself. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** What the report is about: the review when there is one, else the listing. The queue groups by it. */
    targetId: uuid('target_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(review_id, listing_id)`),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who reported, for "once per person": 'user:<id>', or 'visitor:<keyed hash of the client address>'. */
    reporterKey: text('reporter_key').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reports_target_reporter_idx').on(t.targetId, t.reporterKey),
    // The admins' queue: open reports only, grouped by target, newest first.
    index('reports_open_idx').on(t.targetId, t.updatedAt).where(sql`${t.status} = 'open'`),
    // The cascades' lookups when a listing, review or user goes.
    index('reports_listing_idx').on(t.listingId),
    index('reports_review_idx').on(t.reviewId).where(sql`${t.reviewId} is not null`),
    index('reports_reporter_user_idx').on(t.reporterUserId).where(sql`${t.reporterUserId} is not null`),
    check('reports_reason_check', sql`${t.reason} in (${sqlList(REPORT_REASONS)})`),
    check('reports_status_check', sql`${t.status} in (${sqlList(REPORT_STATUSES)})`),
    check('reports_note_len', sql`length(${t.note}) <= ${sql.raw(String(LIMITS.reportNoteMax))}`),
  ],
);
