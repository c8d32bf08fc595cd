// Runs a shared Zod schema and turns its issues into { field: message }, the same on the client
// (before submit) and on the server (in the action or /api call).
import type { z } from 'zod';
import type { FieldErrors } from './errors';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, message: result.error.issues[0]?.message ?? 'Invalid input' };
}

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
