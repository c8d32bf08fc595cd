// Column shapes every table uses, and the CHECK-constraint list helper.
import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** SQL list literal for a CHECK constraint, from a constant list of strings. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

/** Viber and WhatsApp numbers and a Messenger name (lib/chat-contacts.ts), each optional: listings and agencies. */
export const chatColumns = () => ({
  viber: text('viber'),
  whatsapp: text('whatsapp'),
  messenger: text('messenger'),
});
