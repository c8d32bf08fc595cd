// Runs a shared Zod schema and turns its issues into { field: message }, the same on the client
// (before submit) and on the server (in the action or /api call).
import type { z } from 'zod';
import type { FieldErrors } from './errors';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const nulField = fieldWithNul(input);
  if (nulField) return { ok: false, errors: { [nulField]: NUL_REFUSED }, message: NUL_REFUSED };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, message: result.error.issues[0]?.message ?? 'Invalid input' };
}

/**
 * Nobody types a NUL character, and PostgreSQL text cannot hold one (a query with it fails), so
 * input with one is refused before any schema sees it.
 */
export const NUL_REFUSED = 'Text must not contain NUL characters.';

/** The top-level field holding a NUL anywhere inside it ('form' for a bare string), or null. */
function fieldWithNul(input: unknown): string | null {
  // A stack, not recursion: a JSON body may nest thousands of levels deep.
  const stack: [string, unknown][] = [['form', input]];
  while (stack.length) {
    const [field, value] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return field;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) stack.push([value === input ? key : field, inner]);
    }
  }
  return null;
}

/** For readers that forgive bad input (links, search boxes): the text with any NUL dropped. */
export const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

/** FormData to a plain object; repeated keys become arrays. */
export function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}
