// The payment inquiry's text fields for the server (page action and /api call): the form's
// check (lib/forms/payment-inquiry.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkPaymentInquiry, oneLine } from '../forms/payment-inquiry';

export {
  checkProofFile,
  INQUIRY_MISSING,
  INQUIRY_REQUIRED,
  inquirySummary,
  INQUIRY_SENT,
  INQUIRY_TOO_MANY,
  INVALID_PACKAGE,
  NETWORK_ERROR,
  PROOF_MAX_BYTES,
  PROOF_TOO_LARGE,
  PROOF_TYPE,
  SEND_FAILED,
} from '../forms/payment-inquiry';

export const paymentInquirySchema = checkedBy(
  checkPaymentInquiry,
  z.object({
    name: z.preprocess(oneLine, z.string()),
    email: z.string().trim().toLowerCase(),
    message: z.string().trim(),
    packageId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional()),
  }),
);
export type PaymentInquiryInput = z.output<typeof paymentInquirySchema>;
