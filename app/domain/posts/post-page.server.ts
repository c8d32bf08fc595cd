// What /post/:slug shows: the post (its HTML sanitized again at render: rows written by older
// code or by hand must not put markup on the page) and 'Recent Articles', three other posts
// chosen at random. Both queries run at once: the others are told apart by slug.
import { eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { posts } from '../../db/schema';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import type { PostPageData } from '../../lib/views/post-page';
import { postCardColumns, toPostCardFromRow } from './post-cards.server';
import { readingMinutes } from '../../lib/views/post-view';
import { toPostView } from './post-view.server';

export const RECENT_ARTICLES = 3;

/** The page's data, or null for an unknown slug. */
export async function loadPostPage({ slug }: { slug: string }): Promise<PostPageData | null> {
  // No slug holds a NUL, and PostgreSQL text cannot even be compared with one.
  if (!slug || slug.length > 300 || slug.includes('\u0000')) return null;
  const db = getDb();
  const [[row], others] = await Promise.all([
    db.select().from(posts).where(eq(posts.slug, slug)).limit(1),
    db.select(postCardColumns).from(posts).where(ne(posts.slug, slug)).orderBy(sql`random()`).limit(RECENT_ARTICLES),
  ]);
  if (!row) return null;
  const post = toPostView(row);
  return {
    // Reading time is measured on the stored text, as the spec's formula says.
    post: { ...post, content: sanitizeRichText(post.content), readingMinutes: readingMinutes(post.content) },
    recent: others.map(toPostCardFromRow),
  };
}
