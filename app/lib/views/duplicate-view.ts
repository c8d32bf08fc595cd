// The moderators' queue of possible duplicates (domain/duplicates/duplicate-queue): each pair
// side by side, the listing saved last first.
import type { DuplicateShare } from '../duplicates';

export interface DuplicateSideView {
  id: string;
  title: string;
  /** 'YH-000123'. */
  reference: string;
  type: string;
  township: string;
  price: number;
  currency: string;
  /** Living area, else land area, in square feet. */
  area: number | null;
  cover: string | null;
  photos: number;
  lister: string;
  postedAt: string;
  hidden: boolean;
  /** Hidden until this decision: saved as a possible duplicate, it is published unless it is the one hidden. */
  held: boolean;
}

export interface DuplicatePairView {
  _id: string;
  shares: DuplicateShare[];
  flaggedAt: string;
  /** The listing saved last, which brought the pair to the queue. */
  listing: DuplicateSideView;
  other: DuplicateSideView;
}

export interface DuplicateQueuePage {
  pairs: DuplicatePairView[];
  total: number;
  hasMore: boolean;
  startIndex: number;
}
