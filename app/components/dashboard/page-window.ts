/**
 * The page numbers a numbered pagination shows (spec: 3 at a time): a window around the current
 * page, kept inside 1..pageCount, so page 1 shows 1 2 3 and the last page shows the last three.
 */
export function pageWindow(page: number, pageCount: number, size = 3): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
