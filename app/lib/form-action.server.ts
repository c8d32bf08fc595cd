// The server half of every page form: validate with the shared schema, run the domain call,
// and on failure answer with the messages and everything the user typed (minus secrets),
// so that the form can show them in place.
import { data } from 'react-router';
import type { z } from 'zod';
import { AppError, type FormFailure } from './errors';
import { formToObject, validate } from './validation';

const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword'];

/**
 * The posted form. A body that is not one (another content type, a broken multipart body) is
 * a 400, not a crash: no browser sends it, but anyone can.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('The request must be sent as a form.', { status: 400 });
  }
}

export async function handleForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (input: z.output<S>, form: FormData) => Promise<Response>,
  /** Cleans what is echoed back to the page (for example rich text, before it is shown as HTML). */
  cleanValues: (values: Record<string, unknown>) => Record<string, unknown> = (v) => v,
) {
  const form = await readForm(request);
  const raw = formToObject(form);
  const values = cleanValues(Object.fromEntries(Object.entries(raw).filter(([key]) => !SECRET_FIELDS.includes(key))));
  const parsed = validate(schema, raw);
  if (!parsed.ok) {
    return data<FormFailure>({ message: parsed.message, errors: parsed.errors, values }, { status: 400 });
  }
  try {
    return await run(parsed.data, form);
  } catch (error) {
    if (error instanceof AppError) {
      return data<FormFailure>({ message: error.message, errors: error.fieldErrors ?? {}, values }, { status: error.status });
    }
    throw error;
  }
}
