// A listing's input, shared by the create/update forms (in the browser, before submit) and the
// server (page actions and /api/listing calls). Fields the chosen property type hides are
// normalised to null, whatever the client sent (DESIGN.md: land hides living area, rooms and
// amenities; apartment and condo hide land area).
import { z } from './zod';
import { CURRENCIES, LIMITS, LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, SELLER_STATUSES, TOWNSHIP_SLUGS } from '../constants';

export const LISTING_MESSAGES = {
  titleShort: `Title must be at least ${LIMITS.titleMin} characters.`,
  titleLong: `Title must be at most ${LIMITS.titleMax} characters.`,
  description: 'Description is required.',
  address: 'Address is required.',
  township: 'Please choose a township.',
  propertyType: 'Please choose a property type.',
  phone: `Phone must be ${LIMITS.phoneMin} to ${LIMITS.phoneMax} characters.`,
  price: 'Price must be between 1 and 10,000,000.',
  discountRange: 'Discount price must be between 0 and 10,000,000.',
  discountRequired: 'Please enter a discount price for a Premium Ad.',
  discountLower: 'Discount price must be lower than regular price',
  squareFeet: 'Living area must be between 200 and 1,000,000 sq ft.',
  landSquareFeet: 'Land area must be between 1 and 10,000,000 sq ft.',
  landSquareFeetRange: 'Land area must be between 0 and 10,000,000 sq ft.',
  bedrooms: 'Bedrooms must be between 0 and 100.',
  bathrooms: 'Bathrooms must be between 0 and 100.',
  noImage: 'At least one photo is required',
  tooManyImages: 'Maximum 12 images allowed',
  agent: 'Please choose an agent.',
  status: 'Please choose Agent or Owner.',
} as const;

const M = LISTING_MESSAGES;

/** Form fields arrive as strings: '' means "not given". */
const optionalNumber = (message: string, min: number, max: number, int = true) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.replace(/,/g, '')) : v),
    (int ? z.number({ error: message }).int(message) : z.number({ error: message })).min(min, message).max(max, message).optional(),
  );

const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

const text = (message: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, message).max(max, message));

const imageList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string().max(500)).min(1, M.noImage).max(LIMITS.listingImagesMax, M.tooManyImages),
);

export const listingFields = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: M.titleShort }).min(LIMITS.titleMin, M.titleShort).max(LIMITS.titleMax, M.titleLong),
  ),
  description: text(M.description, 20_000),
  address: text(M.address, 300),
  township: z.enum(TOWNSHIP_SLUGS, M.township),
  propertyType: z.enum(PROPERTY_TYPES, M.propertyType),
  type: z.enum(LISTING_TYPES).default('rent'),
  // No default: who lists the home is the lister's answer, never a guess (issue 15).
  status: z.enum(SELLER_STATUSES, M.status),
  currency: z.enum(CURRENCIES).default('USD'),
  regularPrice: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(String(v).replace(/,/g, ''))),
    z.number({ error: M.price }).min(1, M.price).max(LIMITS.priceMax, M.price),
  ),
  discountPrice: optionalNumber(M.discountRange, 0, LIMITS.priceMax, false),
  offer: checkbox,
  parking: checkbox,
  furnished: checkbox,
  swimmingPool: checkbox,
  gym: checkbox,
  generator: checkbox,
  squareFeet: optionalNumber(M.squareFeet, LIMITS.squareFeetMin, LIMITS.squareFeetMax),
  landSquareFeet: optionalNumber(M.landSquareFeetRange, 0, LIMITS.landSquareFeetMax),
  bedrooms: optionalNumber(M.bedrooms, 0, LIMITS.roomsMax),
  bathrooms: optionalNumber(M.bathrooms, 0, LIMITS.roomsMax),
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: M.phone }).min(LIMITS.phoneMin, M.phone).max(LIMITS.phoneMax, M.phone),
  ),
  imageUrls: imageList,
  /** The owner: an admin picks the agent; ignored for everybody else. */
  userRef: z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid(M.agent).optional()),
  propertyStatus: z.enum(PROPERTY_STATUSES).optional(),
});

export const hidesLivingArea = (type: string) => type === 'land';
export const hidesLandArea = (type: string) => type === 'apartment' || type === 'condo';

export const listingSchema = listingFields
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (hidesLivingArea(v.propertyType)) {
      if (!v.landSquareFeet) issue('landSquareFeet', M.landSquareFeet);
    } else {
      if (v.squareFeet === undefined) issue('squareFeet', M.squareFeet);
      if (v.bedrooms === undefined) issue('bedrooms', M.bedrooms);
      if (v.bathrooms === undefined) issue('bathrooms', M.bathrooms);
    }
    if (v.offer) {
      if (v.discountPrice === undefined) issue('discountPrice', M.discountRequired);
      else if (v.discountPrice >= v.regularPrice) issue('discountPrice', M.discountLower);
    }
  })
  .transform((v) => {
    const land = hidesLivingArea(v.propertyType);
    return {
      ...v,
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
    };
  });

export type ListingInput = z.output<typeof listingSchema>;

/** The admin's form: the agent who owns the listing is required. */
export const adminListingSchema = listingSchema.refine((v) => !!v.userRef, { path: ['userRef'], message: M.agent });
