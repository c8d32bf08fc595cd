// Reads the payment inquiry form (multipart: name, email, message, file, optional packageId)
// for both the /api call and the page's own action, so both refuse the same things the same way.
import { AppError, badRequest } from '../../lib/errors';
import { FormBodyError, parseFormBody, type FormLimits } from '../../server-lib/form-body.server';
import { INQUIRY_MISSING, INQUIRY_REQUIRED, inquirySummary, paymentInquirySchema, PROOF_MAX_BYTES, PROOF_TOO_LARGE, type PaymentInquiryInput } from '../../lib/schemas/payment-inquiry';
import { NOT_A_FORM } from '../../lib/request-body';
import { textLimitsOf } from '../../lib/schemas/checked';
import { boundedFields } from '../../server-lib/bounded-fields.server';
import { formToObject, validate, type Validation } from '../../lib/validation';
import { assertWithinLimit } from '../throttle/throttle.server';
import { INQUIRY_LIMIT } from './payment-inquiries.server';

export const ONE_PROOF_ONLY = 'Please attach one payment proof only.';

/** One proof file, plus room for the text fields (a 5,000-character message) beside it. */
const INQUIRY_FORM_LIMITS: FormLimits = { maxPartBytes: PROOF_MAX_BYTES, maxTotalBytes: PROOF_MAX_BYTES + 64 * 1024, maxFiles: 1 };

async function readForm(request: Request): Promise<FormData> {
  try {
    return await parseFormBody(request, INQUIRY_FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    if (error.problem === 'too-large') throw new AppError(413, PROOF_TOO_LARGE, { file: PROOF_TOO_LARGE });
    if (error.problem === 'too-many-files') throw badRequest(ONE_PROOF_ONLY, { file: ONE_PROOF_ONLY });
    throw badRequest(NOT_A_FORM);
  }
}

/**
 * The inquiry's form, or an AppError when there is none to read (413, 400) or the sender is over
 * the inquiry limit (429). The limit is checked (not counted) before the body is read: a sender
 * who may not send another inquiry does not get 5 MB read either.
 */
export async function readInquiryForm({ request, sender }: { request: Request; sender: string }) {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > INQUIRY_FORM_LIMITS.maxTotalBytes) throw new AppError(413, PROOF_TOO_LARGE, { file: PROOF_TOO_LARGE });
  await assertWithinLimit(INQUIRY_LIMIT, sender);
  return readForm(request);
}

/** What was typed, to give back to the form when it fails (a file cannot be given back). */
export const inquiryValues = (raw: Record<string, unknown>): Record<string, unknown> => ({
  name: raw.name,
  email: raw.email,
  message: raw.message,
  packageId: raw.packageId,
});

/** The shared schema's checks, and the proof, which every inquiry needs. */
export async function checkInquiry(raw: Record<string, unknown>, form: FormData): Promise<Validation<{ input: PaymentInquiryInput; file: Buffer }>> {
  const upload = form.get('file');
  const file = upload instanceof File && upload.size > 0 ? Buffer.from(await upload.arrayBuffer()) : null;
  const parsed = validate(paymentInquirySchema, raw);
  if (!parsed.ok) {
    const errors = file ? parsed.errors : { ...parsed.errors, file: INQUIRY_MISSING.file };
    return { ok: false, message: inquirySummary(errors) ?? parsed.message, errors };
  }
  if (!file) return { ok: false, message: INQUIRY_REQUIRED, errors: { file: INQUIRY_MISSING.file } };
  return { ok: true, data: { input: parsed.data, file } };
}
checkInquiry.limits = textLimitsOf(paymentInquirySchema);

/**
 * For the /api call: throws only when there is no form to read (or the sender is over the
 * inquiry limit); a form that fails its checks comes back with ok: false.
 */
export async function readInquiryRequest({ request, sender }: { request: Request; sender: string }) {
  const form = await readInquiryForm({ request, sender });
  const bounded = boundedFields(formToObject(form), checkInquiry.limits);
  const values = inquiryValues(bounded.value);
  if (!bounded.ok) return { ok: false as const, error: badRequest(bounded.message, bounded.errors), values };
  const checked = await checkInquiry(bounded.value, form);
  if (!checked.ok) return { ok: false as const, error: badRequest(checked.message, checked.errors), values };
  return { ok: true as const, ...checked.data, values };
}
