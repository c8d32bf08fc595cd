// Reads the payment inquiry form (multipart: name, email, message, file, optional packageId)
// for both the /api call and the page's own action, so both refuse the same things the same way.
import { AppError, badRequest } from '../../lib/errors';
import { INQUIRY_REQUIRED, paymentInquirySchema, PROOF_MAX_BYTES, PROOF_TOO_LARGE } from '../../lib/schemas/payment-inquiry';
import { formToObject, validate } from '../../lib/validation';

// Room for the text fields next to the largest allowed file.
const MAX_REQUEST_BYTES = PROOF_MAX_BYTES + 64 * 1024;
const NOT_A_FORM = 'The request must be sent as a form (multipart/form-data).';

/** Throws only when there is no form to read; a form that fails validation comes back with ok: false. */
export async function readInquiryRequest({ request }: { request: Request }) {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_REQUEST_BYTES) throw new AppError(413, PROOF_TOO_LARGE, { file: PROOF_TOO_LARGE });
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) throw badRequest(NOT_A_FORM);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(NOT_A_FORM);
  }
  const raw = formToObject(form);
  // What was typed, to give back to the form when it fails (a file cannot be given back).
  const values: Record<string, unknown> = { name: raw.name, email: raw.email, message: raw.message, packageId: raw.packageId };
  const upload = form.get('file');
  const file = upload instanceof File && upload.size > 0 ? Buffer.from(await upload.arrayBuffer()) : null;
  const parsed = validate(paymentInquirySchema, raw);
  if (!parsed.ok) {
    const errors = file ? parsed.errors : { ...parsed.errors, file: INQUIRY_REQUIRED };
    return { ok: false as const, error: badRequest(parsed.message, errors), values };
  }
  if (!file) return { ok: false as const, error: badRequest(INQUIRY_REQUIRED, { file: INQUIRY_REQUIRED }), values };
  return { ok: true as const, input: parsed.data, file, values };
}
