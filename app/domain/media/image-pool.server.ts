// Decoding and re-encoding pictures is the most CPU a request can ask for: twelve large PNGs in
// one upload took 10 s of CPU and pushed /search to a 0.6 s median while they ran. All image
// work of a process goes through this queue, one job at a time, and libvips uses one thread per
// job, so an upload takes at most one core and the pages keep the rest (the app runs one process
// per core: a busy upload in each still leaves every process's pages their event loop).
import sharp from 'sharp';
import { boundedLane } from '../../server-lib/bounded-lane.server';

/** Jobs running at once in this process. */
export const IMAGE_JOBS_AT_ONCE = 1;

/**
 * Jobs waiting at once in this process; the next one is refused (503) instead of queued. A
 * waiting job holds its picture, and the upload it belongs to holds the request's other files
 * (up to 12 x 2 MB), so an unbounded queue was unbounded memory. 16 never bothers a real person:
 * an upload queues one picture at a time (uploadImages stores its files one after another), so
 * a full queue means 16 uploads in flight in one process, at least four people each at their
 * own limit (upload-slots.server.ts); and a photo the browser has shrunk re-encodes in a tenth
 * of a second or so, so the last in the queue waits a few seconds, far from the page's 60 s.
 */
export const IMAGE_JOBS_WAITING_MAX = 16;
/** How long a refused upload is told to wait: the time for a full queue to drain, about. */
export const IMAGE_POOL_RETRY_AFTER_SECONDS = 5;
export const IMAGE_POOL_BUSY = 'The server is busy processing images. Please try again in a few seconds.';

// libvips otherwise starts one thread per core for every image operation.
sharp.concurrency(1);

const lane = boundedLane({ atOnce: IMAGE_JOBS_AT_ONCE, waitingMax: IMAGE_JOBS_WAITING_MAX, busyMessage: IMAGE_POOL_BUSY, retryAfterSeconds: IMAGE_POOL_RETRY_AFTER_SECONDS });

/** What the queue has done, for tests and the benchmark: jobs started, and the most at once. */
export const imagePoolStats = {
  started: 0,
  peak: 0,
  /** Jobs waiting for a slot right now. */
  get waiting() {
    return lane.waiting;
  },
};

/**
 * Refuses (503) when the queue is full, so that an upload is turned away before its body is
 * read, rather than read whole only to be refused at its first picture.
 */
export const assertImagePoolHasRoom = (): void => lane.assertRoom();

/**
 * Runs `job` when a slot is free; jobs start in the order they were queued. Throws the 503 of
 * assertImagePoolHasRoom when IMAGE_JOBS_WAITING_MAX jobs already wait.
 */
export function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  return lane.run(() => {
    imagePoolStats.started++;
    // The lane counts this job among its active ones while it runs.
    imagePoolStats.peak = Math.max(imagePoolStats.peak, lane.active);
    return job();
  });
}
