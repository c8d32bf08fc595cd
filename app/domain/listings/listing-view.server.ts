// A listing row as it leaves the server: the shape of lib/views/listing-view.ts.
import type { Listing } from '../../db/schema';
import type { ListingView } from '../../lib/views/listing-view';
import { HIDDEN_REASON_LABELS, type HiddenReason } from '../../lib/forms/report';
import type { HiddenState } from '../../lib/views/report-view';

/** Why and since when the listing is hidden (an admin hid it, or it is held for review), or null while it is public. */
export const hiddenState = (listing: Pick<Listing, 'hiddenAt' | 'hiddenReason'>): HiddenState | null =>
  listing.hiddenAt ? { reason: listing.hiddenReason as HiddenReason, label: HIDDEN_REASON_LABELS[listing.hiddenReason as HiddenReason], at: listing.hiddenAt.toISOString() } : null;

/**
 * Field by field, not a spread of the row: a column added to the table later stays on the server
 * until it is named here (and an object literal of fixed shape is also the cheaper one to build,
 * for the 54 listings of the home page).
 */
export function toListingView(listing: Listing, imageUrls: string[]): ListingView {
  return {
    _id: listing.id,
    refNo: listing.refNo,
    userRef: listing.userRef,
    name: listing.name,
    description: listing.description,
    address: listing.address,
    township: listing.township,
    propertyType: listing.propertyType,
    type: listing.type as 'rent' | 'sale',
    squareFeet: listing.squareFeet,
    landSquareFeet: listing.landSquareFeet,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    regularPrice: Number(listing.regularPrice),
    discountPrice: listing.discountPrice === null ? null : Number(listing.discountPrice),
    priceLakh: Number(listing.priceLakh),
    priceUsd: Number(listing.priceUsd),
    offer: listing.offer,
    parking: listing.parking,
    swimmingPool: listing.swimmingPool,
    gym: listing.gym,
    furnished: listing.furnished,
    generator: listing.generator,
    propertyStatus: listing.propertyStatus,
    currency: listing.currency,
    status: listing.status,
    phone: listing.phone,
    viber: listing.viber,
    whatsapp: listing.whatsapp,
    messenger: listing.messenger,
    latitude: listing.latitude,
    longitude: listing.longitude,
    imageUrls,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}
