// One run at a time of a job made of many short transactions (the listing rollup's batches), so
// that two runs never interleave them. On PostgreSQL the run gets a connection of its own, for
// its statements and a session-level advisory lock on the name held across all of them: another
// process's run waits for the whole run, and so does any transaction that takes the same lock by
// pg_advisory_xact_lock(hashtext(name)). One session also keeps the run's temporary tables. Not
// a connection of the pool: the app's other queries go on there meanwhile, and a pool of one
// (PG_POOL_SIZE=1) is not held for the whole run. Closing it lets the lock go, also when the run
// fails half way; the server lets it go when this process dies. The embedded database has one
// process and one session: its runs take turns in this process, on that session.
import type { Pool } from 'pg';
import type { Database } from './client.server';
import { getDb, isEmbedded } from './registry.server';
import * as schema from './schema';

// On globalThis: the Express server and the React Router bundle are separate module graphs.
const KEY = Symbol.for('yangon-portal.runs-alone');
const holder = globalThis as { [KEY]?: Map<string, Promise<unknown>> };

/** Runs `run` on a database session of its own while no other run under `name` runs, in any process. */
export async function runAlone<T>(name: string, run: (db: Database) => Promise<T>): Promise<T> {
  const db = getDb();
  if (isEmbedded(db)) return inTurn(name, () => run(db));
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = (db as unknown as { $client: Pool }).$client;
  const connection = new pg.Client(pool.options);
  // A connection the server closes mid-run fails the run's next statement; without a listener
  // node-postgres would throw the error itself and take the process down.
  connection.on('error', (error) => console.error(`The connection of ${name} was lost: ${error.message}`));
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await run(drizzle(connection, { schema }) as unknown as Database);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/** `run` once every run queued before it under `name` in this process has finished. */
async function inTurn<T>(name: string, run: () => Promise<T>): Promise<T> {
  const runs = (holder[KEY] ??= new Map());
  const before = runs.get(name) ?? Promise.resolve();
  const mine = before.then(run);
  const settled = mine.catch(() => undefined);
  runs.set(name, settled);
  try {
    return await mine;
  } finally {
    if (runs.get(name) === settled) runs.delete(name);
  }
}
