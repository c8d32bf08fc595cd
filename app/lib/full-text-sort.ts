// The orders a full-text search can be shown in (/full-search and GET /api/listing/search). Pure
// and free of Zod, so the page's sort control can name the choices in the browser too. A link may
// be old, shared, hand-edited or hostile: anything but these values reads as relevance.
export const FULL_TEXT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'recommended'] as const;
export type FullTextSort = (typeof FULL_TEXT_SORTS)[number];
export const DEFAULT_FULL_TEXT_SORT: FullTextSort = 'relevance';

/** The sort a query string asks for; unknown, missing or repeated values fall back to relevance. */
export function readFullTextSort(value: unknown): FullTextSort {
  return (FULL_TEXT_SORTS as readonly unknown[]).includes(value) ? (value as FullTextSort) : DEFAULT_FULL_TEXT_SORT;
}

/** The choices as the sort control labels them (English keys of the catalogue). */
export const FULL_TEXT_SORT_LABELS: Record<FullTextSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price low to high',
  'price-desc': 'Price high to low',
  recommended: 'Recommended',
};

/** Adds `sort` to a query string only when it is not the default, so equal searches share one URL. */
export function withFullTextSort(params: URLSearchParams, sort: FullTextSort): URLSearchParams {
  if (sort !== DEFAULT_FULL_TEXT_SORT) params.set('sort', sort);
  return params;
}
