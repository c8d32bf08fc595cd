// Every price a listing has had (kept by a trigger on listings, drizzle/*_listing_quality.sql, so
// no writer can skip it), and the people who asked for no more mail about their saved listings.
// Part of the data model: they point at entities.ts; index.ts exports them all.
import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { listings, users } from './entities';

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
