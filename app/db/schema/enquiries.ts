// What people ask a lister: the messages of a listing's or an agency's contact form (the lister's
// inbox, /dashboard?tab=enquiries), and the taps on its Call, SMS and chat buttons. Part of the
// data model: they point at entities.ts and listings.ts; index.ts exports them.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGS, LIMITS } from '../../lib/constants';
import { CONTACT_CHANNELS, ENQUIRY_LIMITS, ENQUIRY_STATUSES, type EnquiryStatus } from '../../lib/enquiry-constants';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { users } from './entities';
import { listings } from './listings';

/**
 * One contact-form message to a lister. The listing is null for a message from an agency's page,
 * and becomes null when the listing is deleted: `listing_title` keeps what it was about. The
 * enquirer's e-mail and phone are what they typed (the inbox groups one person's messages by them).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listerUserId: uuid('lister_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The enquirer's account when they were signed in. */
    enquirerUserId: uuid('enquirer_user_id').references(() => users.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** The language the enquirer wrote from: the reply's greeting. */
    lang: text('lang').notNull().default('en'),
    status: text('status').$type<EnquiryStatus>().notNull().default('new'),
    /** The lister's own note, never shown to the enquirer. */
    note: text('note').notNull().default(''),
    /** The first answer, by mail from the inbox or marked replied: the lister's response time. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The inbox, newest first, and the response figures over the last 90 days.
    index('enquiries_lister_created_idx').on(t.listerUserId, t.createdAt),
    // The menu's badge: the new ones only.
    index('enquiries_lister_new_idx').on(t.listerUserId).where(sql`${t.status} = 'new'`),
    // A listing's numbers per day, and the lookup behind ON DELETE SET NULL.
    index('enquiries_listing_created_idx').on(t.listingId, t.createdAt),
    // The hourly rollup and the site's live figures: the enquiries of a day or two, every listing's.
    index('enquiries_created_idx').on(t.createdAt).where(sql`${t.listingId} is not null`),
    // The lookup behind ON DELETE SET NULL when an enquirer's account goes.
    index('enquiries_enquirer_idx').on(t.enquirerUserId).where(sql`${t.enquirerUserId} is not null`),
    check('enquiries_status_check', sql`${t.status} in (${sqlList(ENQUIRY_STATUSES)})`),
    check('enquiries_lang_check', sql`${t.lang} in (${sqlList(LANGS)})`),
    check('enquiries_message_len', sql`length(${t.message}) between 1 and 5000`),
    check('enquiries_email_len', sql`length(${t.email}) <= ${sql.raw(String(LIMITS.emailMax))}`),
    check('enquiries_note_len', sql`length(${t.note}) <= ${sql.raw(String(ENQUIRY_LIMITS.noteMax))}`),
    check('enquiries_replied_check', sql`${t.status} <> 'replied' or ${t.repliedAt} is not null`),
  ],
);

/** A reply mailed from the inbox, kept so that the lister's thread shows what was sent. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: id(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt),
    check('enquiry_replies_body_len', sql`length(${t.body}) between 1 and ${sql.raw(String(ENQUIRY_LIMITS.replyMax))}`),
  ],
);

/**
 * A tap on a Call, SMS, Viber, WhatsApp or Messenger button, each visitor once per listing (or
 * agency, listing null) per channel per Yangon day, as page views are counted. `visitor_key` is a
 * hash salted by the day (domain/enquiries/record-contact-intent.server.ts): no row names a
 * visitor, nor links them to another day.
 */
export const contactIntents = pgTable(
  'contact_intents',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** The lister or agency whose button it was. */
    agentUserId: uuid('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    visitorKey: text('visitor_key').notNull(),
    /** The Yangon date of the tap, YYYY-MM-DD. */
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per visitor per listing (or agency) per channel per day; an agency's own taps have no
    // listing, so the listing is compared through coalesce (a null would never clash).
    uniqueIndex('contact_intents_once_idx').on(
      t.agentUserId,
      sql`coalesce(${t.listingId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.channel,
      t.day,
      t.visitorKey,
    ),
    // A listing's numbers per day.
    index('contact_intents_listing_day_idx').on(t.listingId, t.day),
    // The same for every listing at once: the hourly rollup and the site's live figures.
    index('contact_intents_day_idx').on(t.day).where(sql`${t.listingId} is not null`),
    index('contact_intents_agent_day_idx').on(t.agentUserId, t.day),
    check('contact_intents_channel_check', sql`${t.channel} in (${sqlList(CONTACT_CHANNELS)})`),
  ],
);
