// The server half of every page form: validate with the shared schema, run the domain call,
// and on failure answer with the messages and everything the user typed (minus secrets),
// so that the form can show them in place.
import { data } from 'react-router';
import type { z } from 'zod';
import { AppError, type FormFailure } from './errors';
import { FormBodyError, parseFormBody, type FormLimits } from './form-body.server';
import { NOT_A_FORM, REQUEST_TOO_LARGE } from './request-body';
import { formToObject, validate } from './validation';

const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword'];


/**
 * Page forms are text: 4 MB is room for the longest of them, a post of 100,000 Burmese
 * characters sent URL-encoded (9 bytes a character), with a margin. They take no file (images
 * go to /api/media/upload first): a file part is counted in the bytes and dropped, like any
 * field a form does not have.
 */
const PAGE_FORM_LIMITS: FormLimits = { maxPartBytes: 4 * 1024 * 1024, maxTotalBytes: 4 * 1024 * 1024, maxFiles: 100 };

/** The posted form, or the AppError a page shows in place of it (400 not a form, 413 too large). */
async function readPageForm(request: Request): Promise<FormData | AppError> {
  try {
    return await parseFormBody(request, PAGE_FORM_LIMITS, () => false);
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    return error.problem === 'not-a-form' ? new AppError(400, NOT_A_FORM) : new AppError(413, REQUEST_TOO_LARGE);
  }
}

/**
 * The posted form. A body that is not one (another content type, a broken multipart body) is
 * a 400, and one past the limits a 413, not a crash: no browser sends them, but anyone can.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await readPageForm(request);
  if (form instanceof AppError) throw data(form.message, { status: form.status });
  return form;
}

export async function handleForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (input: z.output<S>, form: FormData) => Promise<Response>,
  /** Cleans what is echoed back to the page (for example rich text, before it is shown as HTML). */
  cleanValues: (values: Record<string, unknown>) => Record<string, unknown> = (v) => v,
) {
  const form = await readPageForm(request);
  // Nothing was read that could be given back.
  if (form instanceof AppError) return data<FormFailure>({ message: form.message, errors: {}, values: {} }, { status: form.status });
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
