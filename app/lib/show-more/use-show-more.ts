// 'Show More' under a list, on a React Router fetcher: the page comes with the first batch;
// each click loads the next one from the page's own loader (`href` with ?startIndex=, see
// batch-request.ts) and appends it. The button goes when a batch comes back short (spec
// section 4) or the loader says nothing is left, `failed` says when a batch could not be
// loaded, and a new first page (filters changed, an action revalidated the page) starts the
// list over (batches.ts holds these rules). The page exports batchClientLoader as its
// clientLoader, so a failed batch is told here rather than by the page's error boundary.
import { useEffect, useId, useRef, useState } from 'react';
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

/**
 * Spread on the element whose children are the list's items (`listProps`), on each of them where
 * a phone and a wide screen show the list differently (cards, a table's body).
 */
export type ShowMoreListProps = { 'data-show-more': string };

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
  // A batch asked for from the focused button moves the focus to the first new item, as a reader
  // moving on expects: the button is disabled while the batch loads and goes with the last one,
  // which would drop the focus to the top of the page.
  const listProps: ShowMoreListProps = { 'data-show-more': useId() };
  const focusNewItems = useFocusNewItems(listProps['data-show-more'], busy, next.list.items.length);
  const showMore = () => {
    if (busy) return;
    focusNewItems(next.list.items.length);
    setState(asking(next));
    void fetcher.load(batchHref(href, next.list.items.length));
  };
  /** Takes out an item deleted meanwhile, for a page that does not load its list again after a delete. */
  const drop = (id: string) => setState((current) => ({ ...current, list: without(current.list, id) }));
  return { items: next.list.items, hasMore: next.list.hasMore, failed: next.list.failed, busy, showMore, drop, listProps };
}

/**
 * Remembers the focused control and the list's length when a batch is asked for; once the batch
 * is in, moves the focus to the first new item if it is still on that control or was dropped
 * (disabled or gone), or back to the control when nothing came.
 */
function useFocusNewItems(listKey: string, busy: boolean, count: number) {
  const asked = useRef<{ from: number; control: Element; loading?: true } | null>(null);
  useEffect(() => {
    const pending = asked.current;
    if (!pending) return;
    // Only once the batch has been on its way and is in.
    if (busy) pending.loading = true;
    if (busy || !pending.loading) return;
    asked.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== pending.control) return;
    // The list the reader sees: a phone's cards or a wide screen's table.
    const lists = document.querySelectorAll(`[data-show-more="${CSS.escape(listKey)}"]`);
    const list = [...lists].find((element) => element.getClientRects().length > 0);
    const firstNew = list?.children[pending.from];
    // Its link rather than its Save button, which comes first on a result card.
    const target = firstNew?.querySelector<HTMLElement>('a[href]') ?? firstNew?.querySelector<HTMLElement>('button:not(:disabled)');
    if (count > pending.from && target) target.focus();
    else if (pending.control.isConnected) (pending.control as HTMLElement).focus();
  }, [busy, count, listKey]);
  return (from: number) => {
    const control = document.activeElement;
    asked.current = control instanceof HTMLElement && control !== document.body ? { from, control } : null;
  };
}
