// Package input (spec section 5, "Package form"): messages and the form's check (forms/rules.ts).
// Forms send strings, the API may send numbers, booleans and arrays: both are read alike.
import { formCheck, limited, NUMBER_TEXT_MAX, text, type FieldRule } from './rules';

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

const M = PACKAGE_MESSAGES;
const PRICE_MAX = 999_999_999_999; // numeric(14, 2) in the database
const LIMIT_MAX = 1_000_000;

/** A repeated form field (hidden default + checkbox) arrives as an array: the last one wins. */
export const last = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

/** Strings matching `pattern` become numbers; anything else malformed stays as it is and fails. */
export function packageNumber(pattern: RegExp) {
  return (v: unknown) => {
    v = last(v);
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s === '') return undefined;
    return pattern.test(s) ? Number(s) : s;
  };
}
export const WHOLE = /^[+-]?\d+$/;
export const PRICE = /^\d+(\.\d{1,2})?$/;

const integer = (message: string, min: number, max: number): FieldRule =>
  limited(
    (value) => {
      const n = packageNumber(WHOLE)(value);
      return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? undefined : message;
    },
    NUMBER_TEXT_MAX,
    message,
  );

/** The features: a comma-separated string or a list, blanks dropped. */
export function featureList(v: unknown) {
  v = last(v);
  const list = typeof v === 'string' ? v.split(',') : v;
  if (!Array.isArray(list)) return list;
  return list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}

/** 'true'/'on' and 'false' from forms, booleans from the API. */
export function highlightedValue(v: unknown) {
  v = last(v);
  if (v === 'true' || v === 'on') return true;
  if (v === 'false') return false;
  return v;
}

const packageTitle = text(1, 50, M.title, M.titleMax);

export const checkPackage = formCheck({
  title: limited((value) => packageTitle(last(value), {}), 50, M.titleMax, true),
  price: limited(
    (value) => {
      const n = packageNumber(PRICE)(value);
      // Whole kyats and pyas: the database keeps two decimals and must not round silently.
      const ok = typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= PRICE_MAX && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
      return ok ? undefined : M.price;
    },
    NUMBER_TEXT_MAX,
    M.price,
  ),
  // 30 features of 200 characters, with their commas.
  features: limited((value) => {
    const list = featureList(value);
    if (!Array.isArray(list) || list.length === 0 || list.some((item) => typeof item !== 'string')) return M.features;
    return list.length > 30 || list.some((item: string) => item.length > 200) ? M.featuresMax : undefined;
  }, 30 * 201, M.featuresMax),
  listingLimit: integer(M.listingLimit, -1, LIMIT_MAX),
  durationDays: integer(M.durationDays, 1, 3650),
  highlighted: (value) => (typeof highlightedValue(value) === 'boolean' ? undefined : M.highlighted),
});

export const PACKAGE_CHOICE = 'Please choose a package.';
export const USER_CHOICE = 'Please choose a user.';

/** The admin's assignment: both ids are required. */
export const checkAssignPackage = formCheck({ userId: text(1, 100, USER_CHOICE, USER_CHOICE, (v) => v), packageId: text(1, 100, PACKAGE_CHOICE, PACKAGE_CHOICE, (v) => v) });
