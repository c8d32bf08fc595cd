// Reviews as /api answers them (lib/views/review-view.ts): the author by username and avatar only.
import { z } from 'zod';
import { id, isoDate } from './dates';
import { sameShape, type Same } from './same-shape';
import type { CreatedReview, ListingReviews, ReviewView } from '../../views/review-view';

export const reviewViewSchema = z.object({
  _id: id,
  listingId: id,
  userRef: id,
  rating: z.number(),
  content: z.string(),
  createdAt: isoDate,
  user: z.object({ username: z.string(), avatar: z.string().nullable() }),
});
sameShape<Same<z.output<typeof reviewViewSchema>, ReviewView>>();

export const listingReviewsSchema = z.object({
  reviews: z.array(reviewViewSchema),
  average: z.number().nullable().describe('null when there are none.'),
  count: z.int(),
});
sameShape<Same<z.output<typeof listingReviewsSchema>, ListingReviews>>();

export const createdReviewSchema = z.object({
  review: reviewViewSchema,
  replaced: z.boolean().describe("True when it replaced the user's earlier review of this listing."),
});
sameShape<Same<z.output<typeof createdReviewSchema>, CreatedReview>>();
