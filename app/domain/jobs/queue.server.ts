// The process's job queue, on the process's database (db/registry.server.ts). The server starts
// it with the catalogue (server/main.ts: startJobQueue(JOB_CATALOGUE)) and stops it before closing
// the database. Kept on globalThis like the database handle: the Express server, which starts it,
// and the React Router bundle, whose actions enqueue, are separate module graphs.
// A process that never started it (a script, a test that does not run jobs) gets a queue that only
// stores on its first enqueue: the job waits in the database for a server to run it.
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { JobQueue, type JobQueueOptions } from './job-queue.server';

const KEY = Symbol.for('yangon-portal.job-queue');
type Holder = { [KEY]?: { db: Database; queue: Promise<JobQueue>; works: boolean } };
const holder = globalThis as Holder;

/** Starts running the given jobs and schedules on the process's database (once; again after stop). */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const current = holder[KEY];
  if (current?.works && current.db === getDb()) return current.queue;
  await stopJobQueue();
  const db = getDb();
  const queue = new JobQueue(db, options).start();
  holder[KEY] = { db, queue, works: true };
  try {
    return await queue;
  } catch (error) {
    if (holder[KEY]?.queue === queue) delete holder[KEY];
    throw error;
  }
}

/** Stops the process's queue (running jobs finish first); before the database closes. */
export async function stopJobQueue(): Promise<void> {
  const current = holder[KEY];
  if (!current) return;
  delete holder[KEY];
  const queue = await current.queue.catch(() => undefined);
  await queue?.stop();
}

/** The process's queue: the started one, or one that only stores, opened on first use. */
export function jobQueue(): Promise<JobQueue> {
  const db = getDb();
  const current = holder[KEY];
  if (current?.db === db) return current.queue;
  const queue = new JobQueue(db).start();
  holder[KEY] = { db, queue, works: false };
  queue.catch(() => {
    if (holder[KEY]?.queue === queue) delete holder[KEY];
  });
  return queue;
}

/**
 * Stores a job for the queue named `name` (a job of domain/jobs/catalogue.server.ts); resolves
 * with its id once it is in the database, so the caller may answer "accepted".
 */
export async function enqueueJob(name: string, data: object, options?: { startAfterSeconds?: number }): Promise<string> {
  return (await jobQueue()).enqueue(name, data, options);
}
