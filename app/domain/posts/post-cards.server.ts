// Posts as cards (home page, 'Recent Articles'), read without their bodies: a card shows an
// excerpt of 160 characters and the reading time, and the home page reads 27 posts, whose
// bodies run to several kilobytes each. The database sends the body's beginning and its length.
import { sql } from 'drizzle-orm';
import { posts, type Post } from '../../db/schema';
import { postCard, type PostCardData } from '../../lib/views/post-card';
import { readingMinutesForLength } from '../../lib/views/post-view';

/**
 * HTML enough for an excerpt: sanitized bodies carry no data: URLs, so only a post opening with
 * dozens of images could hold fewer than 160 characters of text in this much.
 */
export const CARD_HTML_CHARS = 4000;

export const postCardColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  category: posts.category,
  image: posts.image,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  htmlStart: sql<string>`left(${posts.content}, ${sql.raw(String(CARD_HTML_CHARS))})`,
  length: sql<number>`char_length(${posts.content})`.mapWith(Number),
};

type PostCardRow = Pick<Post, 'id' | 'title' | 'slug' | 'category' | 'image' | 'createdAt' | 'updatedAt'> & { htmlStart: string; length: number };

export function toPostCardFromRow(row: PostCardRow): PostCardData {
  return postCard(
    { _id: row.id, title: row.title, slug: row.slug, category: row.category, image: row.image, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
    { html: row.htmlStart, readingMinutes: readingMinutesForLength(row.length) },
  );
}
