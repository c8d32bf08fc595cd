// A listing as a result card shows it (the two searches, similar listings): no description, no
// address, no phone, one cover image. Pure, so the browser can name the type. The card component
// (components/search/listing-card.tsx) takes exactly this shape.
import type { ListingView } from './listing-view';

export type ListingCardData = Pick<
  ListingView,
  | '_id'
  | 'name'
  | 'township'
  | 'type'
  | 'offer'
  | 'regularPrice'
  | 'discountPrice'
  | 'currency'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'landSquareFeet'
  | 'propertyStatus'
  | 'imageUrls'
>;
