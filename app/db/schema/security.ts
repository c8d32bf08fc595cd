// The tables that keep accounts safe: sessions, password reset tokens, rate-limit events and
// the secrets every app instance shares. Part of the data model: they point at entities.ts; index.ts exports them all.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './entities';

/**
 * A secret token handed to one user, kept only as its SHA-256 (a leaked table yields no usable
 * cookie or link), gone with the user, valid until `expiresAt`.
 */
const userToken = () => ({
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  userToken(),
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  { ...userToken(), usedAt: timestamp('used_at', { withTimezone: true }) },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * Secrets every app instance must share (the page views' salt secret), created on first use. In
 * the database rather than in DATA_DIR, so that instances on several machines agree.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  /** Hex of random bytes. */
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Recent actions that are limited per address or account (failed sign-ins, contact messages,
 * payment inquiries), kept only as long as their window: domain/throttle/throttle.server.ts.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: id(),
    action: text('action').notNull(),
    /** Who is limited: a client address or a user id. */
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_lookup_idx').on(t.action, t.key, t.createdAt)],
);
