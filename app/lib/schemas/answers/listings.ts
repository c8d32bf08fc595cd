// A whole listing as /api answers it (lib/views/listing-view.ts).
import { z } from 'zod';
import { id, isoDate } from './dates';
import { sameShape, type Same } from './same-shape';
import type { ListingView } from '../../views/listing-view';

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
  userRef: id.describe("The lister's user id."),
  createdAt: isoDate,
  updatedAt: isoDate,
});
sameShape<Same<z.output<typeof listingViewSchema>, ListingView>>();
