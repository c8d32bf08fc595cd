// A fresh database (embedded in a temporary DATA_DIR, or a throw-away one on a PostgreSQL
// server) loaded with the benchmark's listings by the app's own code (migrations, factories),
// then closed so a server can take it over. Used by scripts/bench.ts and bench/compare.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../app/db/client.server';
import type { Database } from '../app/db/client.server';
import { ensureReferenceData } from '../app/db/reference-data.server';
import { setDb } from '../app/db/registry.server';
import { resetConfig } from '../app/server-lib/config.server';
import { createThrowawayDatabase } from '../tests/support/throwaway-database';
import { loadBenchData, type LoadedData, type LoadOptions } from './load-data';

export interface LoadedDatabase {
  kind: 'postgres' | 'pglite';
  dataDir: string;
  /** Set for PostgreSQL: the throw-away database's URL and name. */
  url?: string;
  name?: string;
  loaded: LoadedData;
  /** Drops the database and removes the data folder. */
  remove(): Promise<void>;
}

export async function loadDatabase({
  kind,
  serverUrl,
  listings,
  load,
  whileOpen,
}: {
  kind: 'postgres' | 'pglite';
  serverUrl?: string;
  listings: number;
  /** More of loadBenchData's options: the closed share, rows added in SQL before the indexes. */
  load?: Omit<LoadOptions, 'count'>;
  /** Runs with the loaded database open in this process (EXPLAIN, version). */
  whileOpen?: (db: Database) => Promise<void>;
}): Promise<LoadedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${kind}-`));
  const database = kind === 'postgres' ? await createThrowawayDatabase(serverUrl!, 'portal_bench') : undefined;
  const remove = async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    process.env.DATA_DIR = dataDir;
    resetConfig();
    console.log(`\n[${kind}] loading ${listings.toLocaleString('en-US')} listings...`);
    const opened = await openDatabase({ databaseUrl: database?.url, dataDir });
    setDb(opened.db);
    try {
      await ensureReferenceData();
      const loaded = await loadBenchData({ ...load, count: listings });
      console.log(`[${kind}] loaded in ${loaded.seconds.toFixed(1)} s`);
      await whileOpen?.(opened.db);
      return { kind, dataDir, url: database?.url, name: database && new URL(database.url).pathname.slice(1), loaded, remove };
    } finally {
      await opened.close();
      setDb(undefined);
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Opens a loaded database in this process again (after a server had it), runs `run` on it, then closes it. */
export async function reopenDatabase<T>(database: LoadedDatabase, run: (db: Database) => Promise<T>): Promise<T> {
  process.env.DATA_DIR = database.dataDir;
  resetConfig();
  const opened = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
  setDb(opened.db);
  try {
    return await run(opened.db);
  } finally {
    await opened.close();
    setDb(undefined);
  }
}

/**
 * A focused benchmark run alone: a fresh database (DATABASE_URL's PostgreSQL server, else
 * embedded) with BENCH_LISTINGS listings, `run` on it, then the database removed.
 */
export async function runOnLoadedDatabase(run: (kind: 'postgres' | 'pglite') => Promise<void>): Promise<never> {
  const serverUrl = process.env.DATABASE_URL || process.env.PG_SERVER_URL || process.env.TEST_DATABASE_URL;
  const kind = serverUrl ? 'postgres' : 'pglite';
  const database = await loadDatabase({ kind, serverUrl, listings: Number(process.env.BENCH_LISTINGS ?? 100_000), whileOpen: () => run(kind) });
  await database.remove();
  process.exit(0);
}
