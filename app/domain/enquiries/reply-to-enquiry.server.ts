// A lister answers an enquiry from their inbox: the reply is e-mailed to the enquirer through the
// job queue, in the language they wrote from, with Reply-To set to the lister so that the
// conversation goes on between the two of them; the reply is kept for the lister's thread and the
// enquiry is marked replied. The address
// written to is the one stored with the enquiry, never one the form sends, and how often it is
// written to is limited (reply-limits.server.ts).
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { enquiries, enquiryReplies, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ENQUIRY_MESSAGES } from '../../lib/forms/enquiry';
import { isLang, translator } from '../../lib/i18n';
import { CONTACT_MESSAGES } from '../../lib/schemas/contact';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { sendMail } from '../mail/send-mail.server';
import { releaseSlots } from '../throttle/throttle.server';
import { takeReplySlots } from './reply-limits.server';
import { ownEnquiry } from './update-enquiry.server';

type Enquiry = Awaited<ReturnType<typeof ownEnquiry>>;

function replyMail(enquiry: Enquiry, reply: string) {
  const t = translator(isLang(enquiry.lang) ? enquiry.lang : 'en');
  const about = enquiry.listingTitle ?? '';
  const quoted = enquiry.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: about ? t('Re: your enquiry about {title}', { title: about }) : t('Re: your enquiry on Yangon Homes'),
    text: [
      t('{name} answered your enquiry on Yangon Homes.', { name: enquiry.listerName }),
      enquiry.listingId ? `${publicOrigin()}/listing/${enquiry.listingId}` : '',
      '',
      reply,
      '',
      t('Your message:'),
      quoted,
      '',
      t('Reply to this e-mail to write to {name} directly.', { name: enquiry.listerName }),
    ]
      .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
      .join('\n'),
  };
}

export async function replyToEnquiry({ lister, id, reply, now = new Date() }: { lister: Pick<User, 'id'>; id: string; reply: string; now?: Date }) {
  const enquiry = await ownEnquiry({ lister, id });
  const slots = await takeReplySlots({ listerId: lister.id, enquiry });
  try {
    await sendMail({ to: enquiry.email, replyTo: enquiry.listerEmail, ...replyMail(enquiry, reply) });
  } catch (error) {
    console.error('Enquiry reply could not be queued:', error);
    // Nothing was sent: the attempt does not count.
    await releaseSlots(slots);
    throw new AppError(502, CONTACT_MESSAGES.failed);
  }
  await getDb().transaction(async (tx) => {
    await tx.insert(enquiryReplies).values({ enquiryId: id, body: reply, createdAt: now });
    await tx
      .update(enquiries)
      .set({ status: 'replied', updatedAt: now, repliedAt: sql`coalesce(${enquiries.repliedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(enquiries.id, id), eq(enquiries.listerUserId, lister.id)));
  });
  return { message: ENQUIRY_MESSAGES.replySent };
}
