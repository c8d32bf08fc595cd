// Plain SQL on the app's own client, as pg-boss sends it: several statements in one text, and a
// failure half-way through a transaction that must not leave the connection unusable.
import { describe, expect, it } from 'vitest';
import { getDb } from './registry.server';
import { sqlRunner } from './sql-runner.server';
import { setupTestDatabase } from '../../tests/support/test-db';

setupTestDatabase();

describe('sqlRunner', () => {
  it('runs a text of several statements, answering the last one, and a statement with parameters', async () => {
    const sql = sqlRunner(getDb());
    const { rows } = await sql.executeSql('CREATE TEMP TABLE runner_probe (n int); INSERT INTO runner_probe VALUES (1), (2); SELECT sum(n)::int AS total FROM runner_probe');
    expect(rows).toEqual([{ total: 3 }]);
    expect((await sql.executeSql('SELECT $1::int + 1 AS next, $2::text AS nothing', [41, undefined])).rows).toEqual([{ next: 42, nothing: null }]);
  });

  it('rolls back a transaction that failed half-way, so the connection serves the next statement', async () => {
    const sql = sqlRunner(getDb());
    await expect(sql.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;')).rejects.toThrow(/division by zero/);
    expect((await sql.executeSql('SELECT 1 AS one; SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    expect((await sql.executeSql('SELECT $1::int AS three', [3])).rows).toEqual([{ three: 3 }]);
  });

  it('drain() waits for the statements under way', async () => {
    const sql = sqlRunner(getDb());
    let done = false;
    void sql.executeSql('SELECT pg_sleep(0.2)').then(() => (done = true));
    await sql.drain();
    expect(done).toBe(true);
  });
});
