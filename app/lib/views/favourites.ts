// What the saved listings page (/favourites) receives: each saved home, newest saved first, as
// its card, or only its title once it is no longer on the site.
import type { ListingCardData } from './listing-card';

export interface SavedListing {
  /** The favourite's own id: a removed listing has no listing id left to name it by. */
  id: string;
  /**
   * The listing's card; null when its lister removed it, or moderators hid it (told apart from
   * removed to no one but its lister and the admins, who still get the card).
   */
  card: ListingCardData | null;
  /** The listing's title as the person saw it (the note of a removed or hidden one names it). */
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
