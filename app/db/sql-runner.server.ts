// Plain SQL on the process's database client, for a library that brings its own SQL (pg-boss,
// domain/jobs) and must share the app's connection: the one PGlite of the embedded database, or
// the node-postgres pool. Two things it takes care of that a bare client would not:
// - a text of several statements and no parameters (pg-boss's schema creation and maintenance,
//   each wrapped in BEGIN ... COMMIT) runs as one simple query: PGlite's `query` takes a single
//   statement, `exec` several; on PostgreSQL it runs on one pooled connection;
// - when such a text fails half-way, its transaction is rolled back on that same connection:
//   left open and aborted, it would refuse every later statement of the app (PGlite has no other
//   connection to fall back on).
// drain() waits for the statements still running, so the database is not closed under them.
import type { Database } from './client.server';

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Resolves once every statement started so far has finished. */
  drain(): Promise<void>;
}

interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  exec(text: string): Promise<SqlResult[]>;
}

interface PoolClient {
  query(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
  release(): void;
}

interface Pool {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  connect(): Promise<PoolClient>;
}

const last = (results: SqlResult | SqlResult[]): SqlResult => (Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results);

// node-postgres turns undefined into null; PGlite's serializers do not accept it.
const bound = (values: unknown[]) => values.map((v) => (v === undefined ? null : v));

function pgliteRunner(client: PgliteClient) {
  return async (text: string, values?: unknown[]): Promise<SqlResult> => {
    if (values?.length) return client.query(text, bound(values));
    try {
      return last(await client.exec(text));
    } catch (error) {
      await client.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
}

function poolRunner(pool: Pool) {
  return async (text: string, values?: unknown[]): Promise<SqlResult> => {
    if (values?.length) return pool.query(text, values);
    const connection = await pool.connect();
    try {
      return last(await connection.query(text));
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  };
}

/** A runner on the client behind a drizzle database (its `$client`: a PGlite or a pg Pool). */
export function sqlRunner(db: Database): SqlRunner {
  const client = (db as unknown as { $client: PgliteClient | Pool }).$client;
  const run = 'exec' in client ? pgliteRunner(client) : poolRunner(client);
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const statement = run(text, values);
      const settled = statement.catch(() => undefined).finally(() => running.delete(settled));
      running.add(settled);
      return statement;
    },
    async drain() {
      while (running.size) await Promise.all(running);
    },
  };
}
