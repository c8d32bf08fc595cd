// A listing's messages and the create/update forms' check (forms/rules.ts), run in the browser
// before submit and first on the server (lib/schemas/listing.ts, for page actions and
// /api/listing calls). Fields the chosen property type hides are not checked (DESIGN.md: land
// hides living area, rooms and amenities; apartment and condo hide land area).
import { LIMITS, PROPERTY_TYPES, propertyStatusesFor, SELLER_STATUSES, TOWNSHIP_SLUGS, YANGON_REGION } from '../constants';
import { CHAT_RULES } from '../chat-contacts';
import { isUuid, UUID_LENGTH } from '../ids';
import { formCheck, limited, listOf, numberIn, oneOf, phoneNumber, text, toNumber, type FormInput } from './rules';
import { priceCheck } from './price-sense';
import type { FieldErrors } from '../errors';

export const LISTING_MESSAGES = {
  titleShort: `Title must be at least ${LIMITS.titleMin} characters.`,
  titleLong: `Title must be at most ${LIMITS.titleMax} characters.`,
  description: 'Description is required.',
  address: 'Address is required.',
  township: 'Please choose a township.',
  propertyType: 'Please choose a property type.',
  status: 'Please choose Agent or Owner.',
  phone: `Phone must be ${LIMITS.phoneMin} to ${LIMITS.phoneMax} characters.`,
  phoneMissing: 'Please enter a phone number.',
  price: 'Price must be between 1 and 10,000,000.',
  discountRange: 'Discount price must be between 0 and 10,000,000.',
  discountRequired: 'Please enter a discount price for a Premium Ad.',
  discountLower: 'Discount price must be lower than regular price',
  squareFeet: 'Living area must be between 200 and 1,000,000 sq ft.',
  landSquareFeet: 'Land area must be between 1 and 10,000,000 sq ft.',
  landSquareFeetRange: 'Land area must be between 0 and 10,000,000 sq ft.',
  bedrooms: 'Bedrooms must be between 0 and 100.',
  bathrooms: 'Bathrooms must be between 0 and 100.',
  // An empty field the property type needs: its range would not say what is wrong.
  priceMissing: 'Please enter a price.',
  squareFeetMissing: 'Please enter the living area.',
  landSquareFeetMissing: 'Please enter the land area.',
  bedroomsMissing: 'Please enter the number of bedrooms.',
  bathroomsMissing: 'Please enter the number of bathrooms.',
  noImage: 'At least one photo is required',
  /** The spec words it differently for a listing being edited whose photos were all removed. */
  noImageUpdate: 'You must upload at least one image',
  tooManyImages: 'Maximum 12 images allowed',
  agent: 'Please choose an agent.',
  pin: 'Place the pin inside the Yangon Region.',
  propertyStatus: 'A listing for rent can be Rented Out, one for sale Sold Out.',
} as const;

const M = LISTING_MESSAGES;

export const hidesLivingArea = (type: unknown) => type === 'land';
export const hidesLandArea = (type: unknown) => type === 'apartment' || type === 'condo';

/** A checkbox's value from a form ('on') or JSON (true). */
export const isChecked = (v: unknown) => v === true || v === 'on' || v === 'true' || v === '1';

const optionalNumber = (min: number, max: number, message: string, whole = true) => numberIn(min, max, message, { whole, required: false });

const listingRules = {
  name: text(LIMITS.titleMin, LIMITS.titleMax, M.titleShort, M.titleLong),
  description: text(1, LIMITS.descriptionMax, M.description),
  address: text(1, 300, M.address),
  township: oneOf(TOWNSHIP_SLUGS, M.township),
  propertyType: oneOf(PROPERTY_TYPES, M.propertyType),
  // No default: an owner posting as 'Agent' (or the reverse) misleads every reader.
  status: oneOf(SELLER_STATUSES, M.status),
  regularPrice: numberIn(1, LIMITS.priceMax, M.price, { whole: false, missing: M.priceMissing }),
  discountPrice: optionalNumber(0, LIMITS.priceMax, M.discountRange, false),
  squareFeet: optionalNumber(LIMITS.squareFeetMin, LIMITS.squareFeetMax, M.squareFeet),
  landSquareFeet: optionalNumber(0, LIMITS.landSquareFeetMax, M.landSquareFeetRange),
  bedrooms: optionalNumber(0, LIMITS.roomsMax, M.bedrooms),
  bathrooms: optionalNumber(0, LIMITS.roomsMax, M.bathrooms),
  phone: phoneNumber(M.phoneMissing, M.phone),
  ...CHAT_RULES,
  imageUrls: listOf(1, LIMITS.listingImagesMax, M.noImage, M.tooManyImages),
  /** The owner: an admin picks the agent; ignored for everybody else. */
  userRef: limited((value: unknown) => (value === undefined || value === '' || isUuid(value) ? undefined : M.agent), UUID_LENGTH, M.agent),
};

/** A point inside YANGON_REGION; NaN and missing numbers are outside. */
export const insideYangon = (latitude: number | undefined, longitude: number | undefined) =>
  latitude !== undefined &&
  longitude !== undefined &&
  latitude >= YANGON_REGION.south &&
  latitude <= YANGON_REGION.north &&
  longitude >= YANGON_REGION.west &&
  longitude <= YANGON_REGION.east;

/**
 * The map's pin: both coordinates or neither (a listing sent without one, from a page without
 * scripts or an /api client, gets its township's centre). The message goes under the map, which
 * is named by `latitude`.
 */
function pinCheck(input: FormInput, errors: FieldErrors) {
  const latitude = toNumber(input.latitude);
  const longitude = toNumber(input.longitude);
  if ((latitude !== undefined || longitude !== undefined) && !insideYangon(latitude, longitude)) errors.latitude = M.pin;
}

/** What the property type and the Premium Ad flag require of other fields. */
function listingAcross(input: FormInput, errors: FieldErrors) {
  pinCheck(input, errors);
  const missing = (field: string, message: string) => {
    if (!errors[field] && toNumber(input[field]) === undefined) errors[field] = message;
  };
  if (hidesLivingArea(input.propertyType)) {
    missing('landSquareFeet', M.landSquareFeetMissing);
    if (!errors.landSquareFeet && !toNumber(input.landSquareFeet)) errors.landSquareFeet = M.landSquareFeet;
  } else {
    missing('squareFeet', M.squareFeetMissing);
    missing('bedrooms', M.bedroomsMissing);
    missing('bathrooms', M.bathroomsMissing);
  }
  // Sent only by the update form, which offers the states of the listing's type.
  const state = input.propertyStatus;
  if (state !== undefined && state !== '' && !propertyStatusesFor(input.type ?? 'rent').includes(String(state))) errors.propertyStatus = M.propertyStatus;
  priceCheck(input, errors);
  if (isChecked(input.offer) && !errors.discountPrice) {
    const discount = toNumber(input.discountPrice);
    if (discount === undefined) errors.discountPrice = M.discountRequired;
    else if (!errors.regularPrice && discount >= toNumber(input.regularPrice)!) errors.discountPrice = M.discountLower;
  }
}

export const checkListing = formCheck(listingRules, listingAcross);

/** The update form's: the same rules, in the spec's words for photos all removed. */
export const checkListingUpdate = formCheck({ ...listingRules, imageUrls: listOf(1, LIMITS.listingImagesMax, M.noImageUpdate, M.tooManyImages) }, listingAcross);

/** The admin's form: the agent who owns the listing is required. */
export const checkAdminListing = formCheck(listingRules, (input, errors) => {
  listingAcross(input, errors);
  if (!input.userRef) errors.userRef ??= M.agent;
});
