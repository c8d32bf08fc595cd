// The price per square foot a buyer compares listings by: of the floor area, or of the plot when
// a listing has no floor area (land). Rent is per month, so its price per square foot is too.
// A price in lakh (100,000 kyat) is given per square foot in kyat: '627 MMK', not '0.01 lakh'.
import { effectivePrice } from './format-price';

type Measured = { offer: boolean; regularPrice: number; discountPrice: number | null; squareFeet: number | null; landSquareFeet: number | null; currency: string };

const KYAT_PER_LAKH = 100_000;

/** Null when the listing states no area to divide by. */
export function pricePerSquareFoot(listing: Measured): { value: number; currency: string } | null {
  const area = listing.squareFeet || listing.landSquareFeet;
  if (!area || area <= 0) return null;
  const perFoot = effectivePrice(listing) / area;
  return listing.currency === 'lakh MMK' ? { value: Math.round(perFoot * KYAT_PER_LAKH), currency: 'MMK' } : { value: perFoot, currency: listing.currency };
}
