// A listing saved as a possible duplicate of another lister's listing (flag-duplicates.server.ts)
// is held: hidden (hidden_reason 'held-for-review') from the moment it is saved, in the save's
// own transaction, so no visitor, search or alert ever sees it before a moderator decides. The
// moderator's decision (resolve-duplicate.server.ts) publishes it or keeps it hidden as a
// duplicate, and its lister is told either way.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listings } from '../../db/schema';
import { HELD_FOR_REVIEW } from '../../lib/duplicates';
import { tellLister } from '../reports/tell-lister.server';
import { onListingPublished } from '../saved-searches/send-due-alerts.server';
import { queueDuplicatePairs, type DuplicatePair } from './flag-duplicates.server';
import { heldNotPublishedMail, heldPublishedMail } from './held-listing-mail.server';

/**
 * Queues the pairs the save found and, when one is new, holds the listing: a public listing is
 * hidden until a moderator decides; one an admin hid stays hidden for their reason. Returns
 * whether the listing is held once saved (pairs found by an earlier save may hold it already).
 */
export async function holdForReview({ db, listingId, pairs }: { db: Pick<Database, 'insert' | 'update' | 'select'>; listingId: string; pairs: DuplicatePair[] }): Promise<boolean> {
  if (await queueDuplicatePairs({ db, listingId, pairs })) {
    await db
      .update(listings)
      .set({ hiddenAt: new Date(), hiddenReason: HELD_FOR_REVIEW })
      .where(and(eq(listings.id, listingId), isNull(listings.hiddenAt)));
  }
  const [row] = await db.select({ reason: listings.hiddenReason }).from(listings).where(eq(listings.id, listingId));
  return row?.reason === HELD_FOR_REVIEW;
}

/**
 * Publishes a held listing once no pair naming it waits for a moderator (the last one dismissed,
 * or the other listing hidden in its place), and tells its lister. Anything else is left as it is.
 */
export async function publishIfDecided({ listingId }: { listingId: string }): Promise<boolean> {
  const [row] = await getDb()
    .update(listings)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.hiddenReason, HELD_FOR_REVIEW),
        sql`not exists (select 1 from ${listingDuplicates} where ${listingDuplicates.listingId} = ${listings.id} and ${listingDuplicates.status} = 'pending')`,
      ),
    )
    .returning({ id: listings.id, title: listings.name, userRef: listings.userRef });
  if (!row) return false;
  await tellLister(row.userRef, (lang) => heldPublishedMail({ lang, listing: { id: row.id, title: row.title } }));
  await onListingPublished();
  return true;
}

/** A held listing found to be a duplicate: it stays hidden, now as a duplicate, and its lister is told. */
export async function rejectHeld({ listingId }: { listingId: string }): Promise<boolean> {
  const [row] = await getDb()
    .update(listings)
    .set({ hiddenAt: new Date(), hiddenReason: 'duplicate' })
    .where(and(eq(listings.id, listingId), eq(listings.hiddenReason, HELD_FOR_REVIEW)))
    .returning({ id: listings.id, title: listings.name, userRef: listings.userRef });
  if (!row) return false;
  await tellLister(row.userRef, (lang) => heldNotPublishedMail({ lang, listing: { id: row.id, title: row.title } }));
  return true;
}
