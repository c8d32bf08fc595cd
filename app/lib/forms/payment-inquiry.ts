// The payment inquiry (spec sections 5 and 8): name, e-mail, message and a proof file, all
// required. The text fields' check runs in the browser and first on the server
// (lib/schemas/payment-inquiry.ts); the file's size and declared type are checked in the
// browser with checkProofFile, and its content again on the server (a renamed text file is not
// a picture).
import { LIMITS } from '../constants';
import { isUuid, UUID_LENGTH } from '../ids';
import type { FieldErrors } from '../errors';
import { email, firstMessage, formCheck, limited, MISSING, text } from './rules';

export const INQUIRY_REQUIRED = 'Please fill all required fields and attach the payment proof.';
/** What each missing field needs, under the field; the spec's sentence above is the summary (inquirySummary). */
export const INQUIRY_MISSING = { ...MISSING, file: 'Please attach the payment proof.' } as const;
export const INVALID_EMAIL = 'Please enter a valid e-mail address.';
export const PROOF_TYPE = 'The payment proof must be a JPEG, PNG or WebP image, or a PDF.';
export const PROOF_TOO_LARGE = 'The payment proof must be 5 MB or smaller.';
export const INVALID_PACKAGE = 'Please choose a valid package.';
export const INQUIRY_TOO_MANY = 'Too many payment inquiries from your connection. Please wait an hour and try again.';
export const INQUIRY_SENT = 'Thank you! Your payment inquiry has been sent. We will activate your package after checking the payment.';
/** The spec's failure texts: the server refused, or the request never got an answer. */
export const SEND_FAILED = 'Failed to send message';
export const NETWORK_ERROR = 'An error occurred. Please try again later.';

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** One line: the name goes into the e-mail's subject. */
export const oneLine = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v);

export const checkPaymentInquiry = formCheck({
  name: text(1, 100, INQUIRY_MISSING.name, 'Name must be at most 100 characters.', oneLine),
  email: email(LIMITS.emailMax, INQUIRY_MISSING.email, INVALID_EMAIL),
  message: text(1, 5000, INQUIRY_MISSING.message, 'Message must be at most 5000 characters.'),
  packageId: limited((value) => (value === undefined || value === '' || value === null || isUuid(value) ? undefined : INVALID_PACKAGE), UUID_LENGTH, INVALID_PACKAGE),
});

/** The browser's check of the chosen file, before anything is sent; null when it may go. */
export function checkProofFile(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return INQUIRY_MISSING.file;
  if (file.size > PROOF_MAX_BYTES) return PROOF_TOO_LARGE;
  // Some systems report no type at all; the server decides by content then.
  if (file.type && !(PROOF_TYPES as readonly string[]).includes(file.type)) return PROOF_TYPE;
  return null;
}

/** The form's summary line: the spec's sentence when something required is missing, else the first problem. */
export function inquirySummary(errors: FieldErrors): string | undefined {
  const missing = Object.values(INQUIRY_MISSING) as string[];
  return Object.values(errors).some((message) => missing.includes(message)) ? INQUIRY_REQUIRED : firstMessage(errors);
}
