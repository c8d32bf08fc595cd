// The shape of a review that leaves the server (page and /api). The author is named by
// username and avatar only: a reviewer's e-mail is never public.
export interface ReviewView {
  _id: string;
  listingId: string;
  userRef: string;
  rating: number;
  content: string;
  createdAt: string;
  user: { username: string; avatar: string | null };
}

/** A listing's reviews with their summary; `average` is null when there are none. */
export interface ListingReviews {
  reviews: ReviewView[];
  average: number | null;
  count: number;
}

/** A review as the listing page shows it: `isMine` puts the delete control on the author's own. */
export type PageReview = ReviewView & { isMine: boolean };

/**
 * A listing's reviews as one viewer sees them. `mine` is the viewer's own review of the listing
 * (null for a visitor or when they have none), found even when it is older than the reviews
 * shown: the form starts from it, since sending the form replaces it.
 */
export interface ViewerReviews extends Omit<ListingReviews, 'reviews'> {
  reviews: PageReview[];
  mine: ReviewView | null;
}

/** A review in the admins' moderation list: with the listing it is about. */
export interface ModeratedReview extends ReviewView {
  listing: { id: string; title: string };
}

/** What POST /api/review/create answers. */
export interface CreatedReview {
  review: ReviewView;
  /** True when the user's earlier review of this listing was replaced rather than a new one added. */
  replaced: boolean;
}
