// A review's input for the server (POST /api/review/createreview): the form's check
// (lib/forms/review.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkReview, REVIEW_MESSAGES } from '../forms/review';

export { REVIEW_MESSAGES } from '../forms/review';

const reviewFields = z.object({ rating: z.coerce.number(), content: z.string().trim() });

export const reviewSchema = checkedBy(checkReview, reviewFields);
export type ReviewInput = z.output<typeof reviewSchema>;

/**
 * The /api call's body. The spec's client also sends userRef; it is not in the schema, so it is
 * dropped: the author is always the signed-in user.
 */
export const createReviewSchema = checkedBy(
  checkReview,
  reviewFields.extend({ listingId: z.string({ error: REVIEW_MESSAGES.listing }).min(1, REVIEW_MESSAGES.listing) }),
);
export type CreateReviewInput = z.output<typeof createReviewSchema>;
