// A user's package: the newest subscription is the current one. It is active until it expires;
// -1 listings means unlimited (spec section 4). Here: reading it (the status pages and /api
// show, the plan the selection rules read) and the two steps that selecting and assigning
// share. Those steps take the transaction they run in: the plan is read and the new row written
// under one lock on the user's row, so two quick clicks cannot both pass the rules.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { packages, packageSubscriptions, users, type Package } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentPlan } from '../../lib/package-rules';
import type { PackageStatus } from '../../lib/views/package-views';

type Executor = Pick<Database, 'select' | 'insert'>;

const DAY_MS = 86_400_000;
export const USER_NOT_FOUND = 'User not found.';

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
 * The user's current plan in the terms of the selection rules (the subscription getPackageStatus
 * reports, read with `db`), or null when the user never had one.
 */
export async function readCurrentPlan({ userId, db, now }: { userId: string; db: Pick<Database, 'select'>; now: Date }): Promise<CurrentPlan | null> {
  const row = await currentSubscription({ userId, db });
  if (!row) return null;
  const { subscription, pkg } = row;
  return {
    plan: { id: pkg.id, title: pkg.title, price: Number(pkg.price) },
    isActive: subscription.expiresAt > now,
    listingsLeft: listingsLeft(pkg.listingLimit, subscription.listingsUsed),
  };
}

/** Locks the user's row until the transaction ends; 404 when there is no such user. */
export async function lockUser({ userId, db }: { userId: string; db: Executor }) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound(USER_NOT_FOUND);
}

/** A fresh subscription from now for the package's duration, with no listings used. */
export async function startSubscription({ userId, pkg, db, now }: { userId: string; pkg: Package; db: Executor; now: Date }) {
  const [row] = await db
    .insert(packageSubscriptions)
    .values({ userId, packageId: pkg.id, startsAt: now, expiresAt: new Date(now.getTime() + pkg.durationDays * DAY_MS), listingsUsed: 0 })
    .returning();
  return row;
}
