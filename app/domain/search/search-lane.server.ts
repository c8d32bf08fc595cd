// A full-text search can cost far more than a page: a term of thirty short words, each found in
// most listings and together in none, reads every listing's text. Four clients sending such terms
// held an ordinary visitor's /search for seconds. So text searches take turns, one at a time in a
// process (an ordinary search is over in milliseconds, so a person barely waits), a bounded line
// waits behind it, and on PostgreSQL each of their queries is stopped at SEARCH_TIMEOUT_MS. The
// embedded database has no statement timeout and runs in this process's thread: there each
// query of a text search also lets the pages being answered go first (GIVE_WAY), within one
// allowance for the whole search.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../../db/client.server';
import { isEmbedded } from '../../db/registry.server';
import { withTimeLimits } from '../../db/time-limited.server';
import { queryCanceled } from '../../db/unique-violation';
import { AppError } from '../../lib/errors';
import { boundedLane, type BoundedLane } from '../../server-lib/bounded-lane.server';
import { getConfig } from '../../server-lib/config.server';
import { allowanceChanged, whenQuiet } from '../../server-lib/requests-in-flight.server';

export const SEARCH_BUSY = 'Search is busy right now. Please try again in a few seconds.';
export const SEARCH_TOO_SLOW = 'This search took too long. Try fewer words, or longer ones.';

/** Searches waiting their turn in a process; the next is refused at once. */
export const SEARCHES_WAITING_MAX = 16;

const lane = boundedLane({ atOnce: 1, waitingMax: SEARCHES_WAITING_MAX, busyMessage: SEARCH_BUSY, retryAfterSeconds: 5 });

/**
 * On the embedded database a query holds the process's thread: each query of a text search waits
 * for a pause of `quietMs` in the other pages and /api calls being answered (the searches in the
 * lane aside), so the pages run between a costly search's queries rather than behind them. Its
 * queries together wait `maxMs` at most: under a steady stream of pages a search of five queries
 * would otherwise wait five times as long, and the searches in line behind it with it.
 */
export const GIVE_WAY = { quietMs: 5, maxMs: 1_000 };

/** When the search holding the lane's turn has spent its time for giving way (performance.now()). */
const giveWayUntil = new AsyncLocalStorage<number>();

/** What the lane holds now, for the tests. */
export const searchLaneStats: Pick<BoundedLane, 'active' | 'waiting'> = lane;

/**
 * Runs one search's queries when it is their turn (SEARCH_BUSY when the line is full). Joining the
 * line makes its request one the search at the front need not give way to.
 */
export function inSearchLane<T>(search: () => Promise<T>): Promise<T> {
  const turn = lane.run(() => giveWayUntil.run(performance.now() + GIVE_WAY.maxMs, search));
  allowanceChanged();
  return turn;
}

/**
 * Runs one search's query (`run` is handed the database to run it on). On PostgreSQL it runs in
 * a transaction of its own under SEARCH_TIMEOUT_MS, stopped with SEARCH_TOO_SLOW past it; the
 * embedded database has no statement timeout, so there it gives way first (within what is left
 * of its search's allowance) and runs as it is.
 */
export async function withinSearchTime<T>(run: (db: Database) => Promise<T>): Promise<T> {
  if (isEmbedded()) {
    const maxMs = (giveWayUntil.getStore() ?? performance.now() + GIVE_WAY.maxMs) - performance.now();
    if (maxMs > 0) await whenQuiet(() => lane.active + lane.waiting, { quietMs: GIVE_WAY.quietMs, maxMs });
  }
  try {
    return await withTimeLimits({ statementMs: getConfig().SEARCH_TIMEOUT_MS }, run);
  } catch (error) {
    if (queryCanceled(error)) throw new AppError(503, SEARCH_TOO_SLOW);
    throw error;
  }
}
