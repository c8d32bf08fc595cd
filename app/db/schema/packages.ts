// Packages (spec section 3): the plans, the package each user holds, and the payment inquiries
// for paid ones. Split from entities.ts, whose users they point at.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './entities';

export const packages = pgTable(
  'packages',
  {
    id: id(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** -1 means unlimited. */
    listingLimit: integer('listing_limit').notNull(),
    durationDays: integer('duration_days').notNull(),
    highlighted: boolean('highlighted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('packages_title_lower_idx').on(sql`lower(${t.title})`),
    check('packages_price_range', sql`${t.price} >= 0`),
    check('packages_limit_range', sql`${t.listingLimit} >= -1`),
    check('packages_duration_range', sql`${t.durationDays} between 1 and 3650`),
  ],
);

/** A package held by a user; the newest row is the user's current package. */
export const packageSubscriptions = pgTable(
  'package_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    listingsUsed: integer('listings_used').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('package_subscriptions_user_idx').on(t.userId, t.startsAt),
    check('package_subscriptions_used_range', sql`${t.listingsUsed} >= 0`),
    check('package_subscriptions_period', sql`${t.expiresAt} > ${t.startsAt}`),
  ],
);

export const paymentInquiries = pgTable(
  'payment_inquiries',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    proofUrl: text('proof_url').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_inquiries_created_idx').on(t.createdAt),
    // The plans pages look up the signed-in user's payment waiting to be checked.
    index('payment_inquiries_user_idx').on(t.userId, t.createdAt),
    check('payment_inquiries_status_check', sql`${t.status} in ('open', 'assigned')`),
  ],
);

export type Package = typeof packages.$inferSelect;
