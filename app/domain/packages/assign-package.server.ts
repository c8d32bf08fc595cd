import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { paymentInquiries } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { getPackageRow } from './get-package.server';
import { lockUser, startSubscription, USER_NOT_FOUND } from './subscriptions.server';

export const PACKAGE_ASSIGNED = 'Package assigned successfully!';
export const INQUIRY_HANDLED = 'This payment inquiry has already been assigned.';

/**
 * An admin gives a user a package (after checking a payment): a new subscription from now for
 * the package's duration, no listings used. The selection rules do not apply: the admin decides.
 * With `inquiryId`, that payment inquiry is marked 'assigned' in the same transaction.
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
