// The admin dashboard (spec section 2): totals and last-month counts of users, listings and
// posts (created-counts.server.ts), and the five newest of each, read backwards from their
// creation index. The listings' covers come from a subquery, run for those five rows only.
import { desc, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingImages, listings, posts, users } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import type { AdminOverview } from '../../lib/views/admin-view';
import { createdCounts } from './created-counts.server';

export async function getAdminOverview({ now = new Date() }: { now?: Date } = {}): Promise<AdminOverview> {
  const recent = PAGE_SIZES.dashboardRecent;
  const db = getDb();
  const [userTotals, listingTotals, postTotals, recentUsers, recentListings, recentPosts] = await Promise.all([
    createdCounts('users', now),
    createdCounts('listings', now),
    createdCounts('posts', now),
    db
      .select({ _id: users.id, username: users.username, avatar: users.avatar, isAdmin: users.isAdmin, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
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
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(recent),
    db
      .select({ _id: posts.id, title: posts.title, slug: posts.slug, category: posts.category, image: posts.image, createdAt: posts.createdAt })
      .from(posts)
      .orderBy(desc(posts.createdAt), desc(posts.id))
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
