// The admins' moderation list (/dashboard?tab=reviews): every review on the site, newest first,
// with its listing and author, in batches for 'Show more'. Removing one goes through
// the dashboard's action (and DELETE /api/review/deletereview/:id), which let admins delete any review.
import { count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, reviews, users } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import { monthAgo } from '../admin/month-ago.server';
import { reviewColumns, toReviewView } from './list-reviews.server';
import type { ModerationPage } from '../../lib/views/admin-view';

/** How many reviews one batch of the moderation list holds. */
export const MODERATION_BATCH = PAGE_SIZES.moderation;

export async function listReviewsForModeration({ startIndex = 0, limit = MODERATION_BATCH }: { startIndex?: number; limit?: number } = {}): Promise<ModerationPage> {
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...reviewColumns, listingTitle: listings.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userRef))
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit + 1)
      .offset(Math.max(0, startIndex)),
    db
      .select({ total: count(), lastMonth: sql<number>`count(*) filter (where ${reviews.createdAt} >= ${monthAgo()})`.mapWith(Number) })
      .from(reviews),
  ]);
  return {
    reviews: rows.slice(0, limit).map((row) => ({ ...toReviewView(row), listing: { id: row.listingId, title: row.listingTitle } })),
    hasMore: rows.length > limit,
    totalReviews: totals.total,
    lastMonthReviews: totals.lastMonth,
  };
}
