// A lane for work that can take a whole core (or the embedded database) for a while: a few jobs
// at once, the rest waiting their turn in order, and past a bounded line of waiters a refusal at
// once (503, with Retry-After) rather than a queue as long as an attacker likes. p-limit keeps
// the order and the counts.
import pLimit from 'p-limit';
import { AppError } from '../lib/errors';

export interface BoundedLane {
  /** Runs `job` when the lane has room; throws the lane's 503 when `waitingMax` jobs already wait. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Throws the 503 when the line is full, without queuing anything. */
  assertRoom(): void;
  readonly active: number;
  readonly waiting: number;
}

export function boundedLane({ atOnce, waitingMax, busyMessage, retryAfterSeconds }: { atOnce: number; waitingMax: number; busyMessage: string; retryAfterSeconds: number }): BoundedLane {
  const limit = pLimit(atOnce);
  const assertRoom = () => {
    if (limit.activeCount < atOnce || limit.pendingCount < waitingMax) return;
    const error = new AppError(503, busyMessage);
    error.retryAfterSeconds = retryAfterSeconds;
    throw error;
  };
  return {
    // Checked and queued in one synchronous step (before the first await), so a burst cannot
    // all see room for one more.
    async run(job) {
      assertRoom();
      return limit(job);
    },
    assertRoom,
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
