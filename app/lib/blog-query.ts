// The /blogs page's filters, read from its URL in the browser and on the server, and the page's
// URL with them (whose loader answers Show more's batches). Forgiving: a bad value in a shared link falls back to its
// default instead of an error page. Plain functions, no Zod (this runs in the browser); the
// API's strict reading of the same query is domain/posts/posts-query.server.ts.
import { POST_CATEGORIES } from './constants';

export const MAX_POSTS_LIMIT = 50;
export const MAX_POSTS_SEARCH_TERM = 200;

/** The /blogs category filter (spec: Select All plus these four). */
export const BLOG_FILTER_CATEGORIES = ['Knowledge Base', 'New Condo Projects', 'Condo Projects', 'Property News & Legal'] as const;

export interface BlogFilters {
  searchTerm: string;
  sort: 'asc' | 'desc';
  /** '' for all categories. */
  category: string;
}

/** The /blogs filters from its URL; each bad value falls back to its default on its own. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const searchTerm = params.get('searchTerm')?.trim() ?? '';
  const sort = params.get('sort');
  const category = params.get('category') ?? '';
  return {
    searchTerm: searchTerm.length <= MAX_POSTS_SEARCH_TERM ? searchTerm : '',
    sort: sort === 'asc' ? 'asc' : 'desc',
    category: (POST_CATEGORIES as readonly string[]).includes(category) ? category : '',
  };
}

/** The /blogs URL of these filters. */
export function blogsHref(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.searchTerm) params.set('searchTerm', filters.searchTerm);
  params.set('sort', filters.sort);
  if (filters.category) params.set('category', filters.category);
  return `/blogs?${params}`;
}
