import { avg, count, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { reviews, users } from '../../db/schema';
import type { ListingReviews, ReviewView } from './review-view';

/** How many reviews a listing page shows; the average and count cover all of them. */
export const REVIEWS_SHOWN = 100;

/** Columns of a review joined with its author's public fields. */
export const reviewColumns = {
  id: reviews.id,
  listingId: reviews.listingId,
  userRef: reviews.userRef,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  username: users.username,
  avatar: users.avatar,
};

interface ReviewRow {
  id: string;
  listingId: string;
  userRef: string;
  rating: number;
  content: string;
  createdAt: Date;
  username: string;
  avatar: string | null;
}

export function toReviewView(row: ReviewRow): ReviewView {
  return {
    _id: row.id,
    listingId: row.listingId,
    userRef: row.userRef,
    rating: row.rating,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    user: { username: row.username, avatar: row.avatar },
  };
}

/** A listing's reviews, newest first, with the average rating (one decimal) and the count. */
export async function listReviews({ listingId }: { listingId: string }): Promise<ListingReviews> {
  const db = getDb();
  const [rows, [summary]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userRef))
      .where(eq(reviews.listingId, listingId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_SHOWN),
    db.select({ average: avg(reviews.rating), count: count() }).from(reviews).where(eq(reviews.listingId, listingId)),
  ]);
  const average = summary.average === null ? null : Math.round(Number(summary.average) * 10) / 10;
  return { reviews: rows.map(toReviewView), average, count: summary.count };
}
