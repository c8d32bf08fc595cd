// After a listing is saved by its lister: the people who saved it hear of a price drop, or of it
// being rented out or sold, by mail, push or both as each chose for saved homes. Never its lister;
// no mail to an address never confirmed (account/email-confirmation.server.ts) or to someone who
// stopped these mails, who may still get the push they chose.
// A price mail goes to a person at most once a day per listing, and only for a cut of 5 % or
// more below the lowest price they were mailed (the price before, for the first): a lister
// raising the price by 1 and cutting it back, again and again, mails nobody.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { favourites, savedListingMailStops, savedListingPriceMails, users } from '../../db/schema';
import { isLang } from '../../lib/i18n';
import { isPriceCut, isPriceDrop } from '../../lib/price-drop';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { sendMail } from '../mail/send-mail.server';
import { notifyPush } from '../push/notify-push.server';
import { channelsOf } from '../push/preferences.server';
import { newsMail, type ListingNews } from './news-mail.server';
import { newsToken } from './news-token.server';
import { claimPriceMails, PRICE_MAIL_GAP_MS } from './claim-price-mail.server';

export interface ListingState {
  regularPrice: number;
  currency: string;
  propertyStatus: string;
}

/** What the savers are told of a change from `before` to `after`, or null when nothing they asked for. */
export function newsOf(before: ListingState, after: ListingState): ListingNews | null {
  if (after.propertyStatus !== before.propertyStatus) {
    if (after.propertyStatus === 'Rented Out') return { kind: 'rented-out' };
    if (after.propertyStatus === 'Sold Out') return { kind: 'sold' };
  }
  // A closed listing's price no longer matters to anyone.
  if (after.propertyStatus !== 'Still Available') return null;
  const [b, a] = [{ price: before.regularPrice, currency: before.currency }, { price: after.regularPrice, currency: after.currency }];
  return isPriceDrop(b, a) ? { kind: 'price-drop', before: b, after: a } : null;
}

type Price = { price: number; currency: string };
type PriceDrop = Extract<ListingNews, { kind: 'price-drop' }>;

/**
 * The price mail one saver gets for `drop`, or null: none within a day of their last; and only a
 * cut of 5 % below the lowest price they were mailed (each mail is of a lower price than the one
 * before), or below the price before for their first. The mail tells that price as the one the
 * price went down from: what they last heard.
 */
function priceNewsFor(drop: PriceDrop, lastMail: { price: Price; at: Date } | null, now: Date): PriceDrop | null {
  if (lastMail && now.getTime() - lastMail.at.getTime() < PRICE_MAIL_GAP_MS) return null;
  const from = lastMail?.price ?? drop.before;
  return isPriceCut(from, drop.after) ? { ...drop, before: from } : null;
}

/** Queues the mails and pushes a change calls for; answers how many mails. */
export async function notifySavers({
  listing,
  before,
  after,
  now = new Date(),
}: {
  listing: { id: string; name: string; type: string; userRef: string };
  before: ListingState;
  after: ListingState;
  now?: Date;
}): Promise<number> {
  const news = newsOf(before, after);
  if (!news) return 0;
  const found = await getDb()
    .select({
      id: users.id,
      email: users.email,
      lang: users.lang,
      confirmed: isNotNull(users.emailConfirmedAt),
      stopped: isNotNull(savedListingMailStops.userId),
      mailedPrice: savedListingPriceMails.price,
      mailedCurrency: savedListingPriceMails.currency,
      mailedAt: savedListingPriceMails.mailedAt,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .leftJoin(savedListingMailStops, eq(savedListingMailStops.userId, users.id))
    .leftJoin(savedListingPriceMails, and(eq(savedListingPriceMails.userId, users.id), eq(savedListingPriceMails.listingId, listing.id)))
    .where(and(eq(favourites.listingId, listing.id), ne(users.id, listing.userRef)));
  const channels = await channelsOf(found.map((saver) => saver.id), 'saved-homes');
  // Each saver's ways of being told; those with none are left out (and no price is recorded for them).
  const savers = found
    .map((saver) => {
      const chosen = channels.get(saver.id)!;
      return { ...saver, mail: chosen.mail && Boolean(saver.confirmed) && !saver.stopped, push: chosen.push };
    })
    .filter((saver) => saver.mail || saver.push);
  // Who is told what: every saver of a rent-out or sale; of a price drop, those whose last mail
  // allows one, each from the price they last heard.
  const mails = savers.flatMap((saver) => {
    if (news.kind !== 'price-drop') return [{ saver, news }];
    const lastMail = saver.mailedAt ? { price: { price: saver.mailedPrice!, currency: saver.mailedCurrency! }, at: saver.mailedAt } : null;
    const drop = priceNewsFor(news, lastMail, now);
    return drop ? [{ saver, news: drop as ListingNews }] : [];
  });
  // A price mail (or push) is sent only once its row is written (claim-price-mail.server.ts): all in one go.
  const claimed = news.kind === 'price-drop' ? await claimPriceMails({ userIds: mails.map(({ saver }) => saver.id), listingId: listing.id, price: news.after, now }) : null;
  const origin = publicOrigin();
  let sent = 0;
  for (const { saver, news: told } of mails) {
    if (claimed && !claimed.has(saver.id)) continue;
    if (saver.push) await notifyPush({ userId: saver.id, kind: 'saved-homes', item: { name: listing.name, url: `/listing/${listing.id}`, news: told.kind } });
    if (!saver.mail) continue;
    await sendMail(
      newsMail({
        to: saver.email,
        lang: isLang(saver.lang) ? saver.lang : 'en',
        title: listing.name,
        rent: listing.type === 'rent',
        news: told,
        listingUrl: `${origin}/listing/${listing.id}`,
        unsubscribeUrl: `${origin}/unsubscribe/saved-listings/${await newsToken(saver.id)}`,
      }),
    );
    sent += 1;
  }
  return sent;
}
