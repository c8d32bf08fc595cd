import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { reviews, type User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REVIEW_MESSAGES } from '../../lib/schemas/review';

/**
 * Deletes a review: its author may (spec section 5), and so may an admin, who moderates reviews
 * from the dashboard (the listing page still shows the delete control to the author only).
 */
export async function deleteReview({ user, reviewId }: { user: User; reviewId: string }): Promise<void> {
  const db = getDb();
  if (!isUuid(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const [review] = await db.select({ userRef: reviews.userRef }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  if (review.userRef !== user.id && !user.isAdmin) throw forbidden(REVIEW_MESSAGES.notYours);
  await db.delete(reviews).where(eq(reviews.id, reviewId));
}
