// A listing as a card needs it: no description, no phone, one cover image. Lists of cards (home,
// agent page) send this instead of the whole listing, so a page of 27 stays a few kilobytes on a
// slow mobile connection. Pure: the browser maps /api answers with it too.
import type { ListingView } from './listing-view';

export type ListingTileData = Pick<
  ListingView,
  | '_id'
  | 'name'
  | 'address'
  | 'township'
  | 'propertyType'
  | 'type'
  | 'squareFeet'
  | 'landSquareFeet'
  | 'bedrooms'
  | 'bathrooms'
  | 'regularPrice'
  | 'discountPrice'
  | 'offer'
  | 'currency'
  | 'propertyStatus'
  | 'createdAt'
> & { cover: string | null };

export function toListingTile(listing: ListingView): ListingTileData {
  return {
    _id: listing._id,
    name: listing.name,
    address: listing.address,
    township: listing.township,
    propertyType: listing.propertyType,
    type: listing.type,
    squareFeet: listing.squareFeet,
    landSquareFeet: listing.landSquareFeet,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    regularPrice: listing.regularPrice,
    discountPrice: listing.discountPrice,
    offer: listing.offer,
    currency: listing.currency,
    propertyStatus: listing.propertyStatus,
    createdAt: listing.createdAt,
    cover: listing.imageUrls[0] ?? null,
  };
}
