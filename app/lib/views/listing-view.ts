// The shape of a listing that leaves the server (pages and /api), with the spec's field names;
// toListingView (domain/listings/listing-view.server.ts) makes it from a row.

export interface ListingView {
  _id: string;
  /** The listing's reference number (lib/listing-reference.ts shows it as 'YH-000123'). */
  refNo: number;
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
  /** The regular price in lakh and in dollars at the rate of the day (one of them is regularPrice itself). */
  priceLakh?: number;
  priceUsd?: number;
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
  /** The chat apps the lister answers on (lib/chat-contacts.ts); null for none. */
  viber: string | null;
  whatsapp: string | null;
  messenger: string | null;
  /** Where it is, in degrees (the map's pin). */
  latitude: number;
  longitude: number;
  /** In display order; the first is the cover. */
  imageUrls: string[];
  userRef: string;
  createdAt: string;
  updatedAt: string;
}

