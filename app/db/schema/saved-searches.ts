// A person's saved searches and their alerts (/saved-searches, domain/saved-searches). Part of
// the data model: it points at entities.ts; index.ts exports it.
//
// The query is kept as columns, one per filter of the search (null or false: not filtered), not
// as a URL: the alert run matches every due search against the new listings in one SQL join, and
// a join reads columns (domain/saved-searches/match-new-listings.server.ts). Its alerts are
// written in the language the person last used the site in (users.lang), not a copy kept here.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, LISTING_TYPES, PROPERTY_TYPES } from '../../lib/constants';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS } from '../../lib/saved-search-query';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { users } from './entities';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The query (lib/saved-search-query.ts): /search's filters, or /full-search's term.
    type: text('type'),
    township: text('township'),
    propertyType: text('property_type'),
    currency: text('currency'),
    /** Stored low to high: a reversed range is put the right way round when saved. */
    minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }),
    maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }),
    beds: smallint('beds'),
    parking: boolean('parking').notNull().default(false),
    furnished: boolean('furnished').notNull().default(false),
    swimmingPool: boolean('swimming_pool').notNull().default(false),
    gym: boolean('gym').notNull().default(false),
    offer: boolean('offer').notNull().default(false),
    /** "Show rented and sold": false, the search (and its alerts) take only homes still available. */
    showClosed: boolean('show_closed').notNull().default(false),
    term: text('term'),
    frequency: text('frequency').$type<(typeof ALERT_FREQUENCIES)[number]>().notNull().default('daily'),
    paused: boolean('paused').notNull().default(false),
    /**
     * Counts the times the search was resumed. An unsubscribe link names the count it was sent
     * under, so a link from an older mail cannot stop alerts the person has since resumed.
     */
    resumedCount: integer('resumed_count').notNull().default(0),
    /** The newest listing (ref_no) this search has been matched against: alerts tell only of newer ones. */
    watermark: integer('watermark').notNull().default(0),
    /** A daily or weekly search is matched again from this time on; an instant one at every run. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The owner's page, newest first.
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // The alert run: the due searches of one frequency, unpaused, read as a range.
    index('saved_searches_due_idx').on(t.frequency, t.nextDueAt).where(sql`not ${t.paused}`),
    // A person saves a query once: the same search twice would only send the same alert twice.
    unique('saved_searches_same_query_unique')
      .on(t.userId, t.type, t.township, t.propertyType, t.currency, t.minPrice, t.maxPrice, t.beds, t.parking, t.furnished, t.swimmingPool, t.gym, t.offer, t.showClosed, t.term)
      .nullsNotDistinct(),
    check('saved_searches_name_len', sql`length(${t.name}) between 1 and ${sql.raw(String(SAVED_SEARCH_LIMITS.nameMax))}`),
    check('saved_searches_frequency_check', sql`${t.frequency} in (${sqlList(ALERT_FREQUENCIES)})`),
    check('saved_searches_type_check', sql`${t.type} is null or ${t.type} in (${sqlList(LISTING_TYPES)})`),
    check('saved_searches_property_type_check', sql`${t.propertyType} is null or ${t.propertyType} in (${sqlList(PROPERTY_TYPES)})`),
    check('saved_searches_currency_check', sql`${t.currency} is null or ${t.currency} in (${sqlList(CURRENCIES)})`),
    check('saved_searches_price_order', sql`${t.minPrice} is null or ${t.maxPrice} is null or ${t.minPrice} <= ${t.maxPrice}`),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
