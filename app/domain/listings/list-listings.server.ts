// Lists of listings for /api/listing/get and the owner's "My Listings" with its stat cards.
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, publicListing } from '../../db/schema';
import type { HiddenState } from '../../lib/views/report-view';
import { createdCounts } from '../admin/created-counts.server';
import { hiddenState } from './listing-view.server';
import { listingWithImages, toView } from './get-listing.server';
import type { ListingView } from '../../lib/views/listing-view';

export const MAX_PAGE_SIZE = 50;

const oneMonthAgo = (now = new Date()) => {
  const d = new Date(now);
  d.setMonth(d.getMonth() - 1);
  return d;
};

/**
 * GET /api/listing/get: public listings newest first, by type and/or owner, page by page. The
 * admins' Users Listings tab asks for hidden ones too (`includeHidden`), each marked `hidden`.
 */
export async function getListings({ type, userId, page = 1, limit = 9, includeHidden = false }: { type?: 'rent' | 'sale'; userId?: string; page?: number; limit?: number; includeHidden?: boolean }) {
  const size = Math.min(Math.max(1, limit), MAX_PAGE_SIZE);
  const filters: SQL[] = includeHidden ? [] : [publicListing];
  if (type) filters.push(eq(listings.type, type));
  if (userId) filters.push(eq(listings.userRef, userId));
  const where = filters.length ? and(...filters) : undefined;
  const db = getDb();
  const [rows, totals] = await Promise.all([
    db.select(listingWithImages).from(listings).where(where).orderBy(desc(listings.createdAt), desc(listings.id)).limit(size).offset((Math.max(1, page) - 1) * size),
    // Every listing (the admins' tab): from the daily counts, not a count of every row.
    where
      ? db
          .select({ total: count(), lastMonth: sql<number>`count(*) filter (where ${listings.createdAt} >= ${oneMonthAgo()})`.mapWith(Number) })
          .from(listings)
          .where(where)
          .then(([row]) => row)
      : createdCounts('listings'),
  ]);
  return {
    result: rows.map((row): ListingView & { hidden?: HiddenState | null } => (includeHidden ? { ...toView(row), hidden: hiddenState(row.listing) } : toView(row))),
    pageCount: Math.ceil(totals.total / size),
    totalListings: totals.total,
    lastMonthPosts: totals.lastMonth,
  };
}

/**
 * The owner's listings, 9 at a time, newest posted first, with the stat cards of spec section 2 (My listings). Hidden
 * ones too, each with why (`hidden`), so the lister sees what an admin did.
 */
export async function getUserListings({ userId, startIndex = 0, limit = 9 }: { userId: string; startIndex?: number; limit?: number }) {
  const db = getDb();
  const since = oneMonthAgo();
  const [rows, [stats]] = await Promise.all([
    db
      .select(listingWithImages)
      .from(listings)
      .where(eq(listings.userRef, userId))
      // Newest posted first, a stable order: an edit or a "rented out" does not move a row (listings_user_idx).
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(Math.min(Math.max(1, limit), MAX_PAGE_SIZE))
      .offset(Math.max(0, startIndex)),
    db
      .select({
        totalListings: count(),
        totalSales: sql<number>`count(*) filter (where ${listings.type} = 'sale')`.mapWith(Number),
        totalRent: sql<number>`count(*) filter (where ${listings.type} = 'rent')`.mapWith(Number),
        lastMonthListings: sql<number>`count(*) filter (where ${listings.createdAt} >= ${since})`.mapWith(Number),
        lastMonthSales: sql<number>`count(*) filter (where ${listings.type} = 'sale' and ${listings.createdAt} >= ${since})`.mapWith(Number),
        lastMonthRent: sql<number>`count(*) filter (where ${listings.type} = 'rent' and ${listings.createdAt} >= ${since})`.mapWith(Number),
      })
      .from(listings)
      .where(and(eq(listings.userRef, userId), gte(listings.createdAt, new Date(0)))),
  ]);
  return { listings: rows.map((row): ListingView & { hidden: HiddenState | null } => ({ ...toView(row), hidden: hiddenState(row.listing) })), ...stats };
}
