// A visitor writes to a listing's owner (or, from the /contact page, to the site). The recipient
// is looked up here from the listing: an address sent by the browser is never used, or the form
// would be an open relay for anyone's mail.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { contactMessages, listings, publicListing, users } from '../../db/schema';
import { getConfig } from '../../server-lib/config.server';
import { translator } from '../../lib/i18n';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { CONTACT_MESSAGES, type ContactInput } from '../../lib/schemas/contact';
import { sendMail } from '../mail/send-mail.server';
import { recordEnquiry, type Enquirer } from '../enquiries/record-enquiry.server';
import { takeSlot, type Limit } from '../throttle/throttle.server';
import { channelsOf } from '../push/preferences.server';
import { notifyPush } from '../push/notify-push.server';

/**
 * Each message is an e-mail to a lister or the site, so one connection may send 20 an hour:
 * plenty for a visitor writing to several listers, and generous because Myanmar's mobile
 * networks put many phones behind one public address.
 */
export const CONTACT_LIMIT: Limit = { action: 'contact-message', max: 20, windowMs: 60 * 60_000, message: CONTACT_MESSAGES.tooMany };

async function findRecipient(propertyId: string) {
  if (!propertyId) return null;
  if (!isUuid(propertyId)) throw notFound(CONTACT_MESSAGES.listing);
  const [row] = await getDb()
    .select({ listingId: listings.id, title: listings.name, userId: users.id, email: users.email, lang: users.lang })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userRef))
    // A hidden listing's lister is not reached through it.
    .where(and(eq(listings.id, propertyId), publicListing))
    .limit(1);
  if (!row) throw notFound(CONTACT_MESSAGES.listing);
  return row;
}

type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

/**
 * A message about a listing goes to its lister in the language they read the site in
 * (domain/account/remember-language.server.ts); one from the /contact page to the site's team,
 * in English.
 */
function mail(input: ContactInput, listing: Recipient | null) {
  const t = translator(listing?.lang ?? 'en');
  const lines = [
    listing ? t('A visitor of Yangon Homes wrote about your listing "{title}".', { title: listing.title }) : 'A visitor wrote through the Yangon Homes contact page.',
    listing ? `${publicOrigin()}/listing/${listing.listingId}` : '',
    '',
    `${t('Name')}: ${input.name}`,
    `${t('Email')}: ${input.email}`,
    input.phone ? `${t('Phone')}: ${input.phone}` : '',
    '',
    input.message,
    '',
    t('Reply to this e-mail to answer the visitor directly.'),
  ];
  return {
    subject: listing ? t('Inquiry about your listing: {title}', { title: listing.title }) : `Message from ${input.name} via Yangon Homes`,
    text: lines.filter((line, i) => line !== '' || lines[i - 1] !== '').join('\n'),
  };
}

/**
 * Stores the message, then queues its e-mail to the recipient with the sender as Reply-To. `sender`: the
 * client address, for the hourly limit; `enquirer`: who wrote, for the lister's inbox.
 */
export async function sendContactMessage({ input, sender, enquirer = { userId: null, lang: 'en' } }: { input: ContactInput; sender: string; enquirer?: Enquirer }): Promise<void> {
  // The listing first: a message that names no listing sends nothing and is not counted.
  const listing = await findRecipient(input.propertyId);
  await takeSlot(CONTACT_LIMIT, sender);
  // Kept in the admin's inbox whatever becomes of the e-mail.
  await getDb().insert(contactMessages).values({
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    message: input.message,
    propertyTitle: listing?.title ?? null,
    propertyId: listing?.listingId ?? null,
    recipientUserId: listing?.userId ?? null,
  });
  if (listing) await recordEnquiry({ listing, input, enquirer });
  // The lister chose mail, push or both for enquiries; the push names only the listing.
  const channels = listing ? (await channelsOf([listing.userId], 'enquiries')).get(listing.userId)! : { mail: true, push: false };
  if (listing && channels.push) await notifyPush({ userId: listing.userId, kind: 'enquiries', item: { name: listing.title, url: '/dashboard?tab=enquiries' } });
  if (!channels.mail) return;
  // Stored in the mail queue, so "sent" is true even while the mail server is down: it is
  // retried until it goes out, or listed for the admin. Only a database failure fails here.
  try {
    await sendMail({ to: listing?.email ?? getConfig().SITE_EMAIL, ...mail(input, listing), replyTo: input.email });
  } catch (error) {
    console.error('Contact mail failed:', error);
    throw new AppError(502, CONTACT_MESSAGES.failed);
  }
}
