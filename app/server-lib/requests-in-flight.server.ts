// How many requests for pages and /api calls this process is answering now, for work that should
// give way to them (domain/search/search-lane.server.ts). The Express server and the React
// Router bundle are separate module graphs, so the count is kept on globalThis.
import type { ServerResponse } from 'node:http';

const KEY = Symbol.for('yangon-portal.requests-in-flight');
interface InFlight {
  count: number;
  /** Called whenever a request ends. */
  waiters: Set<() => void>;
}
const state: InFlight = ((globalThis as { [KEY]?: InFlight })[KEY] ??= { count: 0, waiters: new Set() });

/** Counts the request of `res` until its answer is sent or its connection closes. */
export function countRequest(res: ServerResponse) {
  state.count++;
  res.once('close', () => {
    state.count--;
    for (const wake of state.waiters) wake();
  });
}

export const requestsInFlight = () => state.count;

/**
 * Resolves once at most `allowed()` requests are in flight, or after `maxMs` at the latest (so
 * work that gives way is never starved by a steady stream of pages).
 */
export function whenAtMost(allowed: () => number, maxMs: number): Promise<void> {
  if (state.count <= allowed()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      state.waiters.delete(check);
      resolve();
    };
    const check = () => {
      if (state.count <= allowed()) done();
    };
    const timer = setTimeout(done, maxMs);
    state.waiters.add(check);
  });
}
