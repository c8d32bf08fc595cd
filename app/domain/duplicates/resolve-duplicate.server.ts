// What a moderator does with a possible duplicate: hide one of the two listings (its lister is
// told why, as for a report: reports/moderate.server.ts), or dismiss the pair; either decides
// about a listing held for review (hold-for-review.server.ts). Only admins, checked here from the
// session's user whatever the page showed.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, type User } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hideListing } from '../reports/moderate.server';
import { publishIfDecided, rejectHeld } from './hold-for-review.server';

export const DUPLICATE_MESSAGES = {
  gone: 'This pair was already handled.',
  notInPair: 'Choose one of the two listings to hide.',
} as const;

async function pendingPair(admin: User, pairId: unknown) {
  if (!admin.isAdmin) throw forbidden();
  if (typeof pairId !== 'string' || !isUuid(pairId)) throw notFound(DUPLICATE_MESSAGES.gone);
  const [pair] = await getDb()
    .select()
    .from(listingDuplicates)
    .where(and(eq(listingDuplicates.id, pairId), eq(listingDuplicates.status, 'pending')))
    .limit(1);
  if (!pair) throw notFound(DUPLICATE_MESSAGES.gone);
  return pair;
}

/** The pair is decided by this admin: pending no more, once (a second click finds it handled). */
async function decide(admin: User, pair: { id: string }, decision: { status: 'confirmed' | 'dismissed'; hiddenListingId?: string }) {
  const [row] = await getDb()
    .update(listingDuplicates)
    .set({ ...decision, resolvedBy: admin.id, resolvedAt: new Date() })
    .where(and(eq(listingDuplicates.id, pair.id), eq(listingDuplicates.status, 'pending')))
    .returning({ id: listingDuplicates.id });
  if (!row) throw notFound(DUPLICATE_MESSAGES.gone);
}

/**
 * Hides `listingId`, one of the pair, as a duplicate; the pair is confirmed. The listing saved
 * last, when it waits for this decision, stays hidden as a duplicate (its lister is told it was
 * not published); the other one hidden instead publishes it, unless another pair still holds it.
 */
export async function hideDuplicate({ admin, pairId, listingId }: { admin: User; pairId: unknown; listingId: unknown }): Promise<void> {
  const pair = await pendingPair(admin, pairId);
  if (listingId !== pair.listingId && listingId !== pair.otherListingId) throw badRequest(DUPLICATE_MESSAGES.notInPair);
  const hidden = listingId as string;
  await decide(admin, pair, { status: 'confirmed', hiddenListingId: hidden });
  if (hidden === pair.listingId && (await rejectHeld({ listingId: hidden }))) return;
  await hideListing({ admin, listingId: hidden, reason: 'duplicate' });
  if (hidden === pair.otherListingId) await publishIfDecided({ listingId: pair.listingId });
}

/** Not a duplicate: the pair leaves the queue and is not asked about again; a listing it held is published. */
export async function dismissDuplicate({ admin, pairId }: { admin: User; pairId: unknown }): Promise<void> {
  const pair = await pendingPair(admin, pairId);
  await decide(admin, pair, { status: 'dismissed' });
  await publishIfDecided({ listingId: pair.listingId });
}
