// The first thing done to the text of every page form, /api body and /api query: each string is
// held to its field's longest length (the form's rules say it, lib/forms/rules.ts) before anything
// else reads it. Zawgyi conversion, trimming and the rules' patterns then see at most that many
// characters: a megabyte sent into a 254-character e-mail field costs a slice, not seconds.
import type { FieldErrors } from '../lib/errors';
import type { TextLimit } from '../lib/forms/rules';

/**
 * A field no rule bounds (an id, a checkbox, a saved search's query string, a field the form
 * does not have): the longest of them is a page's query string, a few hundred characters.
 */
export const TEXT_MAX = 4_000;
export const TEXT_TOO_LONG = 'This text is too long.';

/** How much of a refused text is given back, in multiples of its limit. */
const KEPT_FACTOR = 2;

const UNBOUNDED: TextLimit = { max: TEXT_MAX, message: TEXT_TOO_LONG, trims: false };

/** No form nests deeper; deeper strings are left to the schema, which refuses the shape. */
const MAX_DEPTH = 32;

export type Bounded = { ok: true; value: Record<string, unknown> } | { ok: false; message: string; errors: FieldErrors; value: Record<string, unknown> };

/**
 * `input` with every string within its field's limit: a longer one is taken trimmed when its
 * rule trims and the trimmed text fits, and otherwise refused with the rule's message (or
 * TEXT_TOO_LONG). A refused field keeps up to twice its limit to be shown again in the form: a
 * person who typed a little too much sees all of it; a megabyte comes back as a slice.
 */
export function boundedFields(input: Record<string, unknown>, limits: Record<string, TextLimit> = {}): Bounded {
  const errors: FieldErrors = {};
  const bound = (value: unknown, field: string, limit: TextLimit, depth: number): unknown => {
    if (typeof value === 'string') {
      if (value.length <= limit.max) return value;
      const trimmed = limit.trims ? value.trim() : value;
      if (trimmed.length <= limit.max) return trimmed;
      errors[field] ??= limit.message;
      return wholeCharacters(trimmed, limit.max * KEPT_FACTOR);
    }
    if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => bound(item, field, limit, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, bound(inner, field, limit, depth + 1)]));
  };
  const value = Object.fromEntries(Object.entries(input).map(([field, inner]) => [field, bound(inner, field, limits[field] ?? UNBOUNDED, 0)]));
  const messages = Object.values(errors);
  return messages.length ? { ok: false, message: messages[0]!, errors, value } : { ok: true, value };
}

/** The first `max` UTF-16 units of `text`, without half of a character cut at the end. */
function wholeCharacters(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
