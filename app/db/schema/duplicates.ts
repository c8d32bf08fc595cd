// The same home posted twice (domain/duplicates): a perceptual hash per uploaded photo, the pairs
// of listings the moderators are asked about, and the photos of recently deleted listings (a
// listing posted again within 30 days keeps its first posting date).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { bit, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DUPLICATE_STATUSES } from '../../lib/duplicates';
import { createdAt, id, sqlList } from './columns';
import { media, users } from './entities';
import { listings } from './listings';

/**
 * One row per uploaded image: its 64-bit perceptual hash (pHash, domain/duplicates/photo-hash).
 * Two photos of the same picture (resized, recompressed) differ in a few bits. The four 16-bit
 * bands are each indexed: two hashes within 3 bits of each other share at least one whole band
 * (pigeonhole), so a look-up reads four small index ranges instead of every hash.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    url: text('url')
      .primaryKey()
      .references(() => media.url, { onDelete: 'cascade' }),
    /** Null for a plain picture (a single colour), which is compared with none. */
    hash: bit('hash', { dimensions: 64 }),
    band0: integer('band0').generatedAlwaysAs(sql`substring(hash from 1 for 16)::bit(16)::integer`),
    band1: integer('band1').generatedAlwaysAs(sql`substring(hash from 17 for 16)::bit(16)::integer`),
    band2: integer('band2').generatedAlwaysAs(sql`substring(hash from 33 for 16)::bit(16)::integer`),
    band3: integer('band3').generatedAlwaysAs(sql`substring(hash from 49 for 16)::bit(16)::integer`),
  },
  (t) => [index('photo_hashes_band0_idx').on(t.band0), index('photo_hashes_band1_idx').on(t.band1), index('photo_hashes_band2_idx').on(t.band2), index('photo_hashes_band3_idx').on(t.band3)],
);

/**
 * A possible duplicate for the moderators: `listingId` was posted or updated sharing two of a
 * photo, the price and the area with `otherListingId`, another lister's live listing. 'pending'
 * until a moderator hides one ('confirmed', `hiddenListingId`) or dismisses the pair. A listing is
 * a pending or confirmed duplicate while a row names it as `listingId` with that status
 * (duplicateListing below): figures such as township medians leave it out.
 */
export const listingDuplicates = pgTable(
  'listing_duplicates',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    otherListingId: uuid('other_listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    shares: text('shares').array().notNull(),
    status: text('status').notNull().default('pending'),
    hiddenListingId: uuid('hidden_listing_id'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A pair is asked about once, whichever of the two was saved last.
    uniqueIndex('listing_duplicates_pair_idx').on(sql`least(${t.listingId}, ${t.otherListingId})`, sql`greatest(${t.listingId}, ${t.otherListingId})`),
    index('listing_duplicates_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('listing_duplicates_listing_idx').on(t.listingId, t.status),
    index('listing_duplicates_other_idx').on(t.otherListingId),
    check('listing_duplicates_status_check', sql`${t.status} in (${sqlList(DUPLICATE_STATUSES)})`),
    check('listing_duplicates_not_self', sql`${t.listingId} <> ${t.otherListingId}`),
  ],
);

/**
 * True for a listing that is a pending or confirmed duplicate of another, in SQL: `listingId` is
 * the listing column of the query (`listings.id`). Township medians and similar figures add
 * `not ${duplicateListing(listings.id)}`.
 */
export const duplicateListing = (listingId: SQLWrapper) =>
  sql`exists (select 1 from ${listingDuplicates} where ${listingDuplicates.listingId} = ${listingId} and ${listingDuplicates.status} in ('pending', 'confirmed'))`;

/**
 * The photos of a listing its lister deleted, with its first posting date, for 30 days: the same
 * home posted again by the same lister in that time keeps that date (domain/duplicates/first-posting).
 */
export const deletedListingPhotos = pgTable(
  'deleted_listing_photos',
  {
    userRef: uuid('user_ref')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: bit('hash', { dimensions: 64 }).notNull(),
    firstPostedAt: timestamp('first_posted_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_listing_photos_user_idx').on(t.userRef, t.deletedAt)],
);
