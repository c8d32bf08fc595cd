// How a page's loader is asked for one batch of its list rather than the page: the same URL
// with `startIndex` (the number of items already shown). Shared by the loaders (server) and
// batchClientLoader (browser).

export const BATCH_START = 'startIndex';

/** The batch asked for, or undefined for the page itself. Out-of-range numbers are clamped. */
export function batchStart(params: URLSearchParams): number | undefined {
  const raw = params.get(BATCH_START);
  if (raw === null) return undefined;
  const n = Math.trunc(Number(raw));
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 1_000_000) : 0;
}

/** The URL of the batch starting at `startIndex` of the list whose first page is `href`. */
export function batchHref(href: string, startIndex: number): string {
  const url = new URL(href, 'http://x');
  url.searchParams.set(BATCH_START, String(startIndex));
  return `${url.pathname}${url.search}`;
}
