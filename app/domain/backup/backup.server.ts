// `npm run backup` (scripts/backup.ts); restore-backup.server.ts puts a backup back.
// A backup's database copy is one snapshot; the stored files are copied after it, so every file a
// row of the snapshot names is already stored (an upload is stored before its row is written), and
// no file is deleted until the copy is done (media/deletion-hold.server.ts). Files uploaded during
// the copy may come along too: nothing in the restored database names them.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../../db/lock.server';
import { withFileDeletesHeld } from '../media/deletion-hold.server';
import type { ObjectStore } from '../media/object-store-contract.server';
import { copyStoreToBackup, writeBackupTo } from './backup-folder.server';
import { DATABASE_FILE, type Manifest } from './backup-layout.server';
import { dumpPglite, dumpPostgres, openPgliteForCopy } from './database-copy.server';

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
