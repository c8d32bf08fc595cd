// The 'Show More' list: what each batch does to it (batches.ts, the transitions the hook
// applies), how a batch is asked for (batch-request.ts), and how a failed one is answered
// (batch-client-loader.ts) instead of replacing the page with its error boundary.
import { describe, expect, it, vi } from 'vitest';
import { batchClientLoader, isBatchFailed } from './batch-client-loader';
import { batchHref, batchStart } from './batch-request';
import { asking, follow, initialState, startOver, withBatch, withFailure, without, type ShowMoreState } from './batches';

const rows = (...ids: number[]) => ids.map((n) => ({ _id: `id${n}` }));
const ids = (list: { items: { _id: string }[] }) => list.items.map((item) => item._id);

describe('a Show More list', () => {
  it('appends the next batch after the first page', () => {
    const list = withBatch(startOver(rows(1, 2, 3), true), { items: rows(4, 5, 6) }, 3);
    expect(ids(list)).toEqual(['id1', 'id2', 'id3', 'id4', 'id5', 'id6']);
    expect(list.hasMore).toBe(true);
  });

  it('never shows an item twice when a row added meanwhile shifted the pages', () => {
    expect(ids(withBatch(startOver(rows(1, 2, 3), true), { items: rows(3, 4, 5) }, 3))).toEqual(['id1', 'id2', 'id3', 'id4', 'id5']);
  });

  it('hides the button when a batch comes back short, or when the loader says nothing is left', () => {
    expect(withBatch(startOver(rows(1, 2, 3), true), { items: rows(4) }, 3).hasMore).toBe(false);
    expect(withBatch(startOver(rows(1, 2, 3), true), { items: [] }, 3).hasMore).toBe(false);
    expect(withBatch(startOver(rows(1, 2, 3), true), { items: rows(4, 5, 6), hasMore: false }, 3).hasMore).toBe(false);
  });

  it('says so when a batch fails, keeps what it shows and the button, and clears it on the next batch', () => {
    const failed = withFailure(startOver(rows(1, 2, 3), true));
    expect(failed).toEqual({ items: rows(1, 2, 3), hasMore: true, failed: true });
    expect(withBatch(failed, { items: rows(4, 5, 6) }, 3).failed).toBe(false);
  });

  it('takes out a deleted item and keeps the rest', () => {
    expect(ids(without(withBatch(startOver(rows(1, 2, 3), true), { items: rows(4, 5, 6) }, 3), 'id5'))).toEqual(['id1', 'id2', 'id3', 'id4', 'id6']);
  });

  it('starts over from a new first page', () => {
    const longer = withBatch(startOver(rows(1, 2, 3), true), { items: rows(4, 5, 6) }, 3);
    expect(longer.items).toHaveLength(6);
    expect(startOver(rows(7, 8), false)).toEqual({ items: rows(7, 8), hasMore: false, failed: false });
  });
});

describe("the hook's render step (follow)", () => {
  type Row = { _id: string };
  const read = (data: { rows: Row[] }) => ({ items: data.rows });
  const first = rows(1, 2, 3);
  const step = (state: ShowMoreState<Row>, answer: { rows: Row[] } | { batchFailed: true } | undefined, now = first) =>
    follow(state, { first: now, firstHasMore: true, answer, pageSize: 3, read });
  const asked = asking<Row>;

  it('appends the batch asked for once, de-duplicated, and hides the button after a short one', () => {
    const start = initialState(first, true, undefined);
    expect(step(start, undefined)).toBe(start);
    const answer = { rows: rows(3, 4, 5, 6) };
    const longer = step(asked(start), answer);
    expect(ids(longer.list)).toEqual(['id1', 'id2', 'id3', 'id4', 'id5', 'id6']);
    expect(step(longer, answer)).toBe(longer);
    const last = step(asked(longer), { rows: rows(7) });
    expect(ids(last.list)).toHaveLength(7);
    expect(last.list.hasMore).toBe(false);
  });

  it('says so when a batch fails, each failure anew', () => {
    const failed = step(asked(initialState(first, true, undefined)), { batchFailed: true });
    expect(failed.list).toMatchObject({ failed: true, hasMore: true });
    expect(ids(failed.list)).toEqual(['id1', 'id2', 'id3']);
    expect(asked(failed).list.failed).toBe(false);
    expect(step(asked(failed), { batchFailed: true }).list.failed).toBe(true);
    expect(step(asked(failed), { rows: rows(4, 5, 6) }).list.failed).toBe(false);
  });

  it('starts over when the first page changes, and drops the batch that was asked for the old one', () => {
    const longer = step(asked(initialState(first, true, undefined)), { rows: rows(4, 5, 6) });
    const inFlight = asked(longer);
    const fresh = rows(9, 8);
    const over = step(inFlight, undefined, fresh);
    expect(over.list).toEqual({ items: fresh, hasMore: true, failed: false });
    const late = step(over, { rows: rows(7, 8, 9) }, fresh);
    expect(ids(late.list)).toEqual(['id9', 'id8']);
  });

  it('ignores an answer nobody asked for (the router loading a batch again after an action)', () => {
    const start = initialState(first, true, undefined);
    expect(step(start, { rows: rows(4, 5, 6) }).list.items).toBe(first);
  });
});

describe('a batch request', () => {
  it("is the page's URL with startIndex, its filters kept", () => {
    expect(batchHref('/blogs?searchTerm=condo&sort=asc', 9)).toBe('/blogs?searchTerm=condo&sort=asc&startIndex=9');
    expect(batchHref('/dashboard?tab=users&startIndex=9', 18)).toBe('/dashboard?tab=users&startIndex=18');
    expect(batchHref('/home-lists/rent', 9)).toBe('/home-lists/rent?startIndex=9');
  });

  it('is told from the page by startIndex, clamped', () => {
    expect(batchStart(new URLSearchParams('tab=users'))).toBeUndefined();
    expect(batchStart(new URLSearchParams('startIndex=18'))).toBe(18);
    expect(batchStart(new URLSearchParams('startIndex=-4'))).toBe(0);
    expect(batchStart(new URLSearchParams('startIndex=many'))).toBe(0);
    expect(batchStart(new URLSearchParams('startIndex=1e12'))).toBe(1_000_000);
  });
});

describe('batchClientLoader', () => {
  const ask = (url: string, serverLoader: () => Promise<unknown>) => batchClientLoader({ request: new Request(`http://localhost${url}`), serverLoader });

  it("answers a failed batch in place, a new answer each time, and the page's own failures as they are", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const first = await ask('/agent?startIndex=8', offline);
    const second = await ask('/agent?startIndex=8', offline);
    expect(isBatchFailed(first) && isBatchFailed(second)).toBe(true);
    expect(first).not.toBe(second);
    await expect(ask('/agent', offline)).rejects.toThrow('Failed to fetch');
  });

  it('lets a redirect through (a session that ended goes to sign-in)', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/sign-in' } });
    await expect(ask('/dashboard?tab=users&startIndex=9', () => Promise.reject(redirect))).rejects.toBe(redirect);
  });

  it('passes a batch through', async () => {
    expect(await ask('/agent?startIndex=8', async () => ({ agents: [] }))).toEqual({ agents: [] });
  });
});
