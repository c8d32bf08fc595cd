// The e-mail to a person who saved a listing when its price drops or it is rented out or sold, in
// their language (users.lang), as text and HTML, with a one-click unsubscribe (RFC 8058).
import { formatPrice } from '../../lib/format-price';
import { translator, type Lang } from '../../lib/i18n';
import type { Mail } from '../mail/send-mail.server';

export type ListingNews =
  | { kind: 'price-drop'; before: { price: number; currency: string }; after: { price: number; currency: string } }
  | { kind: 'rented-out' }
  | { kind: 'sold' };

export interface NewsMailInput {
  to: string;
  lang: Lang;
  title: string;
  rent: boolean;
  news: ListingNews;
  /** Absolute links. */
  listingUrl: string;
  unsubscribeUrl: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function newsMail({ to, lang, title, rent, news, listingUrl, unsubscribeUrl }: NewsMailInput): Mail {
  const t = translator(lang);
  const perMonth = rent ? ` ${t('/ month')}` : '';
  const price = (p: { price: number; currency: string }) => formatPrice(p.price, p.currency, t) + perMonth;
  const subject =
    news.kind === 'price-drop' ? t("Price reduced: '{title}'", { title }) : news.kind === 'rented-out' ? t("Rented out: '{title}'", { title }) : t("Sold: '{title}'", { title });
  const line =
    news.kind === 'price-drop'
      ? t('The price of a home you saved went down from {before} to {after}.', { before: price(news.before), after: price(news.after) })
      : news.kind === 'rented-out'
        ? t('A home you saved has been rented out.')
        : t('A home you saved has been sold.');
  const see = t('See the listing');
  const stop = t('Stop these e-mails');
  const why = t('You get this e-mail because you saved this home on Yangon Homes.');
  const text = [line, '', title, `${see}: ${listingUrl}`, '', `${stop}: ${unsubscribeUrl}`, why, '', 'Yangon Homes'].join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="margin:0;padding:16px;font-family:Arial,'Noto Sans Myanmar',sans-serif;color:#1f2937;background:#f8fafc">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:16px">
<p style="margin:0 0 12px">${escape(line)}</p>
<p style="margin:0 0 16px"><a href="${escape(listingUrl)}" style="color:#0f766e;font-weight:bold;text-decoration:none">${escape(title)}</a></p>
<p style="margin:0 0 24px"><a href="${escape(listingUrl)}" style="color:#0f766e">${escape(see)}</a></p>
<p style="margin:0 0 4px;font-size:12px"><a href="${escape(unsubscribeUrl)}" style="color:#6b7280">${escape(stop)}</a></p>
<p style="margin:0;font-size:12px;color:#6b7280">${escape(why)}</p>
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    // RFC 2369 and RFC 8058: mail programs show their own "Unsubscribe", which POSTs to the link.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
