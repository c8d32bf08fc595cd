// Two instances of the portal starting at once on one empty PostgreSQL database, as a deploy of
// several machines does (compose.yaml): both must come up, the migrations applied once, the demo
// data loaded once (app/db/client.server.ts `exclusively`). On the run's own PostgreSQL server
// (npm run test:pg) or, in the PGlite run, on one started for this file.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../scripts/postgres-server';
import { createThrowawayDatabase } from '../tests/support/throwaway-database';

const root = path.resolve(import.meta.dirname, '..');
const journal = JSON.parse(fs.readFileSync(path.join(root, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
let server: PostgresServer | undefined;
let database: { url: string; drop(): Promise<void> };
const dataDirs: string[] = [];

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    server = await startPostgresServer();
    serverUrl = server.url;
  }
  database = await createThrowawayDatabase(serverUrl, 'portal_startup');
}, 120_000);
afterAll(async () => {
  await database?.drop();
  server?.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** One instance: a machine of its own (its own DATA_DIR), the shared database. */
function startInstance() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
  dataDirs.push(dataDir);
  return promisify(execFile)(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/fixtures/prepare-database.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'silent', PG_POOL_SIZE: '2' },
    maxBuffer: 10 * 1024 * 1024,
  });
}

it('two instances starting at once both come up; migrations and demo data are applied once', async () => {
  const [a, b] = await Promise.all([startInstance(), startInstance()]);
  const found = [a, b].map((run) => JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { users: number; listings: number });
  expect(found[0].listings).toBeGreaterThan(0);
  expect(found[1]).toEqual(found[0]);
  // Exactly one instance loaded the demo data; the other found it there.
  expect([a.stdout, b.stdout].filter((out) => out.includes('Empty database: loading demo data'))).toHaveLength(1);

  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations');
    expect(rows[0]).toEqual({ n: journal.entries.length, distinct_n: journal.entries.length });
  } finally {
    await client.end();
  }
}, 300_000);
