// Listings read as cards: only the columns a card shows and its cover, never the description
// (up to tens of kilobytes of rich text per listing) nor every image URL. The pages that show
// cards read these (the searches, the home page, the agent page); the /api answers that promise
// whole listings keep reading whole rows.
import { and, inArray, sql } from 'drizzle-orm';
import { inSlices } from '../../db/in-slices.server';
import { getDb } from '../../db/registry.server';
import { listings, publicListing, type Listing } from '../../db/schema';
import type { ListingCardData } from '../../lib/views/listing-card';

/** The cover image (position 0) of the listing in the current row, or null. */
export const coverColumn = sql<string | null>`(select i.url from listing_images i where i.listing_id = ${listings.id} order by i.position limit 1)`;

export const listingCardColumns = {
  id: listings.id,
  name: listings.name,
  township: listings.township,
  propertyType: listings.propertyType,
  type: listings.type,
  offer: listings.offer,
  regularPrice: listings.regularPrice,
  discountPrice: listings.discountPrice,
  priceLakh: listings.priceLakh,
  priceUsd: listings.priceUsd,
  currency: listings.currency,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  squareFeet: listings.squareFeet,
  landSquareFeet: listings.landSquareFeet,
  propertyStatus: listings.propertyStatus,
  cover: coverColumn,
};

export type ListingCardRow = Pick<Listing, Exclude<keyof typeof listingCardColumns, 'cover'>> & { cover: string | null };

/** The same card toListingCard (listing-card.ts) makes from a whole listing. */
export function cardFromRow(row: ListingCardRow): ListingCardData {
  return {
    _id: row.id,
    name: row.name,
    township: row.township,
    propertyType: row.propertyType,
    type: row.type as ListingCardData['type'],
    offer: row.offer,
    regularPrice: Number(row.regularPrice),
    discountPrice: row.discountPrice === null ? null : Number(row.discountPrice),
    priceLakh: Number(row.priceLakh),
    priceUsd: Number(row.priceUsd),
    currency: row.currency,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    landSquareFeet: row.landSquareFeet,
    propertyStatus: row.propertyStatus,
    cover: row.cover,
  };
}

/**
 * The cards of the public listings among `ids`, unordered (the caller puts them in order): one
 * hidden since its id was found is left out, as a deleted one is.
 */
export async function cardsOf(ids: string[]): Promise<ListingCardData[]> {
  if (ids.length === 0) return [];
  const rows = await inSlices(ids, (slice) => getDb().select(listingCardColumns).from(listings).where(and(inArray(listings.id, slice), publicListing)));
  return rows.map(cardFromRow);
}
