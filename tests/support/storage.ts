// The two places uploads can live (app/domain/media/object-store.server.ts): the local disk and
// an S3-compatible bucket. Suites that store files run once per driver,
//   describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => { const storage = setupStorage(driver); ... })
// and look at what was stored through `storage`, never at paths on disk. The bucket is a real
// S3 server (s3rver) started in this process on a free port, over a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { objectStore } from '../../app/domain/media/object-store.server';
import { resetConfig } from '../../app/server-lib/config.server';

export type StorageDriver = 'disk' | 's3';
export const STORAGE_DRIVERS: StorageDriver[] = ['disk', 's3'];

export const TEST_BUCKET = 'portal-test';
const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const;

export interface S3TestServer {
  endpoint: string;
  /** The bucket's settings as the portal reads them from the environment. */
  env: Record<(typeof S3_VARIABLES)[number], string>;
  close(): Promise<void>;
}

/** A real S3 server on 127.0.0.1 with one empty bucket. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_URL: '',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Points the portal at the bucket (or back at the disk with null). */
export function setS3Environment(env: S3TestServer['env'] | null) {
  for (const name of S3_VARIABLES) {
    if (env?.[name]) process.env[name] = env[name];
    else delete process.env[name];
  }
  resetConfig();
}

/**
 * The driver for the tests of the calling describe block; register it after setupTestDatabase()
 * (which sets DATA_DIR). Reads go through the store, so a test proves the same on both.
 */
export function setupStorage(driver: StorageDriver) {
  let server: S3TestServer | undefined;
  beforeAll(async () => {
    if (driver === 's3') {
      server = await startS3Server();
      setS3Environment(server.env);
    }
    if (objectStore().kind !== driver) throw new Error(`The ${driver} store is not in use`);
  });
  afterAll(async () => {
    if (server) {
      setS3Environment(null);
      await server.close();
    }
  });
  const keyOf = (url: string) => url.replace(/^\//, '');
  return {
    /** What the store holds under an image URL (`/media/...`) or a key (`private/...`); null if nothing. */
    read: (urlOrKey: string) => objectStore().get(keyOf(urlOrKey)),
    has: async (urlOrKey: string) => (await objectStore().stat(keyOf(urlOrKey))) !== null,
    /** Every key stored under a prefix (`private/proofs/`). */
    list: (prefix: string) => objectStore().list(prefix),
  };
}
