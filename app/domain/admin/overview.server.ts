// The admin dashboard (spec section 2): totals and last-month counts of users, listings and
// posts, and the five newest of each. Six small queries run side by side; the listings' covers
// come from a subquery, so there is no query per row.
import { asc, count, desc, sql, type AnyColumn } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingImages, listings, posts, users } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import type { AdminOverview } from '../../lib/views/admin-view';
import { monthAgo } from './month-ago.server';

export async function getAdminOverview({ now = new Date() }: { now?: Date } = {}): Promise<AdminOverview> {
  const since = monthAgo(now);
  const totals = (createdAt: AnyColumn) => ({
    total: count(),
    lastMonth: sql<number>`count(*) filter (where ${createdAt} >= ${since})`.mapWith(Number),
  });
  const recent = PAGE_SIZES.dashboardRecent;
  const db = getDb();
  const [[userTotals], [listingTotals], [postTotals], recentUsers, recentListings, recentPosts] = await Promise.all([
    db.select(totals(users.createdAt)).from(users),
    db.select(totals(listings.createdAt)).from(listings),
    db.select(totals(posts.createdAt)).from(posts),
    db
      .select({ _id: users.id, username: users.username, avatar: users.avatar, isAdmin: users.isAdmin, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(recent),
    db
      .select({
        _id: listings.id,
        name: listings.name,
        type: listings.type,
        userRef: listings.userRef,
        createdAt: listings.createdAt,
        cover: sql<string | null>`(select ${listingImages.url} from ${listingImages} where ${listingImages.listingId} = ${listings.id} order by ${listingImages.position} limit 1)`,
      })
      .from(listings)
      .orderBy(desc(listings.createdAt), asc(listings.id))
      .limit(recent),
    db
      .select({ _id: posts.id, title: posts.title, slug: posts.slug, category: posts.category, image: posts.image, createdAt: posts.createdAt })
      .from(posts)
      .orderBy(desc(posts.createdAt), asc(posts.id))
      .limit(recent),
  ]);
  const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });
  return {
    users: userTotals,
    listings: listingTotals,
    posts: postTotals,
    recentUsers: recentUsers.map(iso),
    recentListings: recentListings.map(iso),
    recentPosts: recentPosts.map(iso),
  };
}
