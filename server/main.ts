// Start-up: open the database (migrating it), load reference and demo data, serve HTTP, and
// shut down cleanly on SIGINT/SIGTERM so the embedded database is never left half-written.
import cluster from 'node:cluster';
import path from 'node:path';
import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { openDatabase, type OpenDatabase } from '../app/db/client.server';
import { DataDirBusyError } from '../app/db/lock.server';
import { ensureReferenceData } from '../app/db/reference-data.server';
import { setDb } from '../app/db/registry.server';
import { isDatabaseEmpty, seedDemoData } from '../app/db/demo/seed.server';
import { JOB_CATALOGUE } from '../app/domain/jobs/catalogue.server';
import { startJobQueue, stopJobQueue } from '../app/domain/jobs/queue.server';
import { getConfig, type Config } from '../app/server-lib/config.server';
import { prepareDataDir, UnsafeDataDirError } from '../app/db/data-dir.server';
import { announceOrigin, announcedOrigin } from '../app/server-lib/public-origin.server';
import { startAdminSocket } from './admin-socket';
import { createApp } from './app';

const root = path.resolve(import.meta.dirname, '..');

export async function prepareDatabase(): Promise<OpenDatabase> {
  const config = getConfig();
  let opened: OpenDatabase;
  try {
    const { tightened } = prepareDataDir(config.dataDir);
    if (tightened && config.LOG_LEVEL !== 'silent') console.log(`${config.dataDir} was readable by other accounts: it is now the portal's alone (folders 0700, files 0600).`);
    opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirBusyError || error instanceof UnsafeDataDirError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  setDb(opened.db);
  // One instance at a time: two starting together on an empty database would both load the demo data.
  await opened.exclusively(async () => {
    await ensureReferenceData();
    if (config.demoData && (await isDatabaseEmpty())) {
      console.log('Empty database: loading demo data (DEMO_DATA=0 skips this)...');
      await seedDemoData();
    }
  });
  return opened;
}

/** For the start-up message: where images and payment proofs go (app/domain/media/object-store.server.ts). */
const uploadsLocation = (config: Config) =>
  config.S3_BUCKET
    ? `in the bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}, images served ${config.S3_PUBLIC_URL ? `from ${config.S3_PUBLIC_URL}` : 'through /media'}`
    : `in ${path.join(config.dataDir, 'media')} and ${path.join(config.dataDir, 'private')}`;

export async function startServer({ mode }: { mode: 'production' | 'development' }) {
  const config = getConfig();
  // Said once, by the first worker (server/workers.ts), not by each.
  const speaks = !cluster.isWorker || cluster.worker?.id === 1;
  if (mode === 'production' && !config.PUBLIC_URL && speaks) {
    // Without it, links in e-mails (password reset) start with the local address announced below.
    console.warn('PUBLIC_URL is not set: set it to the site address (https://...) before going live.');
  }
  const opened = await prepareDatabase();
  // Every process works the queue: each job runs once, in whichever fetches it first.
  await startJobQueue(JOB_CATALOGUE);
  const adminSocket = opened.kind === 'pglite' ? startAdminSocket(config.dataDir) : undefined;

  let app;
  let vite: { close(): Promise<void> } | undefined;
  if (mode === 'development') {
    const { createServer } = await import('vite');
    const devServer = await createServer({ root, server: { middlewareMode: true } });
    vite = devServer;
    app = createApp({
      config,
      build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      devMiddleware: devServer.middlewares,
    });
  } else {
    const build = (await import(path.join(root, 'build/server/index.js'))) as ServerBuild;
    app = createApp({ config, build, clientDir: path.join(root, 'build/client') });
  }

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Every process announces it for itself (each worker runs this): without PUBLIC_URL, links in
  // e-mails start with the address the start-up message names, never with a request's Host.
  const origin = announcedOrigin({ host: config.HOST, port });
  announceOrigin(origin);
  if (speaks) {
    console.log(
      [
        '',
        `Yangon Homes is running on ${origin}`,
        `Data: ${opened.kind === 'pglite' ? `embedded database in ${opened.location}` : `PostgreSQL at ${opened.location}`}; uploads ${uploadsLocation(config)}`,
        'Create an admin: npm run admin -- --email you@example.com --password "a-long-password"',
        '',
      ].join('\n'),
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down...`);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await adminSocket?.close();
    await vite?.close();
    // Running jobs finish first; one cut short is retried by the next start (or another instance).
    await stopJobQueue();
    await opened.close();
    setDb(undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return server;
}
