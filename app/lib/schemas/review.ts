// A review's input, shared by the review form (checked in the browser before it is sent) and
// POST /api/review/createreview, with the spec's messages (section 5, Review).
import { z } from './zod';
import { LIMITS } from '../constants';

export const REVIEW_MESSAGES = {
  signIn: 'Please sign in to submit a review and comment.',
  stars: 'Please fill in the stars.',
  content: `Please provide a valid review (max ${LIMITS.reviewMax} characters).`,
  listing: 'Listing not found.',
  notFound: 'Review not found.',
  notYours: 'You can only delete your own review.',
  tooMany: 'You have sent too many reviews. Please try again in an hour.',
} as const;

const M = REVIEW_MESSAGES;

export const reviewSchema = z.object({
  // Radio inputs and JSON clients send "4" or 4; nothing chosen arrives as '' or not at all.
  rating: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: M.stars }).int(M.stars).min(1, M.stars).max(5, M.stars),
  ),
  content: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: M.content }).min(1, M.content).max(LIMITS.reviewMax, M.content),
  ),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/**
 * The /api call's body. The spec's client also sends userRef; it is not in the schema, so it is
 * dropped: the author is always the signed-in user.
 */
export const createReviewSchema = reviewSchema.extend({
  listingId: z.string({ error: M.listing }).min(1, M.listing),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;
