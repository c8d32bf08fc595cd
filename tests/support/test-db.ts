// A fresh database for one test file: embedded PGlite in memory, or, when TEST_DATABASE_URL
// points at a PostgreSQL server, a new database created on it and dropped afterwards. Either
// way the real migrations run, so the same integration suite proves both (once per test run, into
// the copy each file starts from: migrated-template.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../app/db/client.server';
import { ensureReferenceData } from '../../app/db/reference-data.server';
import { setDb } from '../../app/db/registry.server';
import { stopJobQueue } from '../../app/domain/jobs/queue.server';
import { resetConfig } from '../../app/server-lib/config.server';
import { forTestFile } from './for-test-file';
import { createThrowawayDatabase } from './throwaway-database';

export interface TestDatabase extends OpenDatabase {
  dataDir: string;
  /** The PostgreSQL database's address (unset on PGlite), for a test that opens a second pool on it. */
  url?: string;
}

/**
 * A second connection to the test's PostgreSQL database, as another process of the app would
 * hold one: what it locks, another transaction holds. The caller ends it.
 */
export async function otherConnection(database: Pick<TestDatabase, 'url'>): Promise<pg.Client> {
  if (!database.url) throw new Error('A second connection needs PostgreSQL: run with npm run test:pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = 'silent';
  resetConfig();

  const serverUrl = process.env.TEST_DATABASE_URL;
  let opened: OpenDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl, 'portal_test', inject('postgresTemplate'));
    opened = await openDatabase({ databaseUrl: database.url, dataDir });
    dropDatabase = database.drop;
    url = database.url;
  } else {
    const template = inject('pgliteTemplate'); // a migrated copy (migrated-template.ts)
    opened = await openDatabase({ dataDir, memory: true, memoryFrom: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  setDb(opened.db);
  await ensureReferenceData();
  return {
    ...opened,
    dataDir,
    url,
    async close() {
      // A queue opened on this database (one that only stores, if the file ran no workers).
      await stopJobQueue();
      await opened.close();
      await dropDatabase?.();
      setDb(undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database of one test file: opened fresh before its tests and closed after them. Call it
 * at the top of the file, before the file's own hooks: those run after it and find it open.
 */
export const setupTestDatabase = () => forTestFile('The test database', openTestDatabase);
