// Which page numbers a numbered pager shows: the spec's "3 page numbers at a time", the current
// page among them, never past either end (a page past the end shows the last ones).
const PAGE_WINDOW = 3;

export function pageWindow({ page, pageCount, size = PAGE_WINDOW }: { page: number; pageCount: number; size?: number }): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const last = Math.min(pageCount, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
