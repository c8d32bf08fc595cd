// The process's database handle. The Express server and the React Router server bundle are
// separate module graphs, so the handle is kept on globalThis, set once at start-up.
import type { Database } from './client.server';

const KEY = Symbol.for('yangon-portal.db');
type Holder = { [KEY]?: Database };

export function setDb(db: Database | undefined) {
  (globalThis as Holder)[KEY] = db;
}

export function getDb(): Database {
  const db = (globalThis as Holder)[KEY];
  if (!db) throw new Error('Database not opened: call setDb() at start-up');
  return db;
}
