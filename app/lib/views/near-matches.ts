// What a search that found nothing shows instead (domain/search/near-matches.server.ts): homes
// close to what was asked for, and each way the search was widened to find them, so the page
// can name it ('Showing homes in Sanchaung and Kamayut too').
import type { CURRENCIES, TownshipSlug } from '../constants';
import type { ListingCardData } from './listing-card';

export type NearMatchChange =
  | { kind: 'price'; minPrice: number | undefined; maxPrice: number | undefined; currency: (typeof CURRENCIES)[number] }
  | { kind: 'beds'; beds: number | undefined }
  | { kind: 'townships'; townships: TownshipSlug[] };

export interface NearMatches {
  listings: ListingCardData[];
  changes: NearMatchChange[];
}
