// The listing page's data as the browser receives it. The lister's e-mail is present only for
// an admin looking at someone else's listing (the spec's 'Contact to provider'). No view count:
// the page gets it from the view counter after hydration, so a view does not change the page.
import type { ViewerReviews } from './review-view';
import type { ListingCardData } from './listing-card';
import type { ListingView } from './listing-view';
import type { HiddenState } from './report-view';
import type { PricePoint } from '../price-drop';

/** Who listed it, as the public sees it: an agency card, or a user's name and avatar. Never an e-mail. */
export type ListerCard =
  | { kind: 'agent'; id: string; name: string; phone: string; image: string | null }
  | { kind: 'user'; id: string; name: string; avatar: string | null };

export interface ListingPageData {
  listing: ListingView;
  township: { en: string; my: string };
  lister: ListerCard;
  /** Only for an admin who is not the lister. */
  listerEmail: string | null;
  /** null when the reviews could not be loaded (the page says so instead of failing). */
  reviews: ViewerReviews | null;
  /** As cards: the page shows nothing else of them. */
  similar: ListingCardData[];
  viewer: { signedIn: boolean; canContactProvider: boolean };
  /** Set while an admin hides the listing: only its lister and admins get the page then. */
  hidden: HiddenState | null;
  /** Every price the listing had, oldest first, and whether the last is a recent cut (lib/price-drop.ts). */
  prices: { history: PricePoint[]; reduced: boolean };
}
