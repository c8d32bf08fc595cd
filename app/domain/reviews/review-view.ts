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
