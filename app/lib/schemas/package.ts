// Package input (spec section 5, "Package form"), shared by the create/update forms and the
// /api/packages calls. Forms send strings, the API may send numbers, booleans and arrays: both
// are accepted, and both get the same messages.
import { z } from './zod';

export const PACKAGE_MESSAGES = {
  title: 'Please enter a title.',
  titleMax: 'Title must be at most 50 characters.',
  price: 'Price must be a number of 0 or more (MMK).',
  features: 'Please enter at least one feature, separated by commas.',
  featuresMax: 'Please keep to 30 features of at most 200 characters each.',
  listingLimit: 'Listing limit must be a whole number: -1 for unlimited, or 0 or more.',
  durationDays: 'Duration must be a whole number of days from 1 to 3650.',
  highlighted: 'Please say whether the package is highlighted.',
} as const;

const PRICE_MAX = 999_999_999_999; // numeric(14, 2) in the database
const LIMIT_MAX = 1_000_000;

/** A repeated form field (hidden default + checkbox) arrives as an array: the last one wins. */
const last = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

/** Strings of digits become numbers; anything else malformed stays a string and fails as NaN would. */
function toNumber(pattern: RegExp) {
  return (v: unknown) => {
    v = last(v);
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s === '') return undefined;
    return pattern.test(s) ? Number(s) : s;
  };
}

const integer = (message: string, min: number, max: number) =>
  z.preprocess(toNumber(/^[+-]?\d+$/), z.number({ error: message }).int(message).min(min, message).max(max, message));

export const packageInputSchema = z.object({
  title: z.preprocess(
    (v) => (typeof last(v) === 'string' ? (last(v) as string).trim() : last(v)),
    z.string({ error: PACKAGE_MESSAGES.title }).min(1, PACKAGE_MESSAGES.title).max(50, PACKAGE_MESSAGES.titleMax),
  ),
  price: z.preprocess(
    toNumber(/^\d+(\.\d{1,2})?$/),
    z
      .number({ error: PACKAGE_MESSAGES.price })
      .min(0, PACKAGE_MESSAGES.price)
      .max(PRICE_MAX, PACKAGE_MESSAGES.price)
      // Whole kyats and pyas: the database keeps two decimals and must not round silently.
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PACKAGE_MESSAGES.price),
  ),
  features: z.preprocess(
    (v) => {
      v = last(v);
      const list = typeof v === 'string' ? v.split(',') : v;
      if (!Array.isArray(list)) return list;
      return list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
    },
    z
      .array(z.string({ error: PACKAGE_MESSAGES.features }).max(200, PACKAGE_MESSAGES.featuresMax), { error: PACKAGE_MESSAGES.features })
      .min(1, PACKAGE_MESSAGES.features)
      .max(30, PACKAGE_MESSAGES.featuresMax),
  ),
  listingLimit: integer(PACKAGE_MESSAGES.listingLimit, -1, LIMIT_MAX),
  durationDays: integer(PACKAGE_MESSAGES.durationDays, 1, 3650),
  highlighted: z.preprocess(
    (v) => {
      v = last(v);
      if (v === 'true' || v === 'on') return true;
      if (v === 'false') return false;
      return v;
    },
    z.boolean({ error: PACKAGE_MESSAGES.highlighted }),
  ),
});

export type PackageInput = z.output<typeof packageInputSchema>;

/** The select and buy calls name a package; the user always comes from the session. */
export const packageChoiceSchema = z.object({
  packageId: z.string({ error: 'Please choose a package.' }).min(1, 'Please choose a package.'),
});

/** The admin's assignment: both ids are required. */
export const assignPackageSchema = z.object({
  userId: z.string({ error: 'Please choose a user.' }).min(1, 'Please choose a user.'),
  packageId: z.string({ error: 'Please choose a package.' }).min(1, 'Please choose a package.'),
});
