// Once per test run, for the integration suite on the embedded database: one PGlite database
// with every migration applied, written to a file that each test file's fresh database starts
// from (tests/support/test-db.ts). Creating PGlite's cluster and migrating it cost 3-5 s a file
// on a slow CI host; a copy costs about one. Nothing to do when the suite runs on a PostgreSQL
// server (TEST_DATABASE_URL), where each file creates its own database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../app/db/client.server';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const opened = await openDatabase({ dataDir: dir, memory: true });
  try {
    const client = (opened.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await opened.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's copy; unset on PostgreSQL and outside the integration suite. */
    pgliteTemplate?: string;
  }
}
