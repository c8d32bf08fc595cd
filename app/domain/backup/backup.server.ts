// `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts).
// A backup's database copy is one snapshot; the stored files are copied after it, so every file a
// row of the snapshot names is already stored (an upload is stored before its row is written), and
// no file is deleted until the copy is done (media/deletion-hold.server.ts). Files uploaded during
// the copy may come along too: nothing in the restored database names them.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../../db/lock.server';
import { withFileDeletesHeld } from '../media/deletion-hold.server';
import type { ObjectStore } from '../media/object-store-contract.server';
import type { Config } from '../../server-lib/config.server';
import { assertStoreEmpty, backupKeys, copyBackupToStore, copyStoreToBackup, DATABASE_FILE, readBackupFrom, writeBackupTo, type Manifest } from './backup-folder.server';
import { assertPgliteEmpty, assertPostgresEmpty, dumpPglite, dumpPostgres, loadPglite, openPgliteForCopy, restorePostgres } from './database-copy.server';

/** The embedded database's backup, by the process that holds it open (the server, over its admin socket). */
export function backupPglite(client: PGlite, store: ObjectStore, target: string): Promise<Manifest> {
  return writeBackupTo(target, (folder) =>
    withFileDeletesHeld(async () => {
      await dumpPglite(client, path.join(folder, DATABASE_FILE.pglite));
      return { database: 'pglite', files: await copyStoreToBackup(store, folder) };
    }),
  );
}

/** The embedded database's backup when no server runs: this process opens it (and locks it) meanwhile. */
export async function backupIdlePglite(dataDir: string, store: ObjectStore, target: string): Promise<Manifest> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await openPgliteForCopy(dataDir);
    try {
      return await backupPglite(client, store, target);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export function backupPostgres(url: string, store: ObjectStore, target: string): Promise<Manifest> {
  return writeBackupTo(target, async (folder) => {
    let files = 0;
    await dumpPostgres(url, path.join(folder, DATABASE_FILE.postgres), async () => {
      files = await copyStoreToBackup(store, folder);
    });
    return { database: 'postgres', files };
  });
}

/**
 * Puts a backup back: into the database the configuration names (which must be empty: no table
 * on PostgreSQL, no embedded database in DATA_DIR) and into the store (which must hold no file).
 */
export function restoreBackup(source: string, config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'S3_BUCKET'>, store: ObjectStore): Promise<Manifest> {
  return readBackupFrom(source, async (folder, manifest) => {
    const url = config.DATABASE_URL;
    const kind = url ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new Error(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
          : 'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.',
      );
    }
    const storeName = config.S3_BUCKET ? `The bucket ${config.S3_BUCKET}` : `DATA_DIR (${config.dataDir})`;
    const databaseFile = path.join(folder, DATABASE_FILE[kind]);
    const keys = backupKeys(folder);
    if (url) {
      await assertPostgresEmpty(url);
      await assertStoreEmpty(store, storeName);
      await restorePostgres(databaseFile, url);
      await copyBackupToStore(folder, keys, store);
      return manifest;
    }
    // Held throughout: a server started meanwhile would open a half-restored folder.
    fs.mkdirSync(config.dataDir, { recursive: true });
    const lock = acquireDataDirLock(config.dataDir);
    try {
      assertPgliteEmpty(config.dataDir);
      await assertStoreEmpty(store, storeName);
      await loadPglite(databaseFile, config.dataDir);
      await copyBackupToStore(folder, keys, store);
      return manifest;
    } finally {
      lock.release();
    }
  });
}
