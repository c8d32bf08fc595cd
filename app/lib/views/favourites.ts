// What the saved listings page (/favourites) receives: each saved home, newest saved first, as
// its card, or only the title it had when its lister removed it.
import type { ListingCardData } from './listing-card';

export interface SavedListing {
  /** The favourite's own id: a removed listing has no listing id left to name it by. */
  id: string;
  /** The listing's card; null when its lister removed it, or moderators hid it (`hidden`). */
  card: ListingCardData | null;
  /** Hidden by moderators: not shown, as if removed, until they restore it. */
  hidden?: boolean;
  /** The listing's title as last seen (the removed listing's note names it). */
  title: string;
  savedAt: string;
}

/** The page's answer: a visitor's list comes from their browser (`?ids=`), an account's from the database. */
export interface FavouritesPage {
  signedIn: boolean;
  saved: SavedListing[];
}

/** Why a saved home is no longer on offer, or null while it is. */
export function savedNote(saved: SavedListing): 'removed' | 'Rented Out' | 'Sold Out' | null {
  if (!saved.card) return 'removed';
  const status = saved.card.propertyStatus;
  return status === 'Rented Out' || status === 'Sold Out' ? status : null;
}
