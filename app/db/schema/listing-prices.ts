// Every price a listing has had (kept by a trigger on listings, drizzle/*_listing_quality.sql, so
// no writer can skip it), the people who asked for no more mail about their saved listings, and
// the price mails each person was sent about each listing they saved.
// Part of the data model: they point at entities.ts and listings.ts; index.ts exports them all.
import { index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './entities';
import { listings } from './listings';

export const listingPrices = pgTable(
  'listing_prices',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_prices_listing_idx').on(t.listingId, t.changedAt)],
);

/** One row per person who stopped the e-mails about price drops and closings of the listings they saved. */
export const savedListingMailStops = pgTable('saved_listing_mail_stops', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The lowest price a person was mailed about a listing they saved, and when the last such mail
 * went (domain/saved-listing-news/notify-savers.server.ts): at most one a day, and only for a cut
 * of 5 % below this price, so a price raised and cut back, again and again, mails nobody.
 */
export const savedListingPriceMails = pgTable(
  'saved_listing_price_mails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // The lookup behind ON DELETE CASCADE when a listing goes.
    index('saved_listing_price_mails_listing_idx').on(t.listingId),
  ],
);
