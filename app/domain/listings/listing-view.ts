// The shape of a listing that leaves the server (pages and /api), with the spec's field names.
import type { Listing } from '../../db/schema';

export interface ListingView {
  _id: string;
  name: string;
  description: string;
  address: string;
  township: string;
  propertyType: string;
  type: 'rent' | 'sale';
  squareFeet: number | null;
  landSquareFeet: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  regularPrice: number;
  discountPrice: number | null;
  offer: boolean;
  parking: boolean;
  swimmingPool: boolean;
  gym: boolean;
  furnished: boolean;
  generator: boolean;
  propertyStatus: string;
  currency: string;
  status: string;
  phone: string;
  /** In display order; the first is the cover. */
  imageUrls: string[];
  userRef: string;
  createdAt: string;
  updatedAt: string;
}

export function toListingView(listing: Listing, imageUrls: string[]): ListingView {
  const { id, createdAt, updatedAt, ...rest } = listing;
  return {
    ...rest,
    _id: id,
    type: rest.type as 'rent' | 'sale',
    regularPrice: Number(rest.regularPrice),
    discountPrice: rest.discountPrice === null ? null : Number(rest.discountPrice),
    imageUrls,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
