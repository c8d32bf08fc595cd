// The alert e-mail of a person's saved searches with new matches in one run: for each, the new
// matching listings (photo, title, price, township, link), a link to all its results and its
// unsubscribe link, in the reader's language (the one they last used the site in, users.lang),
// as HTML and as text.
import { effectivePrice, formatPrice } from '../../lib/format-price';
import { translator, type Lang, type T } from '../../lib/i18n';
import { smallImage } from '../../lib/media-url';
import { describeQuery, type SavedSearchQuery } from '../../lib/saved-search-query';
import { townshipLabel } from '../../lib/township-label';
import type { ListingCardData } from '../../lib/views/listing-card';
import type { Mail } from '../mail/send-mail.server';

/** One saved search's part of an alert: its new matches and its own links. */
export interface AlertSection {
  name: string;
  query: SavedSearchQuery;
  listings: ListingCardData[];
  /** How many new listings matched in all (the mail names at most LISTINGS_PER_ALERT). */
  total: number;
  /** Absolute links: the site's public origin is already in them. */
  searchUrl: string;
  unsubscribeUrl: string;
}

export interface AlertMailInput {
  to: string;
  lang: Lang;
  origin: string;
  /** The person's searches with new matches in this run: one mail tells of them all. */
  searches: AlertSection[];
  /** The one-click link that stops every search of the mail (the only one's own link, when one). */
  unsubscribeAllUrl: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function subjectOf(searches: AlertSection[], t: T): string {
  if (searches.length > 1) return t('{n} new homes for your saved searches', { n: searches.reduce((sum, search) => sum + search.total, 0) });
  const [{ name, total }] = searches;
  return total === 1 ? t("1 new home for '{name}'", { name }) : t("{n} new homes for '{name}'", { n: total, name });
}

function sectionParts({ name, query, listings, total }: AlertSection, t: T, lang: Lang, origin: string) {
  const criteria = describeQuery(query, t, lang).join(' · ');
  const items = listings.map((listing) => {
    const price = formatPrice(effectivePrice(listing), listing.currency, t) + (listing.type === 'rent' ? ` ${t('/ month')}` : '');
    return {
      title: listing.name,
      price,
      township: townshipLabel(listing.township, lang),
      link: `${origin}/listing/${listing._id}`,
      photo: listing.cover ? new URL(smallImage(listing.cover), origin).href : null,
    };
  });
  const intro = t('New listings match your saved search "{name}" ({criteria}).', { name, criteria });
  const more = total > listings.length ? t('See all {n} new listings', { n: total }) : t('See all results');
  return { intro, items, more };
}

export function alertMail({ to, lang, origin, searches, unsubscribeAllUrl }: AlertMailInput): Mail {
  const t = translator(lang);
  const sections = searches.map((search) => ({ search, ...sectionParts(search, t, lang, origin) }));
  const why = searches.length > 1 ? t('You get this e-mail because you saved these searches on Yangon Homes.') : t('You get this e-mail because you saved this search on Yangon Homes.');
  const text = [
    ...sections.flatMap(({ search, intro, items, more }) => [
      intro,
      '',
      ...items.flatMap((item) => [`${item.title}`, `${item.price} · ${item.township}`, item.link, '']),
      `${more}: ${search.searchUrl}`,
      `${t('Stop these alerts')}: ${search.unsubscribeUrl}`,
      '',
    ]),
    why,
    '',
    'Yangon Homes',
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="margin:0;padding:16px;font-family:Arial,'Noto Sans Myanmar',sans-serif;color:#1f2937;background:#f8fafc">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:16px">
${sections
  .map(
    ({ search, intro, items, more }) => `<p style="margin:0 0 16px">${escape(intro)}</p>
${items
  .map(
    (item) => `<table role="presentation" width="100%" style="border-collapse:collapse;margin:0 0 16px"><tr>
${item.photo ? `<td width="140" style="vertical-align:top;padding-right:12px"><a href="${escape(item.link)}"><img src="${escape(item.photo)}" width="140" alt="" style="display:block;width:140px;height:auto;border-radius:8px"></a></td>` : ''}
<td style="vertical-align:top"><a href="${escape(item.link)}" style="color:#0f766e;font-weight:bold;text-decoration:none">${escape(item.title)}</a>
<p style="margin:4px 0 0">${escape(item.price)}</p><p style="margin:4px 0 0;color:#6b7280">${escape(item.township)}</p></td></tr></table>`,
  )
  .join('\n')}
<p style="margin:16px 0 4px"><a href="${escape(search.searchUrl)}" style="color:#0f766e">${escape(more)}</a></p>
<p style="margin:0 0 24px;font-size:12px"><a href="${escape(search.unsubscribeUrl)}" style="color:#6b7280">${escape(t('Stop these alerts'))}</a></p>`,
  )
  .join('\n')}
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escape(why)}</p>
</div></body></html>`;
  return {
    to,
    subject: subjectOf(searches, t),
    text,
    html,
    // RFC 2369 and RFC 8058: mail programs show their own "Unsubscribe", which POSTs to the link.
    headers: { 'List-Unsubscribe': `<${unsubscribeAllUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
