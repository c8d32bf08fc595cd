// What visitors do on a listing: their reviews and their views, with the counter of views.
// Part of the data model: they point at entities.ts; index.ts exports them all.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../lib/constants';
import { createdAt, id } from './columns';
import { listings, users } from './entities';

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
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.visitorHash] })],
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
  ],
);
