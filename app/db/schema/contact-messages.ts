// What the contact form sends: to the site, or about a listing to its lister.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './entities';
import { listings } from './listings';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    propertyTitle: text('property_title'),
    propertyId: uuid('property_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The lister the message went to; null for the site's own contact page. */
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_message_len', sql`length(${t.message}) between 1 and 5000`),
  ],
);
