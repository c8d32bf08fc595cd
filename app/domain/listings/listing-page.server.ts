// Everything the listing page shows, gathered in one place so the loader stays thin. The
// lister's e-mail leaves the server only for an admin looking at someone else's listing (the
// spec's 'Contact to provider'); every other part is public (types in lib/views/listing-page.ts).
import { eq, sql } from 'drizzle-orm';
import { prepared } from '../../db/registry.server';
import { agentProfiles, listings, townships, users, type User } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import { listReviewsFor } from '../reviews/list-reviews.server';
import { listingWithImages, toView } from './get-listing.server';
import { mayOpen } from './visibility.server';
import { hiddenState } from './listing-view.server';
import type { ListerCard, ListingPageData } from '../../lib/views/listing-page';
import { similarCardsColumn } from './related.server';
import { priceHistoryColumn, pricesView } from '../quality/price-history.server';

/**
 * The listing with its images, its lister (and agency), its township's names and its similar
 * listings as cards, in one query: every round trip to the database costs the busiest page more
 * CPU than its SQL, and the similar listings, which need the listing's type, township and
 * property type, were a second one after it. Not its view count: the page asks for that after
 * hydration (components/listing/use-page-views.ts), so that a view counted leaves the page's data,
 * and the page kept for visitors (docs/page-cache.md), as they were.
 */
const listingWithContextQuery = prepared('listing_page', (db, name) =>
  db
    .select({
      ...listingWithImages,
      lister: { id: users.id, username: users.username, email: users.email, avatar: users.avatar },
      agency: { name: agentProfiles.name, phone: agentProfiles.phone, images: agentProfiles.imageUrls },
      township: { en: townships.nameEn, my: townships.nameMy },
      similar: similarCardsColumn,
      prices: priceHistoryColumn,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userRef))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .leftJoin(townships, eq(townships.slug, listings.township))
    .where(eq(listings.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/** Exported for bench/listing-page-query.ts, which compares it with the two queries it replaced. */
export async function listingWithContext(id: string) {
  const [row] = await listingWithContextQuery().execute({ id });
  return row;
}

function listerCard({ lister, agency }: NonNullable<Awaited<ReturnType<typeof listingWithContext>>>): ListerCard {
  return agency
    ? { kind: 'agent', id: lister.id, name: agency.name, phone: agency.phone ?? '', image: agency.images[0] ?? null }
    : { kind: 'user', id: lister.id, name: lister.username, avatar: lister.avatar };
}

/**
 * The listing page's data, or null for an unknown or malformed id, and for a hidden listing
 * unless the viewer is its lister or an admin (who see why it is hidden).
 */
export async function loadListingPage({ id, viewer }: { id: string; viewer: User | null }): Promise<ListingPageData | null> {
  if (!isUuid(id)) return null;
  const [row, reviews] = await Promise.all([
    listingWithContext(id),
    listReviewsFor({ listingId: id, viewer }).catch((error: unknown) => {
      console.error('Reviews of a listing could not be loaded:', error);
      return null;
    }),
  ]);
  if (!row || !mayOpen(row.listing, viewer)) return null;
  const listing = toView(row);
  const canContactProvider = !!viewer?.isAdmin && viewer.id !== listing.userRef;
  return {
    listing: { ...listing, description: sanitizeRichText(listing.description) },
    township: row.township ?? { en: listing.township, my: listing.township },
    lister: listerCard(row),
    listerEmail: canContactProvider ? row.lister.email : null,
    reviews,
    similar: row.similar,
    hidden: hiddenState(row.listing),
    prices: pricesView(row.prices),
    viewer: { signedIn: !!viewer, canContactProvider },
  };
}
