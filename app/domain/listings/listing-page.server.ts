// Everything the listing page shows, gathered in one place so the loader stays thin. The
// lister's e-mail leaves the server only for an admin looking at someone else's listing (the
// spec's 'Contact to provider'); every other part is public (types in listing-page.ts).
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, townships, users, type User } from '../../db/schema';
import { sanitizeRichText } from '../../lib/sanitize.server';
import { listReviews } from '../reviews/list-reviews.server';
import { getListing } from './get-listing.server';
import type { ListerCard, ListingPageData } from './listing-page';
import { countPageViews } from './page-views.server';
import { findSimilar } from './related.server';

async function lister(userId: string) {
  const [row] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      avatar: users.avatar,
      agentName: agentProfiles.name,
      agentPhone: agentProfiles.phone,
      agentImages: agentProfiles.imageUrls,
    })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const card: ListerCard =
    row.agentName !== null
      ? { kind: 'agent', id: row.id, name: row.agentName, phone: row.agentPhone ?? '', image: row.agentImages?.[0] ?? null }
      : { kind: 'user', id: row.id, name: row.username, avatar: row.avatar };
  return { card, email: row.email };
}

/** The listing page's data, or null for an unknown or malformed id. */
export async function loadListingPage({ id, viewer }: { id: string; viewer: User | null }): Promise<ListingPageData | null> {
  const listing = await getListing({ id });
  if (!listing) return null;
  const [owner, [township], reviews, views, similar] = await Promise.all([
    lister(listing.userRef),
    getDb().select({ en: townships.nameEn, my: townships.nameMy }).from(townships).where(eq(townships.slug, listing.township)).limit(1),
    listReviews({ listingId: listing._id }).catch((error: unknown) => {
      console.error('Reviews of a listing could not be loaded:', error);
      return null;
    }),
    countPageViews({ listingId: listing._id }),
    findSimilar({ id: listing._id, type: listing.type, township: listing.township, propertyType: listing.propertyType }),
  ]);
  const canContactProvider = !!viewer?.isAdmin && viewer.id !== listing.userRef;
  return {
    listing: { ...listing, description: sanitizeRichText(listing.description) },
    township: township ?? { en: listing.township, my: listing.township },
    lister: owner.card,
    listerEmail: canContactProvider ? owner.email : null,
    reviews: reviews && { ...reviews, reviews: reviews.reviews.map((r) => ({ ...r, isMine: r.userRef === viewer?.id })) },
    views,
    similar,
    viewer: { signedIn: !!viewer, canContactProvider },
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as one line of plain text, for the page's description and share previews. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
