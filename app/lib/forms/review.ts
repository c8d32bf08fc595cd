// A review: the spec's messages (section 5, Review) and the form's check (forms/rules.ts).
import { LIMITS } from '../constants';
import { formCheck, numberIn, text } from './rules';

export const REVIEW_MESSAGES = {
  signIn: 'Please sign in to submit a review and comment.',
  stars: 'Please fill in the stars.',
  content: `Please provide a valid review (max ${LIMITS.reviewMax} characters).`,
  listing: 'Listing not found.',
  notFound: 'Review not found.',
  notYours: 'You can only delete your own review.',
  ownListing: 'You cannot review your own listing.',
  tooMany: 'You have sent too many reviews. Please try again in an hour.',
} as const;

const M = REVIEW_MESSAGES;

// Radio inputs and JSON clients send "4" or 4; nothing chosen arrives as '' or not at all.
export const checkReview = formCheck({ rating: numberIn(1, 5, M.stars), content: text(1, LIMITS.reviewMax, M.content) });
