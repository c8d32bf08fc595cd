// 'Report this listing' and 'Report this review' (the listing page's action, intent 'report').
// Anyone may report, visitors too: a signed-in person is known by their account, a visitor by a
// keyed hash of their client address (never the address itself: reports are kept). Each is
// limited per hour, and one person reporting the same thing again updates their report (and
// reopens it) rather than adding one: a single person cannot make a listing look reported by many.
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { foreignKeyViolation } from '../../db/unique-violation';
import { listings, publicListing, reports, reviews, type User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REPORT_MESSAGES, type ReportInput } from '../../lib/schemas/report';
import { pageViewKey } from '../listings/page-view-secret.server';
import { releaseSlots, takeSlot, type Limit } from '../throttle/throttle.server';

/**
 * Reports an account may send per hour: far above what a person reports, far below what would
 * bury the admins' queue.
 */
export const REPORT_USER_LIMIT: Limit = { action: 'report-user', max: 10, windowMs: 60 * 60_000, message: REPORT_MESSAGES.tooMany };

/**
 * Reports per client address per hour, for visitors. Looser than an account's: Myanmar's mobile
 * networks put many phones behind one carrier address (as the contact form's limit).
 */
export const REPORT_VISITOR_LIMIT: Limit = { action: 'report-visitor', max: 20, windowMs: 60 * 60_000, message: REPORT_MESSAGES.tooMany };

export interface Reporter {
  user: User | null;
  /** The client address (context.ip), for a visitor. */
  address: string;
}

/** 'user:<id>', or 'visitor:<HMAC of the address>' under the site's stored secret. */
async function reporterKey({ user, address }: Reporter): Promise<string> {
  if (user) return `user:${user.id}`;
  const key = await pageViewKey('report-visitor');
  return `visitor:${createHmac('sha256', key).update(address).digest('base64url')}`;
}

/** The public listing reported (or whose review is), with its lister; a hidden one is not found. */
async function findTarget(listingId: string, input: ReportInput) {
  if (!isUuid(listingId)) throw notFound(REPORT_MESSAGES.listing);
  const [listing] = await getDb()
    .select({ id: listings.id, userRef: listings.userRef })
    .from(listings)
    .where(and(eq(listings.id, listingId), publicListing))
    .limit(1);
  if (!listing) throw notFound(REPORT_MESSAGES.listing);
  if (input.target === 'listing') return { listing, review: null };
  if (!input.reviewId || !isUuid(input.reviewId)) throw notFound(REPORT_MESSAGES.review);
  const [review] = await getDb()
    .select({ id: reviews.id, userRef: reviews.userRef })
    .from(reviews)
    .where(and(eq(reviews.id, input.reviewId), eq(reviews.listingId, listing.id)))
    .limit(1);
  if (!review) throw notFound(REPORT_MESSAGES.review);
  return { listing, review };
}

/** Stores the report; `updated` when this person had already reported the same thing. */
export async function submitReport({ listingId, input, reporter }: { listingId: string; input: ReportInput; reporter: Reporter }): Promise<{ updated: boolean }> {
  const { listing, review } = await findTarget(listingId, input);
  const { user } = reporter;
  if (user && !review && listing.userRef === user.id) throw forbidden(REPORT_MESSAGES.ownListing);
  if (user && review && review.userRef === user.id) throw forbidden(REPORT_MESSAGES.ownReview);
  const slot = user ? await takeSlot(REPORT_USER_LIMIT, user.id) : await takeSlot(REPORT_VISITOR_LIMIT, reporter.address);
  try {
    const [row] = await getDb()
      .insert(reports)
      .values({
        listingId: listing.id,
        reviewId: review?.id ?? null,
        reason: input.reason,
        note: input.note,
        reporterUserId: user?.id ?? null,
        reporterKey: await reporterKey(reporter),
      })
      .onConflictDoUpdate({
        target: [reports.targetId, reports.reporterKey],
        set: { reason: sql`excluded.reason`, note: sql`excluded.note`, status: 'open', updatedAt: sql`now()` },
      })
      // xmax is 0 on a freshly inserted row version and set on one written by DO UPDATE.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return { updated: !row.inserted };
  } catch (error) {
    // The listing or review went meanwhile (its foreign key): nothing was stored, nothing counts.
    await releaseSlots(slot);
    if (foreignKeyViolation(error)) throw notFound(input.target === 'review' ? REPORT_MESSAGES.review : REPORT_MESSAGES.listing);
    throw error;
  }
}
