// A post shared to the installed portal (the manifest's share_target): its text and photos wait
// here for a short while until the lister, signed in, opens them as a new listing draft.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './entities';

export const listingShares = pgTable(
  'listing_shares',
  {
    id: id(),
    /** sha256 of the random token in a signed-out sharer's cookie: the only way to claim the share. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The lister; null until a signed-out sharer signs in and claims it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default([]),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_shares_expires_idx').on(t.expiresAt)],
);
