// What a moderator does with a possible duplicate: hide one of the two listings (its lister is
// told why, as for a report: reports/moderate.server.ts), or dismiss the pair. Only admins, checked
// here from the session's user whatever the page showed.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, type User } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hideListing } from '../reports/moderate.server';

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

/** Hides `listingId`, one of the pair, as a duplicate; the pair is confirmed. */
export async function hideDuplicate({ admin, pairId, listingId }: { admin: User; pairId: unknown; listingId: unknown }): Promise<void> {
  const pair = await pendingPair(admin, pairId);
  if (listingId !== pair.listingId && listingId !== pair.otherListingId) throw badRequest(DUPLICATE_MESSAGES.notInPair);
  await hideListing({ admin, listingId: listingId as string, reason: 'duplicate' });
  await getDb()
    .update(listingDuplicates)
    .set({ status: 'confirmed', hiddenListingId: listingId as string, resolvedBy: admin.id, resolvedAt: new Date() })
    .where(and(eq(listingDuplicates.id, pair.id), eq(listingDuplicates.status, 'pending')));
}

/** Not a duplicate: the pair leaves the queue and is not asked about again. */
export async function dismissDuplicate({ admin, pairId }: { admin: User; pairId: unknown }): Promise<void> {
  const pair = await pendingPair(admin, pairId);
  const [row] = await getDb()
    .update(listingDuplicates)
    .set({ status: 'dismissed', resolvedBy: admin.id, resolvedAt: new Date() })
    .where(and(eq(listingDuplicates.id, pair.id), eq(listingDuplicates.status, 'pending')))
    .returning({ id: listingDuplicates.id });
  if (!row) throw notFound(DUPLICATE_MESSAGES.gone);
}
