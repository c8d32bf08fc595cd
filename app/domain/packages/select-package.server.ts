import { getDb } from '../../db/registry.server';
import { AppError } from '../../lib/errors';
import { isPaid, PAYMENT_REQUIRED, selectionRefusal } from '../../lib/package-rules';
import { getPackageRow } from './get-package.server';
import { lockUser, readCurrentPlan, startSubscription } from './subscriptions.server';

export const PACKAGE_SELECTED = 'Your new package is now active.';

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
