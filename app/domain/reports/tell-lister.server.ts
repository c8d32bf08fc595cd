// The e-mail that tells a lister why an admin hid their listing, in the language they read the
// site in (users.lang). The listing's page still opens for them, with the same reason.
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

/**
 * Queues it (sendMail: delivered in the background, retried while the mail server is down). The
 * listing stays hidden when even that fails: the lister still sees the reason on the listing's
 * page and in My Listings, so the failure is logged, not refused.
 */
export async function tellListerHidden({ to, listing, reason }: { to: { email: string; lang: Lang } | undefined; listing: { id: string; title: string }; reason: ReportReason }) {
  if (!to) return;
  try {
    await sendMail({ to: to.email, replyTo: getConfig().SITE_EMAIL, ...hiddenMail({ lang: to.lang, listing, reason }) });
  } catch (error) {
    console.error('The mail telling a lister their listing was hidden failed:', error);
  }
}
