// The query of GET /api/post/getposts: strict, a bad value is a 400 with a message. The /blogs
// page reads the same filters forgivingly in the browser (lib/blog-query.ts).
import { z } from 'zod';
import { PAGE_SIZES, POST_CATEGORIES } from '../../lib/constants';
import { blank, limitField, startIndexField } from '../../lib/schemas/paging';
import { MAX_POSTS_LIMIT, MAX_POSTS_SEARCH_TERM } from '../../lib/blog-query';

export const postsQuery = z.object({
  userId: z.preprocess(blank, z.string().max(100).optional()),
  postId: z.preprocess(blank, z.string().max(100).optional()),
  slug: z.preprocess(blank, z.string().max(300).optional()),
  startIndex: startIndexField,
  limit: limitField(MAX_POSTS_LIMIT, PAGE_SIZES.posts),
  searchTerm: z.preprocess(blank, z.string().trim().max(MAX_POSTS_SEARCH_TERM, `searchTerm must be at most ${MAX_POSTS_SEARCH_TERM} characters.`).optional()),
  // Latest = desc, Oldest = asc.
  sort: z.preprocess(blank, z.enum(['asc', 'desc'], 'sort must be asc or desc.').default('desc')),
  // 'all' is what a "Select All" option may send; it means no category filter.
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(POST_CATEGORIES, 'Unknown category.').optional()),
});
export type PostsQuery = z.output<typeof postsQuery>;
