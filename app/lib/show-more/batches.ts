// What a 'Show More' list holds, as plain transitions the hook (use-show-more.ts) applies: the
// first page as the loader sent it, the batches appended after it, whether more may follow,
// and whether the last batch failed.
import { isBatchFailed, type BatchFailed } from './batch-client-loader';

export interface BatchList<T> {
  items: T[];
  hasMore: boolean;
  failed: boolean;
}

/** A batch as a loader answers it: its items, and whether more follow when the loader knows. */
export interface Batch<T> {
  items: T[];
  hasMore?: boolean;
}

/** The list as a (new) first page starts it: filters changed, or the page was loaded again. */
export const startOver = <T>(first: T[], hasMore: boolean): BatchList<T> => ({ items: first, hasMore, failed: false });

/**
 * The list with the next batch appended. A row added meanwhile shifts the pages by one, so an
 * item already shown is never shown twice. Without the loader's word, a short batch is the last.
 */
export function withBatch<T extends { _id: string }>(list: BatchList<T>, batch: Batch<T>, pageSize: number): BatchList<T> {
  const seen = new Set(list.items.map((item) => item._id));
  return {
    items: [...list.items, ...batch.items.filter((item) => !seen.has(item._id))],
    hasMore: batch.hasMore ?? batch.items.length >= pageSize,
    failed: false,
  };
}

/** The batch could not be loaded: the list stays, the button stays for another try, and it says so. */
export const withFailure = <T>(list: BatchList<T>): BatchList<T> => ({ ...list, failed: true });

/** The list less an item deleted from it (the page's action said so). */
export const without = <T extends { _id: string }>(list: BatchList<T>, id: string): BatchList<T> => ({ ...list, items: list.items.filter((item) => item._id !== id) });

/** The hook's state: the list, the first page it started from, the last answer it took, and the start of the batch asked for. */
export interface ShowMoreState<T> {
  list: BatchList<T>;
  first: T[];
  taken: unknown;
  askedFrom: number | null;
}

export const initialState = <T>(first: T[], hasMore: boolean, answer: unknown): ShowMoreState<T> => ({ list: startOver(first, hasMore), first, taken: answer, askedFrom: null });

/** The next batch is asked for: the start is remembered, and a failure told before is cleared. */
export const asking = <T>(state: ShowMoreState<T>): ShowMoreState<T> => ({ ...state, askedFrom: state.list.items.length, list: { ...state.list, failed: false } });

/**
 * What the hook shows after a render: a new first page starts the list over (and drops the
 * batch in flight, which belonged to the old one); a new answer of the loader (the fetcher's
 * data once it is idle) is appended, or said to have failed, when it is the batch asked for.
 * Returns `state` itself when nothing changed.
 */
export function follow<T extends { _id: string }, Data>(
  state: ShowMoreState<T>,
  now: { first: T[]; firstHasMore: boolean; answer: Data | BatchFailed | undefined; pageSize: number; read: (data: Data, from: number) => Batch<T> },
): ShowMoreState<T> {
  if (now.first !== state.first) return initialState(now.first, now.firstHasMore, state.taken);
  if (now.answer === undefined || now.answer === state.taken) return state;
  const { askedFrom } = state;
  if (askedFrom === null || askedFrom !== state.list.items.length) return { ...state, taken: now.answer, askedFrom: null };
  const list = isBatchFailed(now.answer) ? withFailure(state.list) : withBatch(state.list, now.read(now.answer as Data, askedFrom), now.pageSize);
  return { ...state, list, taken: now.answer, askedFrom: null };
}
