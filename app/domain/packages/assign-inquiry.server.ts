import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { paymentInquiries } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assignPackage, INQUIRY_HANDLED } from './assign-package.server';
import { findInquiryAccount } from './inquiry-account.server';

export const INQUIRY_NOT_FOUND = 'Payment inquiry not found.';
export const INQUIRY_NO_PACKAGE = 'This payment inquiry names no package. Please assign one by hand.';
export const INQUIRY_NO_ACCOUNT = 'No account uses the e-mail of this payment inquiry. Please assign the package by hand once they have signed up.';

/** The admin's one-click answer to a payment inquiry: its package, to its sender's account. */
export async function assignInquiredPackage({ inquiryId, now }: { inquiryId: string; now?: Date }) {
  if (!isUuid(inquiryId)) throw notFound(INQUIRY_NOT_FOUND);
  const [inquiry] = await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, inquiryId)).limit(1);
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  if (inquiry.status !== 'open') throw new AppError(409, INQUIRY_HANDLED);
  if (!inquiry.packageId) throw badRequest(INQUIRY_NO_PACKAGE);
  const userId = await findInquiryAccount({ inquiry });
  if (!userId) throw badRequest(INQUIRY_NO_ACCOUNT);
  return assignPackage({ userId, packageId: inquiry.packageId, inquiryId, now });
}
