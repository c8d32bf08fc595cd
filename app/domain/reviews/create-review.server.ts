import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { foreignKeyViolation } from '../../db/unique-violation';
import { listings, publicListing, reviews, type User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REVIEW_MESSAGES, type CreateReviewInput } from '../../lib/schemas/review';
import { releaseSlots, takeSlot, type Limit } from '../throttle/throttle.server';
import { toReviewView } from './list-reviews.server';
import type { CreatedReview } from '../../lib/views/review-view';

/**
 * Reviews (new or replacing one) a user may send per hour. One review per listing already
 * stops a single listing's average from being flooded; this stops one account from carpeting
 * many listings, or from churning its review to keep it at the top of the list (a replaced
 * review counts too: it is dated anew). Ten is far above what a person writes in an hour.
 */
export const REVIEW_LIMIT: Limit = { action: 'review', max: 10, windowMs: 60 * 60_000, message: REVIEW_MESSAGES.tooMany };

/**
 * Stores `user`'s review of a listing (the session's user, whatever the request claimed). A user
 * has at most one review per listing: a second one replaces the first (rating, text, and its
 * date becomes now), in one statement on the unique index, so two sent at once never both insert
 * and never fail.
 */
export async function createReview({ user, input }: { user: User; input: CreateReviewInput }): Promise<CreatedReview> {
  const db = getDb();
  if (!isUuid(input.listingId)) throw notFound(REVIEW_MESSAGES.listing);
  const [listing] = await db.select({ id: listings.id, userRef: listings.userRef }).from(listings).where(and(eq(listings.id, input.listingId), publicListing)).limit(1);
  if (!listing) throw notFound(REVIEW_MESSAGES.listing);
  // A lister's stars for their own listing would only inflate its average.
  if (listing.userRef === user.id) throw forbidden(REVIEW_MESSAGES.ownListing);
  // Counted only once the request could be stored: a mistyped form costs the user nothing.
  const slot = await takeSlot(REVIEW_LIMIT, user.id);
  try {
    const [row] = await db
      .insert(reviews)
      .values({ listingId: listing.id, userRef: user.id, rating: input.rating, content: input.content })
      .onConflictDoUpdate({
        target: [reviews.listingId, reviews.userRef],
        set: { rating: sql`excluded.rating`, content: sql`excluded.content`, createdAt: sql`now()` },
      })
      // xmax is 0 on a freshly inserted row version and set on one written by DO UPDATE.
      .returning({ ...getTableColumns(reviews), inserted: sql<boolean>`(xmax = 0)` });
    return { review: toReviewView({ ...row, username: user.username, avatar: user.avatar }), replaced: !row.inserted };
  } catch (error) {
    await releaseSlots(slot);
    if (foreignKeyViolation(error)) throw notFound(REVIEW_MESSAGES.listing);
    throw error;
  }
}
