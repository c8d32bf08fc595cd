// The PostgreSQL pool survives the server closing its idle connections (as on a restart).
// Runs only where there is a server: the suite's PostgreSQL pass (npm run test:pg) sets
// TEST_DATABASE_URL; on the embedded database there are no connections to lose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../tests/support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('database connections', () => {
  it('answer again after the server terminates every other connection', async () => {
    const db = database.db;
    await db.execute(sql`select 1`);
    if (database.kind === 'postgres') {
      // From a fresh connection of the same pool, end all the others (idle ones included).
      await Promise.all([db.execute(sql`select 1`), db.execute(sql`select 1`)]);
      await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = (await db.execute(sql`select 42 as answer`)) as unknown as { rows: { answer: number }[] };
    expect(Number(result.rows[0].answer)).toBe(42);
  });
});
