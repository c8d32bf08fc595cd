// What an admin does with reports (the moderation tab's buttons, posted to /dashboard's action):
// hide a listing, restore it, remove a reported review, dismiss a target's reports. Each checks
// here that the session's user is an admin, whatever the page showed them.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, reports, type User } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isReportReason, REPORT_MESSAGES, type ReportReason } from '../../lib/forms/report';
import { isUuid } from '../../lib/ids';
import { deleteReview } from '../reviews/delete-review.server';
import { hiddenMail, restoredMail, tellLister } from './tell-lister.server';

export const MODERATION_MESSAGES = {
  noReports: 'These reports were already handled.',
} as const;

function assertAdmin(user: User) {
  if (!user.isAdmin) throw forbidden();
}

const listingIdOf = (id: string) => {
  if (!isUuid(id)) throw notFound(REPORT_MESSAGES.listing);
  return id;
};

/**
 * Hides a listing from every public list and page (db/schema: publicListing), resolves its open
 * reports, and tells its lister why by e-mail. Hiding a hidden listing changes nothing and
 * mails no one again.
 */
export async function hideListing({ admin, listingId, reason }: { admin: User; listingId: string; reason: unknown }): Promise<{ hidden: boolean }> {
  assertAdmin(admin);
  const id = listingIdOf(listingId);
  if (!isReportReason(reason)) throw badRequest(REPORT_MESSAGES.reason);
  const hidden = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(and(eq(listings.id, id), isNull(listings.hiddenAt)))
      .returning({ id: listings.id, title: listings.name, userRef: listings.userRef });
    if (!row) {
      await assertListingExists(tx, id);
      return null;
    }
    await tx.update(reports).set({ status: 'resolved', updatedAt: new Date() }).where(and(eq(reports.targetId, id), eq(reports.status, 'open')));
    return row;
  });
  if (!hidden) return { hidden: false };
  const listing = { id: hidden.id, title: hidden.title };
  await tellLister(hidden.userRef, (lang) => hiddenMail({ lang, listing, reason: reason as ReportReason }));
  return { hidden: true };
}

/** Shows a hidden listing again where it was, and tells its lister: its reports stay resolved. */
export async function restoreListing({ admin, listingId }: { admin: User; listingId: string }): Promise<void> {
  assertAdmin(admin);
  const id = listingIdOf(listingId);
  const [row] = await getDb()
    .update(listings)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(and(eq(listings.id, id), isNotNull(listings.hiddenAt)))
    .returning({ id: listings.id, title: listings.name, userRef: listings.userRef });
  if (row) await tellLister(row.userRef, (lang) => restoredMail({ lang, listing: { id: row.id, title: row.title } }));
  else await assertListingExists(getDb(), id);
}

/** An action that changed nothing: on a listing that is there (already in that state), or 404. */
async function assertListingExists(db: Pick<ReturnType<typeof getDb>, 'select'>, id: string) {
  const [exists] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id)).limit(1);
  if (!exists) throw notFound(REPORT_MESSAGES.listing);
}

/** Closes the open reports of a listing or review without acting on it. */
export async function dismissReports({ admin, targetId }: { admin: User; targetId: string }): Promise<void> {
  assertAdmin(admin);
  if (!isUuid(targetId)) throw notFound(MODERATION_MESSAGES.noReports);
  const closed = await getDb()
    .update(reports)
    .set({ status: 'dismissed', updatedAt: new Date() })
    .where(and(eq(reports.targetId, targetId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  if (!closed.length) throw notFound(MODERATION_MESSAGES.noReports);
}

/** Removes a reported review; its reports go with it (ON DELETE CASCADE). Admins only, here. */
export async function removeReportedReview({ admin, reviewId }: { admin: User; reviewId: string }): Promise<void> {
  assertAdmin(admin);
  await deleteReview({ user: admin, reviewId });
}
