// `npm start`: build the production bundle when it is missing or stale, then serve it from
// worker processes (server/workers.ts). This same script is each worker's entry.
import cluster from 'node:cluster';
import { getConfig } from '../app/server-lib/config.server';
import { superviseWorkers, workerCount } from '../server/workers';
import { buildIfStale } from './build-if-stale';

process.env.NODE_ENV = 'production';
if (cluster.isPrimary) {
  try {
    buildIfStale();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await superviseWorkers(workerCount(getConfig()));
} else {
  const { startServer } = await import('../server/main');
  await startServer({ mode: 'production' });
}
