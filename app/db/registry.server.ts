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

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A prepared statement of the open database, built on first use. The busiest pages run the same
 * few queries over and over: prepared, drizzle builds their SQL once and PostgreSQL parses and
 * plans them once per connection instead of on every request. Only for queries whose best plan
 * is the same for every value (a lookup by key): PostgreSQL may settle on one generic plan.
 * `name` must be unique.
 */
export function prepared<T>(name: string, build: (db: Database, name: string) => T): () => T {
  return () => {
    const db = getDb();
    let byName = statements.get(db);
    if (!byName) statements.set(db, (byName = new Map()));
    if (!byName.has(name)) byName.set(name, build(db, name));
    return byName.get(name) as T;
  };
}
