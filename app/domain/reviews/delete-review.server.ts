import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { reviews, type User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REVIEW_MESSAGES } from '../../lib/schemas/review';

/** Deletes a review; only its author may (spec section 5: "only the author sees the delete control"). */
export async function deleteReview({ user, reviewId }: { user: User; reviewId: string }): Promise<void> {
  const db = getDb();
  if (!isUuid(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const [review] = await db.select({ userRef: reviews.userRef }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  if (review.userRef !== user.id) throw forbidden(REVIEW_MESSAGES.notYours);
  await db.delete(reviews).where(eq(reviews.id, reviewId));
}
