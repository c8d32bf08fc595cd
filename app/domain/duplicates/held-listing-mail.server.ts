// The e-mails that tell a lister what a moderator decided about their listing held for review
// (hold-for-review.server.ts), in the language they read the site in.
import { translator, type Lang } from '../../lib/i18n';
import { publicOrigin } from '../../server-lib/public-origin.server';

type Listing = { id: string; title: string };

export function heldPublishedMail({ lang, listing }: { lang: Lang; listing: Listing }) {
  const t = translator(lang);
  return {
    subject: t('Your listing is published: {title}', { title: listing.title }),
    text: [t('A moderator of Yangon Homes has checked your listing "{title}". It now appears in search results and on the site.', { title: listing.title }), '', `${publicOrigin()}/listing/${listing.id}`].join('\n'),
  };
}

export function heldNotPublishedMail({ lang, listing }: { lang: Lang; listing: Listing }) {
  const t = translator(lang);
  return {
    subject: t('Your listing was not published: {title}', { title: listing.title }),
    text: [
      t('A moderator of Yangon Homes has checked your listing "{title}" and found that it shows the same home as another lister’s listing. It stays hidden: visitors cannot see it.', { title: listing.title }),
      '',
      `${t('Reason')}: ${t('Duplicate listing')}`,
      `${publicOrigin()}/listing/${listing.id}`,
      '',
      t('Reply to this e-mail if you think this is a mistake.'),
    ].join('\n'),
  };
}
