// Opens the one database of this process: PostgreSQL when DATABASE_URL is set, otherwise the
// embedded PGlite under DATA_DIR. Both speak the same SQL and run the same migrations.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { makeOwnerOnly } from './owner-only.server';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock.server';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up message. */
  location: string;
  /**
   * Runs `fn` while no other portal process runs its own start-up work on this database
   * (migrations, reference and demo data): instances started together on several machines take
   * turns. PostgreSQL's advisory lock; the embedded database has one process only.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Where the embedded database keeps its files under DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Makes an opened embedded database's files the portal's account's alone (they hold password
 * hashes), without walking its thousands of files at every start. PGlite unpacks a new database
 * 0666 and 0755 whatever the umask: all of it is tightened then, once. The files PostgreSQL adds
 * later it creates 0600, except its relation-cache files (pg_internal.init), which PGlite writes
 * 0644 at every start, whatever the umask: at a later start, only those are tightened.
 */
export function keepPgliteOwnerOnly(folder: string, { isNew }: { isNew: boolean }) {
  if (isNew) return makeOwnerOnly(folder);
  const databases = fs.readdirSync(path.join(folder, 'base'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const cache of [path.join(folder, 'global'), ...databases.map((entry) => path.join(folder, 'base', entry.name))]) {
    makeOwnerOnly(path.join(cache, 'pg_internal.init'));
  }
}

/** The extensions the portal's migrations create; the embedded database loads them on every open. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return { pg_trgm, unaccent };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Tests pass 'memory' to get a throw-away embedded database. */
  memory?: boolean;
  /**
   * With `memory`: start from this copy of a migrated database (PGlite's `dumpDataDir`) instead
   * of an empty one. A test file's fresh database then costs a copy, not PostgreSQL's initdb and
   * every migration (tests/support/migrated-template.ts).
   */
  memoryFrom?: Blob;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.memory ?? false, options.memoryFrom);
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Return numeric/bigint columns as JS numbers where the schema asks; pg returns count(*) as text.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // An idle connection the server closes (restart, failover, admin command) is reported here;
  // without a listener node-postgres would throw it and take the whole process down. The pool
  // opens a fresh connection for the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Database;
  const exclusively = <T>(fn: () => Promise<T>) => withStartupLock(new pg.Client({ connectionString: url }), fn);
  try {
    // Drizzle's migrator takes no lock of its own: two instances starting at once would both
    // apply the first new migration, and one would fail on the other's tables.
    await exclusively(() => migrate(db as never, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', location: withoutPassword(url), exclusively, close: () => pool.end() };
}

/** Any fixed number: the portal's processes agree on it, nothing else on the server uses it. */
const STARTUP_LOCK = 7_244_031_881;

/**
 * A session-level advisory lock, held on a connection of its own while `fn` runs on the pool's
 * (a pool of one, PG_POOL_SIZE=1, would otherwise wait for itself). Closing the connection
 * releases it, also when this process dies halfway.
 */
async function withStartupLock<T>(connection: import('pg').Client, fn: () => Promise<T>): Promise<T> {
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await fn();
  } finally {
    await connection.end();
  }
}

/**
 * The connection string fit for a log line. Not `new URL`: the common Unix-socket form
 * `postgres://user@/db?host=/var/run/postgresql` has no host and would throw.
 */
export function withoutPassword(url: string): string {
  return url.replace(/^([a-z][a-z\d+.-]*:\/\/[^:/?#@]*):[^/?#]*@/i, '$1:***@');
}

async function openPglite(dataDir: string, memory: boolean, memoryFrom?: Blob): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  let lock: DataDirLock | undefined;
  let location = 'memory';
  if (!memory) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // PGlite is single-process: a second opener would corrupt the files. The lock refuses it.
    lock = acquireDataDirLock(dataDir);
    location = pgliteFolder(dataDir);
  }
  const extensions = await pgliteExtensions();
  const isNew = !memory && !fs.existsSync(path.join(location, 'PG_VERSION'));
  const client = await (memory ? PGlite.create({ extensions, loadDataDir: memoryFrom }) : PGlite.create(location, { extensions }));
  if (!memory) keepPgliteOwnerOnly(location, { isNew });
  const db = drizzle(client, { schema }) as unknown as Database;
  try {
    await migrate(db as never, { migrationsFolder });
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    location,
    exclusively: (fn) => fn(),
    async close() {
      await client.close();
      lock?.release();
    },
  };
}
