// How often a lister may mail replies from the inbox. The address a reply goes to is whatever the
// enquirer typed, and a lister may enquire on their own listing with anyone's address: without
// limits the inbox would send any number of mails to anyone. So: 3 replies an enquiry an hour and
// 50 a lister a day; and an address is trusted only once it has answered the portal, that is when
// the enquiry came from a signed-in account whose confirmed address it is (the owner clicked the
// link mailed to it). Any other address gets 3 replies a day from one lister and 10 a day from
// all of them together.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { DAY_MS, HOUR_MS } from '../../lib/durations';
import { REPLY_LIMITS } from '../../lib/enquiry-constants';
import { ENQUIRY_MESSAGES } from '../../lib/forms/enquiry';
import { takeSlotsAcross, type Limit, type LimitedKey } from '../throttle/throttle.server';

// Each refusal is told under the reply, which stays as typed.
const REPLY_LIMIT: Record<'enquiry' | 'lister' | 'unconfirmedFromLister' | 'unconfirmed', Limit> = {
  enquiry: { action: 'enquiry-reply', max: REPLY_LIMITS.perEnquiryPerHour, windowMs: HOUR_MS, message: ENQUIRY_MESSAGES.replyTooOften, field: 'reply' },
  lister: { action: 'enquiry-reply-lister', max: REPLY_LIMITS.perListerPerDay, windowMs: DAY_MS, message: ENQUIRY_MESSAGES.replyDailyLimit, field: 'reply' },
  unconfirmedFromLister: { action: 'enquiry-reply-unconfirmed-lister', max: REPLY_LIMITS.unconfirmedPerListerPerDay, windowMs: DAY_MS, message: ENQUIRY_MESSAGES.replyUnconfirmed, field: 'reply' },
  unconfirmed: { action: 'enquiry-reply-unconfirmed', max: REPLY_LIMITS.unconfirmedPerDay, windowMs: DAY_MS, message: ENQUIRY_MESSAGES.replyAddressLimit, field: 'reply' },
};

/** Gmail's two domains deliver to one box, which also ignores dots in the name before the '@'. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox however it is written: case, a '+tag' most providers deliver to the same box, and
 * for Gmail the dots and the googlemail.com spelling, so that 'v.i.c.tim@googlemail.com' counts
 * against the same daily limits as 'victim@gmail.com'.
 */
const mailboxOf = (email: string) => {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0];
  const domain = address.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
};

async function wroteFromConfirmedAccount(enquiry: { email: string; enquirerUserId: string | null }) {
  if (!enquiry.enquirerUserId) return false;
  const [row] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, enquiry.enquirerUserId), isNotNull(users.emailConfirmedAt), sql`lower(${users.email}) = lower(${enquiry.email})`))
    .limit(1);
  return !!row;
}

/**
 * Counts one reply to `enquiry` by `listerId` against every limit it falls under, or refuses
 * (429, counting nothing). Returns the slots' ids, to give back if the mail is not queued.
 */
export async function takeReplySlots({ listerId, enquiry }: { listerId: string; enquiry: { id: string; email: string; enquirerUserId: string | null } }): Promise<string[]> {
  const slots: LimitedKey[] = [
    { limit: REPLY_LIMIT.enquiry, key: enquiry.id },
    { limit: REPLY_LIMIT.lister, key: listerId },
  ];
  if (!(await wroteFromConfirmedAccount(enquiry))) {
    const mailbox = mailboxOf(enquiry.email);
    slots.push({ limit: REPLY_LIMIT.unconfirmedFromLister, key: `${listerId} ${mailbox}` }, { limit: REPLY_LIMIT.unconfirmed, key: mailbox });
  }
  return takeSlotsAcross(slots);
}
