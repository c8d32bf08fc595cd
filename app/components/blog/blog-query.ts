// The query of GET /api/post/getposts and of the /blogs page, in one place. The API is strict
// (a bad value is a 400 with a message); the page is forgiving (a bad value in a shared link
// falls back to its default instead of an error page). Pure: the browser builds Show more
// requests with blogApiUrl.
import { z } from '../../lib/schemas/zod';
import { PAGE_SIZES, POST_CATEGORIES } from '../../lib/constants';
import { blank, limitField, startIndexField } from '../../lib/schemas/paging';

export const MAX_POSTS_LIMIT = 50;

/** The /blogs category filter (spec: Select All plus these four). */
export const BLOG_FILTER_CATEGORIES = ['Knowledge Base', 'New Condo Projects', 'Condo Projects', 'Property News & Legal'] as const;


const fields = {
  userId: z.preprocess(blank, z.string().max(100).optional()),
  postId: z.preprocess(blank, z.string().max(100).optional()),
  slug: z.preprocess(blank, z.string().max(300).optional()),
  startIndex: startIndexField,
  limit: limitField(MAX_POSTS_LIMIT, PAGE_SIZES.posts),
  searchTerm: z.preprocess(blank, z.string().trim().max(200, 'searchTerm must be at most 200 characters.').optional()),
  // Latest = desc, Oldest = asc.
  sort: z.preprocess(blank, z.enum(['asc', 'desc'], 'sort must be asc or desc.').default('desc')),
  // 'all' is what a "Select All" option may send; it means no category filter.
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(POST_CATEGORIES, 'Unknown category.').optional()),
};

export const postsQuery = z.object(fields);
export type PostsQuery = z.output<typeof postsQuery>;

export interface BlogFilters {
  searchTerm: string;
  sort: 'asc' | 'desc';
  /** '' for all categories. */
  category: string;
}

/** The /blogs filters from its URL; each bad value falls back to its default on its own. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const read = <S extends z.ZodType>(schema: S, key: string): z.output<S> | undefined => {
    const result = schema.safeParse(params.get(key) ?? undefined);
    return result.success ? result.data : undefined;
  };
  return {
    searchTerm: read(fields.searchTerm, 'searchTerm') ?? '',
    sort: read(fields.sort, 'sort') ?? 'desc',
    category: read(fields.category, 'category') ?? '',
  };
}

/** The /api/post/getposts URL for the next batch of the same filters. */
export function blogApiUrl(filters: BlogFilters, startIndex: number, limit: number = PAGE_SIZES.posts): string {
  const params = new URLSearchParams();
  if (filters.searchTerm) params.set('searchTerm', filters.searchTerm);
  params.set('sort', filters.sort);
  if (filters.category) params.set('category', filters.category);
  params.set('startIndex', String(startIndex));
  params.set('limit', String(limit));
  return `/api/post/getposts?${params}`;
}
