import { and, desc, eq, sql } from 'drizzle-orm';
import { prepared } from '../../db/registry.server';
import { reviews, users, type User } from '../../db/schema';
import type { ListingReviews, ReviewView, ViewerReviews } from '../../lib/views/review-view';

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

// One query: the window aggregates see every review of the listing before LIMIT applies.
const listReviewsQuery = prepared('list_reviews', (db, name) =>
  db
    .select({ ...reviewColumns, average: sql<string | null>`avg(${reviews.rating}) over ()`, count: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userRef))
    .where(eq(reviews.listingId, sql.placeholder('listingId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_SHOWN)
    .prepare(name),
);

/** A listing's reviews, newest first, with the average rating (one decimal) and the count. */
export async function listReviews({ listingId }: { listingId: string }): Promise<ListingReviews> {
  const rows = await listReviewsQuery().execute({ listingId });
  const average = rows.length ? Math.round(Number(rows[0].average) * 10) / 10 : null;
  return { reviews: rows.map(toReviewView), average, count: rows[0]?.count ?? 0 };
}

// The unique (listing, user) index finds it in one probe.
const ownReviewQuery = prepared('own_review', (db, name) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userRef))
    .where(and(eq(reviews.listingId, sql.placeholder('listingId')), eq(reviews.userRef, sql.placeholder('userId'))))
    .limit(1)
    .prepare(name),
);

/** A listing's reviews for the listing page: the viewer's own are marked, and their review is at hand. */
export async function listReviewsFor({ listingId, viewer }: { listingId: string; viewer: Pick<User, 'id'> | null }): Promise<ViewerReviews> {
  const [all, own] = await Promise.all([listReviews({ listingId }), viewer ? ownReviewQuery().execute({ listingId, userId: viewer.id }) : []]);
  return {
    ...all,
    reviews: all.reviews.map((r) => ({ ...r, isMine: r.userRef === viewer?.id })),
    mine: own[0] ? toReviewView(own[0]) : null,
  };
}
