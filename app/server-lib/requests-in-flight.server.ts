// How many requests for pages and /api calls this process is answering now, for work that should
// give way to them (domain/search/search-lane.server.ts). The Express server and the React
// Router bundle are separate module graphs, so the count is kept on globalThis.
import type { ServerResponse } from 'node:http';

const KEY = Symbol.for('yangon-portal.requests-in-flight');
interface InFlight {
  count: number;
  /** When a request last started or ended. */
  changedAt: number;
  /** Called whenever a request starts or ends. */
  waiters: Set<() => void>;
}
const state: InFlight = ((globalThis as { [KEY]?: InFlight })[KEY] ??= { count: 0, changedAt: 0, waiters: new Set() });

function changed(by: number) {
  state.count += by;
  state.changedAt = performance.now();
  for (const wake of state.waiters) wake();
}

/**
 * Counts the request of `res` until its answer is handed to the network ('finish') or its
 * connection closes, whichever comes first: a slow reader's download is not work that a search
 * should wait for.
 */
export function countRequest(res: ServerResponse) {
  changed(1);
  let counted = true;
  const done = () => {
    if (!counted) return;
    counted = false;
    changed(-1);
  };
  res.once('finish', done);
  res.once('close', done);
}

export const requestsInFlight = () => state.count;

/**
 * Tells the work waiting for a pause that what it may allow has changed (another search joined
 * the lane): it need not wait for the next request to start or end to see it.
 */
export function allowanceChanged() {
  for (const wake of state.waiters) wake();
}

/**
 * Resolves once at most `allowed()` requests have been in flight for `quietMs` without a break
 * (the gap between one visitor's answer and their next request is not a pause), or after `maxMs`
 * at the latest, so that work giving way is never starved by a steady stream of pages.
 */
export function whenQuiet(allowed: () => number, { quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> {
  if (state.count <= allowed() && performance.now() - state.changedAt >= quietMs) return Promise.resolve();
  return new Promise((resolve) => {
    let pause: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(deadline);
      clearTimeout(pause);
      state.waiters.delete(check);
      resolve();
    };
    const check = () => {
      clearTimeout(pause);
      pause = state.count <= allowed() ? setTimeout(done, quietMs) : undefined;
    };
    const deadline = setTimeout(done, maxMs);
    state.waiters.add(check);
    check();
  });
}
