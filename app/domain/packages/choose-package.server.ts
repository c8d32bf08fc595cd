// How a user comes to hold a package: their own choice (select, or the older screen's buy),
// under spec section 4's rules, or an admin's assignment after checking a payment, where the
// admin decides. Either way a fresh subscription starts under a lock on the user's row.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { paymentInquiries } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isPaid, PAYMENT_REQUIRED, selectionRefusal } from '../../lib/package-rules';
import { getPackageRow } from './catalogue.server';
import { findInquiryAccount } from './payment-inquiries.server';
import { lockUser, readCurrentPlan, startSubscription, USER_NOT_FOUND } from './subscriptions.server';

export const PACKAGE_SELECTED = 'Your new package is now active.';
export const PACKAGE_ASSIGNED = 'Package assigned successfully!';
export const INQUIRY_HANDLED = 'This payment inquiry has already been assigned.';
export const INQUIRY_NOT_FOUND = 'Payment inquiry not found.';
export const INQUIRY_NO_PACKAGE = 'This payment inquiry names no package. Please assign one by hand.';
export const INQUIRY_NO_ACCOUNT = 'No account uses the e-mail of this payment inquiry. Please assign the package by hand once they have signed up.';

/**
 * A user chooses a package for themself (spec section 4). Every rule of the plans page is
 * checked again here; a paid package is refused (402) because it needs a checked payment and an
 * admin's assignment. The refusals carry the spec's texts, with status 409.
 */
export async function selectPackage({ userId, packageId, now = new Date() }: { userId: string; packageId: string; now?: Date }) {
  const pkg = await getPackageRow({ packageId });
  const target = { id: pkg.id, title: pkg.title, price: Number(pkg.price) };
  await getDb().transaction(async (tx) => {
    await lockUser({ userId, db: tx });
    const current = await readCurrentPlan({ userId, db: tx, now });
    const refusal = selectionRefusal({ current, target });
    if (refusal) throw new AppError(409, refusal);
    if (isPaid(target)) throw new AppError(402, PAYMENT_REQUIRED);
    await startSubscription({ userId, pkg, db: tx, now });
  });
  return { success: true as const, message: PACKAGE_SELECTED };
}

/**
 * The older /packages screen's "buy" (POST /api/package/buy/:packageId). It is the same choice
 * as selecting, so it follows exactly the same rules: no second way around them.
 */
export async function buyPackage({ userId, packageId, now }: { userId: string; packageId: string; now?: Date }) {
  return selectPackage({ userId, packageId, now });
}

/**
 * An admin gives a user a package (after checking a payment): a new subscription from now for
 * the package's duration, no listings used. The selection rules do not apply: the admin decides.
 * With `inquiryId`, that payment inquiry is marked 'assigned' in the same transaction; without,
 * so are the user's open inquiries for this package: given by hand from the search form, the
 * plan used to leave its inquiry open in the inbox, with a button to give it a second time.
 */
export async function assignPackage({
  userId,
  packageId,
  inquiryId,
  now = new Date(),
}: {
  userId: string;
  packageId: string;
  inquiryId?: string;
  now?: Date;
}) {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  const pkg = await getPackageRow({ packageId });
  const subscription = await getDb().transaction(async (tx) => {
    await lockUser({ userId, db: tx });
    const row = await startSubscription({ userId, pkg, db: tx, now });
    if (inquiryId) {
      // Only an open inquiry: when two admins click at once, the second one's assignment is
      // rolled back instead of granting the package twice.
      const marked = await tx
        .update(paymentInquiries)
        .set({ status: 'assigned' })
        .where(and(eq(paymentInquiries.id, inquiryId), eq(paymentInquiries.status, 'open')))
        .returning({ id: paymentInquiries.id });
      if (!marked.length) throw new AppError(409, INQUIRY_HANDLED);
    } else {
      await tx
        .update(paymentInquiries)
        .set({ status: 'assigned' })
        .where(and(eq(paymentInquiries.userId, userId), eq(paymentInquiries.packageId, pkg.id), eq(paymentInquiries.status, 'open')));
    }
    return row;
  });
  return {
    success: true as const,
    message: PACKAGE_ASSIGNED,
    subscription: {
      userId,
      packageId: pkg.id,
      title: pkg.title,
      startsAt: subscription.startsAt.toISOString(),
      expiresAt: subscription.expiresAt.toISOString(),
      listingsUsed: subscription.listingsUsed,
    },
  };
}

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
