// Web Push: each device a person turned notifications on for, what they want told by mail and by
// push per kind, and the notifications waiting out the one-a-minute limit (domain/push). Part of
// the data model: it points at entities.ts; index.ts exports it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../lib/notification-kinds';
import { createdAt, id, sqlList } from './columns';
import { users } from './entities';

/** One browser on one device: the endpoint its push service gave it and the keys that encrypt for it (RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique: a browser hands the same endpoint to whoever is signed in, and it belongs to one person at a time. */
    endpoint: text('endpoint').notNull().unique(),
    /** base64url of the browser's P-256 public key (65 bytes) and of its 16-byte auth secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Firefox on Android": shown in the device list, from the User-Agent at subscribe time. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A person's choice for one kind; no row: mail on, push off (what the portal did before push). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    mail: boolean('mail').notNull().default(true),
    push: boolean('push').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('notification_preferences_kind_check', sql`${t.kind} in (${sqlList(NOTIFICATION_KINDS)})`)],
);

/**
 * Per person and kind, what happened since the last push (at most one a minute): how many, and
 * the latest of them. `pending` while a job is due to send it; `sentAt` starts the next minute.
 */
export const pushBatches = pgTable(
  'push_batches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    count: integer('count').notNull().default(0),
    latest: jsonb('latest').notNull().default({}),
    pending: boolean('pending').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('push_batches_kind_check', sql`${t.kind} in (${sqlList(NOTIFICATION_KINDS)})`)],
);
