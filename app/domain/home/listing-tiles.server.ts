// Listings as tiles, read as tiles: the home page reads 54 listings to show 18, and a tile shows
// neither the description nor more than the cover image, so neither is read.
import { listings, type Listing } from '../../db/schema';
import { coverColumn } from '../listings/listing-cards.server';
import type { ListingTileData } from '../../lib/views/listing-tile';

export const listingTileColumns = {
  id: listings.id,
  name: listings.name,
  address: listings.address,
  township: listings.township,
  propertyType: listings.propertyType,
  type: listings.type,
  squareFeet: listings.squareFeet,
  landSquareFeet: listings.landSquareFeet,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  regularPrice: listings.regularPrice,
  discountPrice: listings.discountPrice,
  offer: listings.offer,
  currency: listings.currency,
  propertyStatus: listings.propertyStatus,
  createdAt: listings.createdAt,
  cover: coverColumn,
};

type ListingTileRow = Pick<Listing, Exclude<keyof typeof listingTileColumns, 'cover'>> & { cover: string | null };

/** The same tile toListingTile makes from a whole listing. */
export function toListingTileFromRow(row: ListingTileRow): ListingTileData {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    township: row.township,
    propertyType: row.propertyType,
    type: row.type as ListingTileData['type'],
    squareFeet: row.squareFeet,
    landSquareFeet: row.landSquareFeet,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    regularPrice: Number(row.regularPrice),
    discountPrice: row.discountPrice === null ? null : Number(row.discountPrice),
    offer: row.offer,
    currency: row.currency,
    propertyStatus: row.propertyStatus,
    createdAt: row.createdAt.toISOString(),
    cover: row.cover,
  };
}
