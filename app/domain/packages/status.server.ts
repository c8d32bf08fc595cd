// A user's package: the newest subscription is the current one. It is active until it
// expires; -1 listings means unlimited. Posting a listing needs an active package with
// listings left (spec section 4).
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { packages, packageSubscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const PACKAGE_NOT_ACTIVE = 'Your package is not active';
export const MONTHLY_LIMIT_REACHED = 'You have reached your monthly post limit';

export interface PackageStatus {
  hasPackage: boolean;
  package: { _id: string; title: string; listingLimit: number; durationDays: number } | null;
  isActive: boolean;
  expiresAt: string | null;
  listingsUsed: number;
  listingsLeft: number | 'Unlimited';
}

type Executor = Pick<Database, 'select' | 'update'>;

/**
 * The user's current subscription (the newest) with its package, or undefined when they never
 * had one: what the status, a new listing and the selection rules all go by. `db` is the
 * executor to read with: inside a transaction, that transaction (on PGlite's single connection
 * a second connection would wait for it forever).
 */
export async function currentSubscription({ userId, db }: { userId: string; db: Pick<Database, 'select'> }) {
  const [row] = await db
    .select({ subscription: packageSubscriptions, pkg: packages })
    .from(packageSubscriptions)
    .innerJoin(packages, eq(packages.id, packageSubscriptions.packageId))
    .where(eq(packageSubscriptions.userId, userId))
    .orderBy(desc(packageSubscriptions.startsAt), desc(packageSubscriptions.createdAt))
    .limit(1);
  return row;
}

/** Listings the subscription has left: -1 on the package means unlimited. */
export const listingsLeft = (listingLimit: number, listingsUsed: number): number | 'Unlimited' =>
  listingLimit === -1 ? 'Unlimited' : Math.max(0, listingLimit - listingsUsed);

export async function getPackageStatus({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<PackageStatus> {
  const row = await currentSubscription({ userId, db: getDb() });
  if (!row) return { hasPackage: false, package: null, isActive: false, expiresAt: null, listingsUsed: 0, listingsLeft: 0 };
  const { subscription, pkg } = row;
  return {
    hasPackage: true,
    package: { _id: pkg.id, title: pkg.title, listingLimit: pkg.listingLimit, durationDays: pkg.durationDays },
    isActive: subscription.expiresAt > now,
    expiresAt: subscription.expiresAt.toISOString(),
    listingsUsed: subscription.listingsUsed,
    listingsLeft: listingsLeft(pkg.listingLimit, subscription.listingsUsed),
  };
}

/**
 * Takes one listing from the user's current package, or refuses: 403 'Your package is not
 * active' (none or expired), 429 'You have reached your monthly post limit' (none left).
 * Call it inside the transaction that inserts the listing, so a failed insert gives it back.
 */
export async function useListingSlot({ userId, db, now = new Date() }: { userId: string; db: Executor; now?: Date }) {
  const row = await currentSubscription({ userId, db });
  if (!row || row.subscription.expiresAt <= now) throw new AppError(403, PACKAGE_NOT_ACTIVE);
  const { subscription, pkg } = row;
  if (pkg.listingLimit !== -1 && subscription.listingsUsed >= pkg.listingLimit) throw new AppError(429, MONTHLY_LIMIT_REACHED);
  // The WHERE re-checks the limit, so two simultaneous posts cannot both take the last slot.
  const updated = await db
    .update(packageSubscriptions)
    .set({ listingsUsed: sql`${packageSubscriptions.listingsUsed} + 1` })
    .where(
      sql`${packageSubscriptions.id} = ${subscription.id} and (${pkg.listingLimit} = -1 or ${packageSubscriptions.listingsUsed} < ${pkg.listingLimit})`,
    )
    .returning({ id: packageSubscriptions.id });
  if (!updated.length) throw new AppError(429, MONTHLY_LIMIT_REACHED);
}
