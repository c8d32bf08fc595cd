// Production runs the server in worker processes under a small supervisor (node:cluster): one
// per CPU core (up to 4) with PostgreSQL, so a 2-core machine renders two pages at once instead
// of one; exactly one with the embedded database, which a single process must own. Everything
// the workers share lives in the database (sessions, rate limits, counters, secrets), so any
// worker may answer any request. Each worker also announces the site's address for itself as it
// starts listening (server/main.ts), so links built without PUBLIC_URL agree whichever answers.
//
// The workers also get a larger young generation (--max-semi-space-size): a page render makes
// many short-lived objects, and with the default size V8 collects them so often that some
// survive into the old generation. Measured (bench/compare.ts style, both ways round): about
// -10% CPU per listing page, -4% per search page. Their old generation is held to 256 MB: left
// to size itself on a large host, V8 let a worker reach 541 MB serving the visitors' pages
// (bench/scale-pages.ts at 100,000 listings); held, it peaked at 384 MB for 4 % fewer requests
// a second (two servers side by side, 8 interleaved rounds).
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Config } from '../app/server-lib/config.server';

export const WORKER_NODE_FLAGS = ['--max-semi-space-size=32', '--max-old-space-size=256'];

/**
 * Without WEB_CONCURRENCY, at most this many: each process opens up to PG_POOL_SIZE (10)
 * connections, PostgreSQL allows 100 by default, and in a container the core count Node sees may
 * be the host's, not the container's share.
 */
export const MAX_DEFAULT_WORKERS = 4;

/** WEB_CONCURRENCY when set; else one per core (up to 4) with PostgreSQL, one with the embedded database. */
export function workerCount(config: Pick<Config, 'DATABASE_URL' | 'WEB_CONCURRENCY'>): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? Math.min(os.availableParallelism(), MAX_DEFAULT_WORKERS);
}

/**
 * Starts `count` workers running this same script, one after another: the first one migrates and
 * seeds the database before the others open it, so they never race over the schema. A worker
 * that dies after it was serving is replaced; one that dies before ever serving (a bad
 * configuration, a locked data folder) ends the whole server with its exit code.
 */
export function superviseWorkers(count: number) {
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...WORKER_NODE_FLAGS] });
  let stopping = false;
  const alive = new Set<Worker>();

  const startWorker = () =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork();
      alive.add(worker);
      let served = false;
      worker.once('listening', () => {
        served = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        alive.delete(worker);
        if (stopping) {
          if (alive.size === 0) process.exit(0);
          return;
        }
        if (!served) process.exit(code ?? 1);
        console.error(`A server worker stopped (${signal ?? `exit code ${code}`}); starting another.`);
        void startWorker();
      });
    });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (alive.size === 0) process.exit(0);
    // Each worker closes its connections and its database handle, then exits.
    for (const worker of alive) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  return (async () => {
    for (let i = 0; i < count && !stopping; i++) await startWorker();
  })();
}
