// Plain checks of what a person typed into a form. They run in the browser before the form is
// sent and again on the server, first thing: every form's Zod schema (lib/schemas/*.ts) is
// `checkedBy` its check, so both sides say the same words. No Zod in here: Zod is 24 KB gzip,
// a fifth of a page's JavaScript budget, and the browser needs only these rules.
import { LIMITS } from '../constants';
import type { FieldErrors } from '../errors';
import { telHref } from '../format-price';

export type FormInput = Record<string, unknown>;

/**
 * The longest text a field takes and what a longer one is told. The server reads it before any
 * other work on the value (server-lib/bounded-fields.server.ts): a megabyte in a 254-character field is refused
 * with the field's own message, never trimmed, converted or matched first.
 */
export interface TextLimit {
  max: number;
  message: string;
  /** The rule trims the value first, so a value whose trimmed text fits is taken trimmed. */
  trims: boolean;
}

/** One field's rule: the message of what is wrong with the value, or undefined. */
export interface FieldRule {
  (value: unknown, input: FormInput): string | undefined;
  limit?: TextLimit;
}
/** A whole form's check: { field: message } for each field that is wrong; `limits` by field. */
export interface FormCheck {
  (input: FormInput): FieldErrors;
  limits?: Record<string, TextLimit>;
}

/** `rule`, saying the longest text it takes (a list field: the longest of each entry). */
export const limited = (rule: FieldRule, max: number, message: string, trims = false): FieldRule => Object.assign(rule, { limit: { max, message, trims } });

/**
 * What a missing field of a message form needs, under the field (the contact form, the payment
 * inquiry). Their spec's sentence ('Please fill in all fields.') is the form's summary line:
 * written under every empty field, it said the same thing three times and named none of them.
 */
export const MISSING = {
  name: 'Please enter your name.',
  email: 'Please enter your e-mail address.',
  message: 'Please write a message.',
} as const;

/** A check made of one rule per field, plus rules across fields that run when those pass. */
export function formCheck(rules: Record<string, FieldRule>, across?: (input: FormInput, errors: FieldErrors) => void): FormCheck {
  const limits = Object.fromEntries(Object.entries(rules).flatMap(([field, rule]) => (rule.limit ? [[field, rule.limit]] : [])));
  const check: FormCheck = (input) => {
    const errors: FieldErrors = {};
    for (const [field, rule] of Object.entries(rules)) {
      const message = rule(input[field], input);
      if (message) errors[field] = message;
    }
    across?.(input, errors);
    return errors;
  };
  return Object.assign(check, { limits });
}

export const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Text of `min` to `max` characters after `prepare` (trimming): `short` when missing or shorter. */
export function text(min: number, max: number, short: string, long = short, prepare: (v: unknown) => unknown = trim): FieldRule {
  const rule: FieldRule = (value) => {
    const s = prepare(value);
    if (typeof s !== 'string' || s.length < min) return short;
    if (s.length > max) return long;
    return undefined;
  };
  return limited(rule, max, long, prepare === trim);
}

/** Required text that asks for itself when left empty ('Please enter a phone number.'): its length range would not say what is wrong. */
export function filledText(min: number, max: number, missing: string, outOfRange: string): FieldRule {
  const inRange = text(min, max, outOfRange);
  const rule: FieldRule = (value, input) => {
    const s = trim(value);
    return s === undefined || s === null || s === '' ? missing : inRange(s, input);
  };
  return limited(rule, max, outOfRange, true);
}

export const PHONE_DIGITS = `A phone number needs at least ${LIMITS.phoneDigitsMin} digits.`;

/**
 * A phone number (a listing's, an agency's): required, within its length, and with digits to
 * dial. The pages build their Call and SMS buttons from the digits of its first number
 * (telHref); 'call me maybe' was saved, and the agent's page lost its Call button.
 */
export function phoneNumber(missing: string, outOfRange: string): FieldRule {
  const filled = filledText(LIMITS.phoneMin, LIMITS.phoneMax, missing, outOfRange);
  return limited((value, input) => filled(value, input) ?? (tooFewDigits(value) ? PHONE_DIGITS : undefined), LIMITS.phoneMax, outOfRange, true);
}

/** An optional phone (a contact message's): blank is fine; written, it needs digits to call back on. */
export function optionalPhone(long: string): FieldRule {
  const withinLength = optionalText(LIMITS.phoneMax, long);
  return limited((value, input) => withinLength(value, input) ?? (trim(value) && tooFewDigits(value) ? PHONE_DIGITS : undefined), LIMITS.phoneMax, long, true);
}

const tooFewDigits = (phone: unknown) => telHref(String(trim(phone))).length - 'tel:'.length < LIMITS.phoneDigitsMin;

/** Optional text: missing is fine, too long is not. */
export function optionalText(max: number, long: string): FieldRule {
  const within = text(0, max, long);
  return limited((value) => (value === undefined || value === null ? undefined : within(value, {})), max, long, true);
}

// Zod's own e-mail pattern (zod/v4/core/regexes.ts), so the browser and the server agree.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail address: `missing` when blank, `invalid` when too long or malformed. */
export function email(maxLength: number, missing: string, invalid: string): FieldRule {
  const rule: FieldRule = (value) => {
    const s = trim(value);
    if (typeof s !== 'string' || s === '') return missing;
    return s.length > maxLength || !EMAIL.test(s.toLowerCase()) ? invalid : undefined;
  };
  return limited(rule, maxLength, invalid, true);
}

/** A form's number: '' and missing mean "not given"; commas are thousands separators. */
export function toNumber(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'string' ? Number(value.replace(/,/g, '')) : typeof value === 'number' ? value : NaN;
}

/** No number a form takes is written with more characters ('10,000,000.00' has 13). */
export const NUMBER_TEXT_MAX = 40;

/**
 * A number in [min, max] (whole unless `whole` is false); `required` says whether blank is wrong,
 * and `missing` what a blank one is told ('Please enter a price.'; its range by default).
 */
export function numberIn(min: number, max: number, message: string, { whole = true, required = true, missing = message } = {}): FieldRule {
  const rule: FieldRule = (value) => {
    const n = toNumber(value);
    if (n === undefined) return required ? missing : undefined;
    return Number.isNaN(n) || (whole && !Number.isInteger(n)) || n < min || n > max ? message : undefined;
  };
  return limited(rule, NUMBER_TEXT_MAX, message);
}

/** One of a list of values. */
export function oneOf(values: readonly string[], message: string): FieldRule {
  const rule: FieldRule = (value) => ((values as readonly unknown[]).includes(value) ? undefined : message);
  return limited(rule, Math.max(...values.map((v) => v.length)), message);
}

/** A list field (repeated form key, or a JSON array) of `min` to `max` entries. */
export function listOf(min: number, max: number, tooFew: string, tooMany: string): FieldRule {
  return (value) => {
    const list = value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];
    if (list.length < min) return tooFew;
    return list.length > max ? tooMany : undefined;
  };
}

/** The first message of a check's errors, for the form's summary line. */
export const firstMessage = (errors: FieldErrors) => Object.values(errors)[0];
