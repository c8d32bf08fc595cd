// Saves by visitors who are not signed in (their list lives in their browser, lib/local-favourites.ts),
// counted so that a lister's 'Saved by N people' includes them. No personal data: a visitor is a
// keyed hash of a random id their browser made, one row per visitor per listing. The row goes
// when they take the heart off, and when they sign in (their saves then join their account, and
// are counted there).
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { listings } from './listings';

export const visitorSaves = pgTable(
  'visitor_saves',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** HMAC of the browser's random id (domain/favourites/visitor-saves.server.ts). */
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitorHash] }), index('visitor_saves_visitor_idx').on(t.visitorHash)],
);
