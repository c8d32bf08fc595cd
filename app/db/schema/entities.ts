// The entities of spec section 3: townships, users, agencies, media and posts (listings:
// listings.ts; contact messages: contact-messages.ts; packages, their subscriptions and payment
// inquiries: packages.ts). Range rules live in the database too (CHECK constraints), so a bug in a form or a
// hand-written script cannot store an impossible row. The other tables point at these, never the
// other way round (security.ts, listing-activity.ts); index.ts exports them all.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGS, LIMITS, POST_CATEGORIES, USER_ROLES } from '../../lib/constants';
import { chatColumns, createdAt, id, sqlList, updatedAt } from './columns';

export const townships = pgTable('townships', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMy: text('name_my').notNull(),
  position: smallint('position').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts made through a third-party sign-in. */
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    isAdmin: boolean('is_admin').notNull().default(false),
    role: text('role').notNull().default('user'),
    /**
     * The language the user last used the site in (domain/account/remember-language.server.ts),
     * for the mail others' actions send them: a visitor's message about their listing.
     */
    lang: text('lang').$type<(typeof LANGS)[number]>().notNull().default('en'),
    /**
     * When the owner of `email` proved it by the link mailed to it (domain/account/email-
     * confirmation.server.ts); null until then, and again after the address changes. Alerts go
     * only to a confirmed address.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Usernames are told apart as people read them: after Unicode NFKC (full-width and other
    // compatibility forms) and lower-casing. domain/users/username-key.server.ts makes the same key.
    uniqueIndex('users_username_key_idx').on(sql`lower(normalize(${t.username}, NFKC))`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in (${sqlList(USER_ROLES)})`),
    check('users_lang_check', sql`${t.lang} in (${sqlList(LANGS)})`),
    check('users_email_check', sql`position('@' in ${t.email}) > 1 and length(${t.email}) <= ${sql.raw(String(LIMITS.emailMax))}`),
  ],
);

/** The agency side of a user (spec: "agent also has name, description, ..."). */
export const agentProfiles = pgTable(
  'agent_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    facebook: text('facebook').notNull(),
    ...chatColumns(),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agent_profiles_order_idx').on(t.priority, t.createdAt),
    check('agent_name_len', sql`length(${t.name}) between 1 and 100`),
    check('agent_phone_len', sql`length(${t.phone}) between ${sql.raw(String(LIMITS.phoneMin))} and ${sql.raw(String(LIMITS.phoneMax))}`),
    check('agent_facebook_len', sql`length(${t.facebook}) between 5 and 200`),
    check('agent_images_count', sql`cardinality(${t.imageUrls}) <= ${sql.raw(String(LIMITS.agentImagesMax))}`),
  ],
);

/** Every file uploaded to the portal; listings and profiles may only name these. */
export const media = pgTable(
  'media',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Public URL of the largest rendition, for example /media/ab/abcdef-800.webp. */
    url: text('url').notNull(),
    kind: text('kind').notNull().default('image'),
    bytes: integer('bytes').notNull(),
    /**
     * An image's 400 px rendition in bytes: what a reader whose data saver holds the photo loads
     * on a tap, and the size its button names. Null until measured for images stored before.
     */
    smallBytes: integer('small_bytes'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_url_idx').on(t.url), check('media_kind_check', sql`${t.kind} in ('image', 'proof')`)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    category: text('category').notNull().default('Uncategorized'),
    image: text('image'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_updated_idx').on(t.updatedAt),
    check(
      'posts_category_check',
      sql`${t.category} in (${sqlList(POST_CATEGORIES)})`,
    ),
    check('posts_title_len', sql`length(${t.title}) between 1 and 200`),
  ],
);

/**
 * A user as pages, calls and domain code handle one: without the password hash, which only
 * sign-in and a password change read (from their own queries), so no user object the app passes
 * around can leak it. The whole row is UserRow.
 */
export type User = Omit<UserRow, 'passwordHash'>;
export type UserRow = typeof users.$inferSelect;
export type Post = typeof posts.$inferSelect;
