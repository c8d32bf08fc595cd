// What a piece of code asks the database, and how the database answers it: the statements run
// while it goes on, each statement's plan, and the rows each table was read for. For tests that
// hold a page to reading only what it shows.
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../app/db/registry.server';

/**
 * The SQL the database driver is asked to run (PGlite's and node-postgres's `query`) while `run`
 * goes on, with its parameters.
 */
type Driver = { query: (...args: unknown[]) => unknown };
export async function recordQueries(run: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const driver = (getDb() as unknown as { $client: Driver }).$client;
  const original = driver.query;
  const recorded: { text: string; params: unknown[] }[] = [];
  driver.query = function (this: unknown, ...args: unknown[]) {
    const [first, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    recorded.push(typeof first === 'string' ? { text: first, params: params ?? [] } : { text: first.text, params: params ?? first.values ?? [] });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    driver.query = original;
  }
  return recorded;
}

/** `query`'s plan as EXPLAIN (ANALYZE) gives it, with sequential scans ruled out: on a few rows the planner would read whole tables whatever their indexes. */
export async function planOf(query: SQL, analyze = false): Promise<string> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${sql.raw(analyze ? '(analyze, format json) ' : '')}${query}`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((row) => { const value = Object.values(row)[0]; return typeof value === 'string' ? value : JSON.stringify(value); }).join('\n');
  });
}

/** A recorded statement as drizzle SQL again, its $n placeholders bound to the values it ran with. */
export const asSql = ({ text, params }: { text: string; params: unknown[] }) =>
  sql.join(text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))));

/** Rows each table was read for (kept or filtered out), over every scan of an EXPLAIN ANALYZE plan in JSON. */
export function rowsRead(plan: unknown, into: Map<string, number>) {
  if (Array.isArray(plan)) for (const item of plan) rowsRead(item, into);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const table = node['Relation Name'];
    if (typeof table === 'string' && typeof node['Actual Rows'] === 'number') {
      const perLoop = Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0) + Number(node['Rows Removed by Index Recheck'] ?? 0);
      into.set(table, (into.get(table) ?? 0) + perLoop * Number(node['Actual Loops'] ?? 1));
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') rowsRead(value, into);
  }
}
