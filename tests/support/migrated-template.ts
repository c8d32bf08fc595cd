// Once per test run, for the integration suite: one database with every migration applied, which
// each test file's fresh database starts from (tests/support/test-db.ts). On the embedded PGlite,
// a file holding the migrated data folder: creating PGlite's cluster and migrating it cost 3-5 s a
// file on a slow CI host, a copy about one. On a PostgreSQL server (TEST_DATABASE_URL), a
// migrated database that each file's is created from (CREATE DATABASE ... TEMPLATE): the
// migrations cost about half a second a file there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../app/db/client.server';
import { createThrowawayDatabase } from './throwaway-database';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl, 'portal_template');
    // Closed again before any file copies it: PostgreSQL copies only a database nobody is connected to.
    await (await openDatabase({ databaseUrl: template.url, dataDir: os.tmpdir() })).close();
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
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
    /** The migrated database's name on the PostgreSQL server; unset on PGlite. */
    postgresTemplate?: string;
  }
}
