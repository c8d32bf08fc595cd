// What a notification says, in the person's language: short, and nothing beyond what the page it
// opens shows them (a lock screen is seen by others): a listing's title or a search's name,
// never an enquirer's name, phone, e-mail or message.
import { translator, type Lang } from '../../lib/i18n';
import type { NotificationKind } from '../../lib/notification-kinds';

/** The latest event of a batch: what the notification names, and the page a tap opens. */
export interface PushItem {
  /** A listing's title, or a saved search's name. */
  name: string;
  url: string;
  /** Saved homes: what happened to it. */
  news?: 'price-drop' | 'rented-out' | 'sold';
  /** Set when the batch gathered events about different pages: the tap opens the kind's list. */
  mixed?: boolean;
}

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per kind on the device: a newer one replaces the older. */
  tag: string;
}

/** Where a tap goes when the events were about several pages. */
const LIST_URL: Record<NotificationKind, string> = { enquiries: '/dashboard?tab=enquiries', 'search-matches': '/saved-searches', 'saved-homes': '/favourites' };

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export function pushPayload({ kind, count, item, lang }: { kind: NotificationKind; count: number; item: PushItem; lang: Lang }): PushPayload {
  const t = translator(lang);
  const name = clip(item.name);
  const url = item.mixed ? LIST_URL[kind] : item.url;
  const tag = kind;
  if (kind === 'enquiries') {
    return count === 1
      ? { title: t('New enquiry'), body: t('New enquiry about {title}', { title: name }), url, tag }
      : { title: t('{n} new enquiries', { n: count }), body: t('The latest about {title}', { title: name }), url, tag };
  }
  if (kind === 'search-matches') {
    return {
      title: count === 1 ? t('A new home for your saved search') : t('{n} new homes for your saved searches', { n: count }),
      body: item.mixed ? t('Latest: {name}', { name }) : t('Matches "{name}"', { name }),
      url,
      tag,
    };
  }
  if (count > 1) return { title: t('{n} updates on your saved homes', { n: count }), body: t('Latest: {name}', { name }), url, tag };
  const title = item.news === 'rented-out' ? t('A saved home was rented out') : item.news === 'sold' ? t('A saved home was sold') : t('Price cut on a saved home');
  return { title, body: name, url, tag };
}
