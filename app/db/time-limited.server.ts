// A transaction whose statements PostgreSQL stops past a time limit (statement_timeout), and
// optionally whose waits behind another transaction's lock it gives up past one (lock_timeout):
// a search that would run for seconds, a batch that would keep listing rows locked while it waits.
// A stopped statement throws (queryCanceled, lockNotAvailable in unique-violation.ts) and the
// transaction rolls back. The embedded database has neither timeout, and one connection, so no
// other transaction holds a lock there: `run` gets it as it is.
import { sql } from 'drizzle-orm';
import type { Database } from './client.server';
import { getDb, isEmbedded } from './registry.server';

const asSetting = (ms: number) => String(Math.max(1, Math.round(ms)));

/** `run` on a transaction of its own, its statements stopped past `statementMs` and its lock waits past `lockMs` (PostgreSQL). */
export async function withTimeLimits<T>({ statementMs, lockMs }: { statementMs: number; lockMs?: number }, run: (db: Database) => Promise<T>): Promise<T> {
  const db = getDb();
  if (isEmbedded(db)) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${asSetting(statementMs)}, true)`);
    if (lockMs !== undefined) await tx.execute(sql`select set_config('lock_timeout', ${asSetting(lockMs)}, true)`);
    return run(tx as unknown as Database);
  });
}
