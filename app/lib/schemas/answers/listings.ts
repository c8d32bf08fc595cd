// A whole listing as /api answers it (lib/views/listing-view.ts).
import { z } from 'zod';
import { id, isoDate } from './dates';
import { sameShape, type Same } from './same-shape';
import { HIDDEN_REASONS } from '../../forms/report';
import type { ListingView } from '../../views/listing-view';
import type { HiddenState } from '../../views/report-view';

export const listingViewSchema = z.object({
  _id: id,
  refNo: z.int().describe("The reference number, shown as 'YH-000123'."),
  name: z.string(),
  description: z.string().describe('Sanitized HTML.'),
  address: z.string(),
  township: z.string(),
  propertyType: z.string(),
  type: z.enum(['rent', 'sale']),
  squareFeet: z.number().nullable(),
  landSquareFeet: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  regularPrice: z.number(),
  discountPrice: z.number().nullable(),
  priceLakh: z.number().optional().describe('The regular price in lakh MMK at the rate of the day, whatever the currency.'),
  priceUsd: z.number().optional().describe('The regular price in US dollars at the rate of the day, whatever the currency.'),
  offer: z.boolean(),
  parking: z.boolean(),
  swimmingPool: z.boolean(),
  gym: z.boolean(),
  furnished: z.boolean(),
  generator: z.boolean(),
  propertyStatus: z.string(),
  currency: z.string(),
  status: z.string(),
  phone: z.string(),
  viber: z.string().nullable(),
  whatsapp: z.string().nullable(),
  messenger: z.string().nullable(),
  imageUrls: z.array(z.string()).describe('In display order; the first is the cover.'),
  latitude: z.number().describe("The listing's place (WGS 84), inside the Yangon Region."),
  longitude: z.number(),
  userRef: id.describe("The lister's user id."),
  createdAt: isoDate,
  updatedAt: isoDate,
});
sameShape<Same<z.output<typeof listingViewSchema>, ListingView>>();

/** Why moderators hid a listing, or that it waits for them ('held-for-review'), as its lister (and admins) see it. */
export const hiddenStateSchema = z.object({
  reason: z.enum(HIDDEN_REASONS),
  label: z.string().describe("The reason's label, in English."),
  at: isoDate,
});
sameShape<Same<z.output<typeof hiddenStateSchema>, HiddenState>>();

/** A listing as its lister sees it in their own list: with why it is hidden, if it is. */
export const ownListingSchema = listingViewSchema.extend({ hidden: hiddenStateSchema.nullable().describe('Set while moderators hide the listing.') });
