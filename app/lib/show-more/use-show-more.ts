// 'Show More' under a list, on a React Router fetcher: the page comes with the first batch;
// each click loads the next one from the page's own loader (`href` with ?startIndex=, see
// batch-request.ts) and appends it. The button goes when a batch comes back short (spec
// section 4) or the loader says nothing is left, `failed` says when a batch could not be
// loaded, and a new first page (filters changed, an action revalidated the page) starts the
// list over (batches.ts holds these rules). The page exports batchClientLoader as its
// clientLoader, so a failed batch is told here rather than by the page's error boundary.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { batchHref } from './batch-request';
import { asking, follow, initialState, without, type Batch } from './batches';

export interface ShowMoreOptions<T, Data> {
  /** The first batch, as the page's loader sent it. */
  first: T[];
  /** Whether more than `first` exists, when the loader knows; else a full first batch means maybe. */
  firstHasMore?: boolean;
  pageSize: number;
  /** The URL whose loader answers the list's batches: the page's own, with its filters. */
  href: string;
  /** The batch in the loader's answer to the batch starting at `from`. */
  read: (data: Data, from: number) => Batch<T>;
}

export function useShowMore<T extends { _id: string }, Data>({ first, firstHasMore, pageSize, href, read }: ShowMoreOptions<T, Data>) {
  // Typed by `read`: the loader at `href` is the one whose answer the caller describes there.
  const fetcher = useFetcher<unknown>();
  const hasMore = firstHasMore ?? first.length >= pageSize;
  const [state, setState] = useState(() => initialState(first, hasMore, fetcher.data));
  // Followed during render rather than in an effect, so no frame shows a stale list.
  const answer = fetcher.state === 'idle' ? (fetcher.data as Data | undefined) : undefined;
  const next = follow(state, { first, firstHasMore: hasMore, answer, pageSize, read });
  if (next !== state) setState(next);

  const busy = fetcher.state !== 'idle';
  const showMore = () => {
    if (busy) return;
    setState(asking(next));
    void fetcher.load(batchHref(href, next.list.items.length));
  };
  /** Takes out an item deleted meanwhile, for a page that does not load its list again after a delete. */
  const drop = (id: string) => setState((current) => ({ ...current, list: without(current.list, id) }));
  return { items: next.list.items, hasMore: next.list.hasMore, failed: next.list.failed, busy, showMore, drop };
}
