// A listing's input for the server (page actions and /api/listing calls): the forms' check
// (lib/forms/listing.ts) first, then Zod shapes the values. Fields the chosen property type
// hides are normalised to null, whatever the client sent.
import { z } from 'zod';
import { checkedBy } from './checked';
import { normaliseChatContacts } from '../chat-contacts';
import { CURRENCIES, LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, SELLER_STATUSES, TOWNSHIP_SLUGS } from '../constants';
import { checkAdminListing, checkListing, checkListingUpdate, hidesLandArea, hidesLivingArea, isChecked } from '../forms/listing';
import { toNumber } from '../forms/rules';

export { LISTING_MESSAGES } from '../forms/listing';

const number = z.preprocess(toNumber, z.number());
const optionalNumber = z.preprocess(toNumber, z.number().optional());
const checkbox = z.preprocess(isChecked, z.boolean());

const listingFields = z.object({
  name: z.string().trim(),
  description: z.string().trim(),
  address: z.string().trim(),
  township: z.enum(TOWNSHIP_SLUGS),
  propertyType: z.enum(PROPERTY_TYPES),
  type: z.enum(LISTING_TYPES).default('rent'),
  status: z.enum(SELLER_STATUSES),
  currency: z.enum(CURRENCIES).default('USD'),
  regularPrice: number,
  discountPrice: optionalNumber,
  offer: checkbox,
  parking: checkbox,
  furnished: checkbox,
  swimmingPool: checkbox,
  gym: checkbox,
  generator: checkbox,
  squareFeet: optionalNumber,
  landSquareFeet: optionalNumber,
  bedrooms: optionalNumber,
  bathrooms: optionalNumber,
  phone: z.string().trim(),
  // Checked by CHAT_RULES, stored as normaliseChatContacts makes them.
  viber: z.unknown().optional(),
  whatsapp: z.unknown().optional(),
  messenger: z.unknown().optional(),
  imageUrls: z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(500))),
  userRef: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  propertyStatus: z.enum(PROPERTY_STATUSES).optional(),
  // Checked by the form's pin rule (inside Yangon Region, both or neither).
  latitude: optionalNumber,
  longitude: optionalNumber,
  /** The lister's yes to 'Is the price right?' (lib/forms/price-sense.ts); only the check reads it. */
  priceConfirmed: checkbox.describe('true: the price is meant, though unusual for its currency'),
});

const normalised = listingFields.transform(({ priceConfirmed: _confirmed, ...v }) => {
  const land = hidesLivingArea(v.propertyType);
  return {
    ...v,
    ...normaliseChatContacts(v),
    squareFeet: land ? null : (v.squareFeet ?? null),
    bedrooms: land ? null : (v.bedrooms ?? null),
    bathrooms: land ? null : (v.bathrooms ?? null),
    landSquareFeet: hidesLandArea(v.propertyType) ? null : (v.landSquareFeet ?? null),
    // Amenities describe a building; land has none.
    parking: land ? false : v.parking,
    furnished: land ? false : v.furnished,
    swimmingPool: land ? false : v.swimmingPool,
    gym: land ? false : v.gym,
    generator: land ? false : v.generator,
    discountPrice: v.offer ? (v.discountPrice ?? null) : null,
    /** The lister's pin, or null for none (domain/listings/prepare-listing.server.ts places it). */
    pin: v.latitude === undefined || v.longitude === undefined ? null : { latitude: v.latitude, longitude: v.longitude },
  };
});

export const listingSchema = checkedBy(checkListing, normalised);
export type ListingInput = z.output<typeof listingSchema>;

/** A listing being edited: the same input, in the update's words for photos all removed. */
export const listingUpdateSchema = checkedBy(checkListingUpdate, normalised);

/** The admin's form: the agent who owns the listing is required. */
export const adminListingSchema = checkedBy(checkAdminListing, normalised);
