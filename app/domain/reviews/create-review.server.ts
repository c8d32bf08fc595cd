import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, reviews, type User } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REVIEW_MESSAGES, type CreateReviewInput } from '../../lib/schemas/review';
import { toReviewView } from './list-reviews.server';
import type { ReviewView } from './review-view';

/** Stores a review by `user` (the session's user, whatever the request claimed). */
export async function createReview({ user, input }: { user: User; input: CreateReviewInput }): Promise<ReviewView> {
  const db = getDb();
  if (!isUuid(input.listingId)) throw notFound(REVIEW_MESSAGES.listing);
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, input.listingId)).limit(1);
  if (!listing) throw notFound(REVIEW_MESSAGES.listing);
  const [row] = await db
    .insert(reviews)
    .values({ listingId: listing.id, userRef: user.id, rating: input.rating, content: input.content })
    .returning();
  return toReviewView({ ...row, username: user.username, avatar: user.avatar });
}
