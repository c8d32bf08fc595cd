// The price per square foot a buyer compares listings by: of the floor area, or of the plot when
// a listing has no floor area (land). Rent is per month, so its price per square foot is too.
import { effectivePrice } from './format-price';

type Measured = { offer: boolean; regularPrice: number; discountPrice: number | null; squareFeet: number | null; landSquareFeet: number | null };

/** Null when the listing states no area to divide by. */
export function pricePerSquareFoot(listing: Measured): number | null {
  const area = listing.squareFeet || listing.landSquareFeet;
  if (!area || area <= 0) return null;
  return effectivePrice(listing) / area;
}
