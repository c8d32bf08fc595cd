// What the listing form is told about its photos and facts before it is sent
// (domain/duplicates/photo-warnings.server.ts, components/duplicates/photo-match-warning.tsx).

/** A live listing showing one of the form's photos, or one nearly the same. */
export interface PhotoMatchView {
  listingId: string;
  /** 'YH-000123'. */
  reference: string;
  title: string;
  /** Its first photo's stored URL. */
  cover: string | null;
  /** The lister's own listing (for an admin editing someone's listing, that lister's). */
  own: boolean;
  /** The form's photos it shows, by their place in the form (1 for the first). */
  photos: number[];
}

export interface PhotoCheck {
  /** The closest few: by distance, other listers' before the lister's own at the same distance. */
  matches: PhotoMatchView[];
  /** How many other listings match beyond those. */
  more: number;
  /** `more` is a lower bound: the look-up stopped at its cap. */
  moreAtLeast: boolean;
  /** The lister's own listing that matches best: they are asked to update it instead, once. */
  updateInstead: { listingId: string; reference: string } | null;
  /** Saved as it is, the listing is held until a moderator decides (it shares two of a photo, the price and the area with another lister's listing). */
  heldForReview: boolean;
}

export const NO_PHOTO_CHECK: PhotoCheck = { matches: [], more: 0, moreAtLeast: false, updateInstead: null, heldForReview: false };
