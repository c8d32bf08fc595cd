// After a listing is saved by its lister: the people who saved it hear of a price drop, or of it
// being rented out or sold, one e-mail each through the queue. Not its lister, not an address
// never confirmed (account/email-confirmation.server.ts), not someone who stopped these mails.
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { favourites, savedListingMailStops, users } from '../../db/schema';
import { isLang } from '../../lib/i18n';
import { isPriceDrop } from '../../lib/price-drop';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { sendMail } from '../mail/send-mail.server';
import { newsMail, type ListingNews } from './news-mail.server';
import { newsToken } from './news-token.server';

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

/** Queues the mails a change calls for; answers how many. */
export async function notifySavers({ listing, before, after }: { listing: { id: string; name: string; type: string; userRef: string }; before: ListingState; after: ListingState }): Promise<number> {
  const news = newsOf(before, after);
  if (!news) return 0;
  const savers = await getDb()
    .select({ id: users.id, email: users.email, lang: users.lang })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .leftJoin(savedListingMailStops, eq(savedListingMailStops.userId, users.id))
    .where(and(eq(favourites.listingId, listing.id), ne(users.id, listing.userRef), isNotNull(users.emailConfirmedAt), isNull(savedListingMailStops.userId)));
  const origin = publicOrigin();
  for (const saver of savers) {
    await sendMail(
      newsMail({
        to: saver.email,
        lang: isLang(saver.lang) ? saver.lang : 'en',
        title: listing.name,
        rent: listing.type === 'rent',
        news,
        listingUrl: `${origin}/listing/${listing.id}`,
        unsubscribeUrl: `${origin}/unsubscribe/saved-listings/${await newsToken(saver.id)}`,
      }),
    );
  }
  return savers.length;
}
