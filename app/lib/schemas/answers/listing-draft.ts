// A post read into a listing draft, as POST /api/listing/draft answers it (lib/views/listing-draft.ts).
import { z } from 'zod';
import { CURRENCIES, LISTING_TYPES, PROPERTY_TYPES, TOWNSHIP_SLUGS } from '../../constants';
import { DRAFT_FIELDS, type ListingPostReading } from '../../views/listing-draft';
import { sameShape, type Same } from './same-shape';

const draftField = z.enum(DRAFT_FIELDS);

export const listingDraftSchema = z
  .object({
    type: z.enum(LISTING_TYPES).optional(),
    propertyType: z.enum(PROPERTY_TYPES).optional(),
    township: z.enum(TOWNSHIP_SLUGS).optional(),
    bedrooms: z.int().optional(),
    bathrooms: z.int().optional(),
    squareFeet: z.int().optional(),
    landSquareFeet: z.int().optional(),
    regularPrice: z.number().optional(),
    currency: z.enum(CURRENCIES).optional(),
    phone: z.string().optional().describe('Each number as dialled ("09…"), several joined by ", ".'),
    furnished: z.boolean().optional(),
    parking: z.boolean().optional(),
    generator: z.boolean().optional(),
    swimmingPool: z.boolean().optional(),
    gym: z.boolean().optional(),
  })
  .strict()
  .describe('Only the fields the post states, named and valued as POST /api/listing/create takes them.');

export const listingPostReadingSchema = z.object({
  text: z.string().describe('The post as read: converted to Unicode when it was typed in Zawgyi. Evidence offsets point into it.'),
  draft: listingDraftSchema,
  evidence: z.array(z.object({ field: draftField, start: z.int(), end: z.int(), text: z.string() })).describe("The words each field was read from: `text.slice(start, end)`."),
  ambiguous: z.array(draftField).describe('Fields the post states two ways (two townships, two prices): left out of the draft.'),
});
sameShape<Same<z.output<typeof listingPostReadingSchema>, ListingPostReading>>();
