// A listing as every list of listings shows it (the two searches, similar listings, the home
// page, the agent page): no description, no address, no phone, only the cover image, so a page
// of 27 stays a few kilobytes on a slow mobile connection. Pure: the browser maps /api answers
// (whole listings) with it too. The card component (components/listing/listing-card.tsx) and
// the card queries (listing-cards.server.ts) take and make exactly this shape.
import type { HeldPhotoSize } from '../held-photo';
import type { ListingView } from './listing-view';

export type ListingCardData = Pick<
  ListingView,
  | '_id'
  | 'name'
  | 'township'
  | 'propertyType'
  | 'type'
  | 'offer'
  | 'regularPrice'
  | 'discountPrice'
  | 'priceLakh'
  | 'priceUsd'
  | 'currency'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'landSquareFeet'
  | 'propertyStatus'
> & { cover: string | null } & HeldPhotoSize;

export function toListingCard(listing: ListingView): ListingCardData {
  return {
    _id: listing._id,
    name: listing.name,
    township: listing.township,
    propertyType: listing.propertyType,
    type: listing.type,
    offer: listing.offer,
    regularPrice: listing.regularPrice,
    discountPrice: listing.discountPrice,
    priceLakh: listing.priceLakh,
    priceUsd: listing.priceUsd,
    currency: listing.currency,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    squareFeet: listing.squareFeet,
    landSquareFeet: listing.landSquareFeet,
    propertyStatus: listing.propertyStatus,
    cover: listing.imageUrls[0] ?? null,
  };
}
