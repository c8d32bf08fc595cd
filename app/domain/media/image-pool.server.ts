// Decoding and re-encoding pictures is the most CPU a request can ask for: twelve large PNGs in
// one upload took 10 s of CPU and pushed /search to a 0.6 s median while they ran. All image
// work of a process goes through this queue, one job at a time, and libvips uses one thread per
// job, so an upload takes at most one core and the pages keep the rest (the app runs one process
// per core: a busy upload in each still leaves every process's pages their event loop).
import sharp from 'sharp';

/** Jobs running at once in this process. */
export const IMAGE_JOBS_AT_ONCE = 1;

// libvips otherwise starts one thread per core for every image operation.
sharp.concurrency(1);

let running = 0;
let active = 0;
const waiting: Array<() => void> = [];

/** What the queue has done, for tests and the benchmark: jobs started, and the most at once. */
export const imagePoolStats = { started: 0, peak: 0 };

/** Runs `job` when a slot is free; jobs start in the order they were queued. */
export async function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  if (running < IMAGE_JOBS_AT_ONCE) running++;
  // A finishing job hands its slot straight to the next one, so no newcomer can slip in between.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  imagePoolStats.started++;
  imagePoolStats.peak = Math.max(imagePoolStats.peak, ++active);
  try {
    return await job();
  } finally {
    active--;
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
