// The price per square foot a buyer compares listings by: of the floor area, or of the plot when
// a listing has no floor area (land). Rent is per month, so its price per square foot is too.
// A price in lakh (100,000 kyat) is given per square foot in kyat: '627 MMK', not '0.01 lakh'.
import { effectivePrice, inIsoCurrency } from './format-price';

type Measured = { offer: boolean; regularPrice: number; discountPrice: number | null; squareFeet: number | null; landSquareFeet: number | null; currency: string };

/** Null when the listing states no area to divide by. */
export function pricePerSquareFoot(listing: Measured): { value: number; currency: string } | null {
  const area = listing.squareFeet || listing.landSquareFeet;
  if (!area || area <= 0) return null;
  const { amount, currency } = inIsoCurrency(effectivePrice(listing) / area, listing.currency);
  // Kyat have no fractions worth showing; dollars keep their cents.
  return { value: currency === 'MMK' ? Math.round(amount) : amount, currency };
}
