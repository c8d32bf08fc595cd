// The e-mails that tell a lister an admin hid their listing (and why) or showed it again, in the
// language they read the site in (users.lang). A hidden listing's page still opens for them,
// with the same reason.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { translator } from '../../lib/i18n';
import type { Lang } from '../../lib/i18n';
import { REPORT_REASON_LABELS, type ReportReason } from '../../lib/forms/report';
import { getConfig } from '../../server-lib/config.server';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { sendMail } from '../mail/send-mail.server';

export function hiddenMail({ lang, listing, reason }: { lang: Lang; listing: { id: string; title: string }; reason: ReportReason }) {
  const t = translator(lang);
  return {
    subject: t('Your listing is hidden: {title}', { title: listing.title }),
    text: [
      t('An admin of Yangon Homes has hidden your listing "{title}" after reports from visitors. It no longer appears in search results or on the site.', { title: listing.title }),
      '',
      `${t('Reason')}: ${t(REPORT_REASON_LABELS[reason])}`,
      `${publicOrigin()}/listing/${listing.id}`,
      '',
      t('Correct the listing, or reply to this e-mail if you think this is a mistake.'),
    ].join('\n'),
  };
}

/** The mail that tells a lister their hidden listing is shown again. */
export function restoredMail({ lang, listing }: { lang: Lang; listing: { id: string; title: string } }) {
  const t = translator(lang);
  return {
    subject: t('Your listing is shown again: {title}', { title: listing.title }),
    text: [
      t('An admin of Yangon Homes has restored your listing "{title}". It appears in search results and on the site again.', { title: listing.title }),
      '',
      `${publicOrigin()}/listing/${listing.id}`,
    ].join('\n'),
  };
}

/**
 * Queues one to the listing's lister (sendMail: delivered in the background, retried while the
 * mail server is down), in the language they read the site in. The admin's decision stands when
 * even that fails: the lister sees the listing's state on its page and in My Listings, so the
 * failure is logged, not refused.
 */
export async function tellLister(listerId: string, mail: (lang: Lang) => { subject: string; text: string }) {
  try {
    const [to] = await getDb().select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, listerId));
    if (!to) return;
    await sendMail({ to: to.email, replyTo: getConfig().SITE_EMAIL, ...mail(to.lang) });
  } catch (error) {
    console.error('The mail telling a lister about their listing failed:', error);
  }
}
