// A form's server schema runs the form's plain check first (lib/forms/*.ts, the same function
// the browser ran), so the server answers with exactly the browser's messages; Zod then only
// shapes what passed (trims, numbers, defaults) for the domain code.
import { z } from 'zod';
import type { FieldRule, FormCheck, TextLimit } from '../forms/rules';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// The check runs in a transform that hands its input on unchanged, not a refinement: Zod's JSON
// Schema (the /api document, domain/api-docs) describes a pipe that starts with a transform by
// what follows it, so a form's body is documented by its fields rather than as 'anything'.
export function checkedBy<S extends z.ZodType>(check: FormCheck, schema: S) {
  const checked = z
    .transform((input: unknown, ctx) => {
      for (const [field, message] of Object.entries(check(isRecord(input) ? input : {}))) {
        ctx.addIssue({ code: 'custom', path: field === 'form' ? [] : [field], message });
      }
      return input;
    })
    .pipe(schema);
  if (check.limits) limitsBySchema.set(checked, check.limits);
  return checked;
}

const limitsBySchema = new WeakMap<z.ZodType, Record<string, TextLimit>>();

/**
 * The longest text each field of a form takes, by its rules: from a schema made by checkedBy,
 * or from a form's own check; none for anything else (server-lib/bounded-fields.server.ts then
 * holds every field to one cap).
 */
export function textLimitsOf(check: unknown): Record<string, TextLimit> {
  if (typeof check === 'function') return (check as FormCheck).limits ?? {};
  return (check instanceof z.ZodType && limitsBySchema.get(check)) || {};
}

/** One field's rule as a Zod schema of its own (for a field parsed outside any form). */
export function ruled<S extends z.ZodType>(rule: FieldRule, then: S) {
  return z
    .transform((value: unknown, ctx) => {
      const message = rule(value, {});
      if (message) ctx.addIssue({ code: 'custom', message });
      return value;
    })
    .pipe(then);
}
