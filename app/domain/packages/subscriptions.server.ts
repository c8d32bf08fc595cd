// The two subscription steps that selecting and assigning share. Both take the transaction
// they run in: the plan is read and the new row written under one lock on the user's row, so
// two quick clicks cannot both pass the rules.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { packageSubscriptions, users, type Package } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentPlan } from '../../lib/package-rules';
import { currentSubscription, listingsLeft } from './status.server';

type Executor = Pick<Database, 'select' | 'insert'>;

const DAY_MS = 86_400_000;
export const USER_NOT_FOUND = 'User not found.';

/** Locks the user's row until the transaction ends; 404 when there is no such user. */
export async function lockUser({ userId, db }: { userId: string; db: Executor }) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound(USER_NOT_FOUND);
}

/**
 * The user's current plan in the terms of the selection rules (the subscription getPackageStatus
 * reports, read in the caller's transaction), or null when the user never had one.
 */
export async function readCurrentPlan({ userId, db, now }: { userId: string; db: Executor; now: Date }): Promise<CurrentPlan | null> {
  const row = await currentSubscription({ userId, db });
  if (!row) return null;
  const { subscription, pkg } = row;
  return {
    plan: { id: pkg.id, title: pkg.title, price: Number(pkg.price) },
    isActive: subscription.expiresAt > now,
    listingsLeft: listingsLeft(pkg.listingLimit, subscription.listingsUsed),
  };
}

/** A fresh subscription from now for the package's duration, with no listings used. */
export async function startSubscription({ userId, pkg, db, now }: { userId: string; pkg: Package; db: Executor; now: Date }) {
  const [row] = await db
    .insert(packageSubscriptions)
    .values({ userId, packageId: pkg.id, startsAt: now, expiresAt: new Date(now.getTime() + pkg.durationDays * DAY_MS), listingsUsed: 0 })
    .returning();
  return row;
}
