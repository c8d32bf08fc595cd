// While a backup copies the stored files, none is deleted: the backup's database snapshot may
// still show a photo that a listing lost after it, and the copy must hold that photo. A backup in
// this process (the embedded database's, run by the server) counts itself here; one in another
// process or on another machine (PostgreSQL's) holds a shared advisory lock on its connection.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';

/** Any fixed number: the portal's backups and deleters agree on it, nothing else uses it. */
export const BACKUP_LOCK = 7_244_031_882;

// On globalThis: the Express server (which runs the backup) and the React Router bundle (which
// deletes) are separate module graphs.
const KEY = Symbol.for('yangon-portal.backups-in-process');
const holder = globalThis as { [KEY]?: number };

/** Runs `fn` with file deletes held in this process (the embedded database's backup). */
export async function withFileDeletesHeld<T>(fn: () => Promise<T>): Promise<T> {
  holder[KEY] = (holder[KEY] ?? 0) + 1;
  try {
    return await fn();
  } finally {
    holder[KEY]! -= 1;
  }
}

/** True while a backup runs here or anywhere on this database. */
export async function fileDeletesHeld(): Promise<boolean> {
  if (holder[KEY]) return true;
  // The exclusive try fails while any backup holds the lock shared; it is let go at once.
  const result = (await getDb().execute(sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as free`)) as unknown as { rows: { free: boolean }[] };
  return result.rows[0]?.free !== true;
}
