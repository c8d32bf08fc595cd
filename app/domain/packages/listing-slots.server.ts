// Posting a listing takes one of the current package's listings. Who may post is decided by one
// rule, postingRefusal in lib/package-rules.ts (pages use it to show or hide the form); the
// database applies the same rule in claimListingSlot's UPDATE, atomically, when the listing is
// saved. listing-slots.integration.test.ts holds the two equal case by case: change one, change
// the other.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { packages, packageSubscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { MONTHLY_LIMIT_REACHED, mayPost, PACKAGE_NOT_ACTIVE, postingRefusal } from '../../lib/package-rules';
import { readCurrentPlan } from './subscriptions.server';

type Executor = Pick<Database, 'select' | 'update'>;

/**
 * The SQL mirror of postingRefusal for a user who is not an admin: adds one to listings_used
 * of the user's current subscription (the newest) if, and only if, it is active at `now` and
 * its package (-1: unlimited) has listings left. One statement, so two simultaneous posts cannot
 * both take the last slot (the second one's WHERE is checked again on the row the first one
 * wrote). True when a slot was taken.
 */
export async function claimListingSlot({ userId, db, now }: { userId: string; db: Executor; now: Date }): Promise<boolean> {
  const current = db
    .select({ id: packageSubscriptions.id })
    .from(packageSubscriptions)
    .where(eq(packageSubscriptions.userId, userId))
    .orderBy(desc(packageSubscriptions.startsAt), desc(packageSubscriptions.createdAt))
    .limit(1);
  const hasListingsLeft = sql`exists (select 1 from ${packages} where ${packages.id} = ${packageSubscriptions.packageId}
    and (${packages.listingLimit} = -1 or ${packageSubscriptions.listingsUsed} < ${packages.listingLimit}))`;
  const claimed = await db
    .update(packageSubscriptions)
    .set({ listingsUsed: sql`${packageSubscriptions.listingsUsed} + 1` })
    .where(and(eq(packageSubscriptions.id, current), gt(packageSubscriptions.expiresAt, now), hasListingsLeft))
    .returning({ id: packageSubscriptions.id });
  return claimed.length > 0;
}

/**
 * Takes one listing from the user's current package, or refuses: 403 'Your package is not
 * active' (none or expired), 429 'You have reached your monthly post limit' (none left). Admins
 * post without a package and take nothing. Call it inside the transaction that inserts the
 * listing, so a failed insert gives the slot back.
 */
export async function useListingSlot({ user, db, now = new Date() }: { user: { id: string; isAdmin: boolean }; db: Executor; now?: Date }) {
  // The rule's first clause: an admin needs no package, and nothing is taken.
  if (mayPost({ isAdmin: user.isAdmin, current: null })) return;
  if (await claimListingSlot({ userId: user.id, db, now })) return;
  // Refused by the database: the rule says why (read after the UPDATE, so a post that took the
  // last slot meanwhile shows as the limit reached).
  const refusal = postingRefusal({ isAdmin: false, current: await readCurrentPlan({ userId: user.id, db, now }) });
  if (refusal === 'not-active') throw new AppError(403, PACKAGE_NOT_ACTIVE);
  throw new AppError(429, MONTHLY_LIMIT_REACHED);
}
