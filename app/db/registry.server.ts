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

/** The queries built for each open database (a test opens many), by what identifies each. */
const builtQueries = new WeakMap<Database, { statements: Map<string, unknown>; shapes: Map<string, unknown> }>();

function builtFor(db: Database) {
  let built = builtQueries.get(db);
  if (!built) builtQueries.set(db, (built = { statements: new Map(), shapes: new Map() }));
  return built;
}

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
    const { statements } = builtFor(db);
    if (!statements.has(name)) statements.set(name, build(db, name));
    return statements.get(name) as T;
  };
}

/** More shapes than searches really take: past it a query is built each time, as before, rather than the memo growing. */
const MAX_SHAPES = 1_000;

/**
 * A query drizzle builds once per shape, then runs with each request's values: for a query whose
 * SQL varies with its input (a search's filters and order) but repeats across requests. `shape`
 * names everything the SQL depends on; the values go in as placeholders. Build it with
 * `.prepare('')`: the empty name makes it an unnamed statement, which PostgreSQL plans anew with
 * the values every time. A named one could settle on one generic plan for every value, and the
 * best index for a search depends on its values (a rare township, a wide price range).
 */
export function builtPerShape<T>(family: string, shape: string, build: (db: Database) => T): T {
  const db = getDb();
  const { shapes } = builtFor(db);
  const key = `${family}:${shape}`;
  let query = shapes.get(key) as T | undefined;
  if (query === undefined) {
    query = build(db);
    if (shapes.size < MAX_SHAPES) shapes.set(key, query);
  }
  return query;
}

/** True on the embedded PGlite, whose queries run in this process's own thread; false on a PostgreSQL server. */
export const isEmbedded = (db: Database = getDb()): boolean => 'exec' in (db as unknown as { $client: object }).$client;
