// GET /api/post/getposts and every page that lists posts: filter by author, id, slug, category
// and a search term (title or content, case-insensitive; user text is a value, never a
// pattern), newest or oldest first by update time, in pages.
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { createdCounts } from '../admin/created-counts.server';
import { posts } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { withoutNul } from '../../lib/validation';
import { type PostView } from '../../lib/views/post-view';
import { toPostView } from './post-view.server';

export const MAX_POSTS_PAGE = 50;

export interface ListPostsOptions {
  userId?: string;
  postId?: string;
  slug?: string;
  category?: string;
  searchTerm?: string;
  sort?: 'asc' | 'desc';
  startIndex?: number;
  limit?: number;
}

/** Escapes LIKE's wildcards so that '%' or '_' typed by a user match themselves. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listPosts(options: ListPostsOptions = {}): Promise<{ posts: PostView[]; totalPosts: number; lastMonthPosts: number }> {
  const filters: SQL[] = [];
  if (options.userId) {
    if (!isUuid(options.userId)) return { posts: [], totalPosts: 0, lastMonthPosts: 0 };
    filters.push(eq(posts.userId, options.userId));
  }
  if (options.postId) {
    if (!isUuid(options.postId)) return { posts: [], totalPosts: 0, lastMonthPosts: 0 };
    filters.push(eq(posts.id, options.postId));
  }
  if (options.slug) filters.push(eq(posts.slug, options.slug));
  if (options.category) filters.push(eq(posts.category, options.category));
  // A NUL (from a link's ?searchTerm=%00) cannot even be compared in PostgreSQL text.
  const term = options.searchTerm && withoutNul(options.searchTerm).trim();
  if (term) {
    const pattern = `%${likeEscape(term)}%`;
    filters.push(or(ilike(posts.title, pattern), ilike(posts.content, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const limit = Math.min(Math.max(1, options.limit ?? 9), MAX_POSTS_PAGE);
  const order = options.sort === 'asc' ? asc(posts.updatedAt) : desc(posts.updatedAt);
  const db = getDb();
  const [rows, totals] = await Promise.all([
    db.select().from(posts).where(where).orderBy(order, asc(posts.id)).limit(limit).offset(Math.max(0, options.startIndex ?? 0)),
    createdCounts('posts'),
  ]);
  return { posts: rows.map(toPostView), totalPosts: totals.total, lastMonthPosts: totals.lastMonth };
}
