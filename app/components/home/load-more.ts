// 'Show More' for lists that come from an /api call in batches: append the next batch, hide the
// button when a batch comes back short (spec section 4), and say so when the call fails.
import { useEffect, useState } from 'react';

/**
 * `initialHasMore`: whether more than `initial` exists, when the page knows it (the home page reads
 * one more than it shows); otherwise a full first batch means there may be more.
 */
export function useLoadMore<T extends { _id: string }>({
  initial,
  pageSize,
  fetchPage,
  initialHasMore = initial.length === pageSize,
}: {
  initial: T[];
  pageSize: number;
  fetchPage: (startIndex: number) => Promise<T[]>;
  initialHasMore?: boolean;
}) {
  const [items, setItems] = useState(initial);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // A new first page (filters changed, or a revalidation) starts the list over.
  useEffect(() => {
    setItems(initial);
    setHasMore(initialHasMore);
    setFailed(false);
  }, [initial, initialHasMore]);

  async function loadMore() {
    setBusy(true);
    setFailed(false);
    try {
      const next = await fetchPage(items.length);
      // A row added meanwhile shifts the pages by one: never show an item twice.
      setItems((current) => {
        const seen = new Set(current.map((item) => item._id));
        return [...current, ...next.filter((item) => !seen.has(item._id))];
      });
      setHasMore(next.length === pageSize);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return { items, hasMore, busy, failed, loadMore };
}

/** GETs JSON, throwing on a failed answer so the list can show its error. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}
