// `npm run restore` (scripts/restore.ts): a backup of `npm run backup` put back into the database
// and the store the configuration names, which must be empty; all of it, or nothing.
// - First of all, it takes DATA_DIR's lock (the one a server holds while it runs), and keeps it
//   to the end. Then, before anything is written, what the backup holds is checked from its list
//   of members (readBackupContents: names, kinds, sizes), then the room on DATA_DIR's disk, then
//   that the database and the store are empty.
// - Everything is then made in a folder of its own inside DATA_DIR: the archive unpacked, the
//   embedded database loaded, the stored files laid out under their keys. Inside, not beside:
//   on the same disk, so that moving it into place is a rename, and the portal's own (the parent
//   of DATA_DIR may not be: /data in the image, a volume of its own). Only when all of it is done
//   does it take its place in DATA_DIR. A failure anywhere removes that folder, and the files put
//   in a bucket, and leaves DATA_DIR as it was.
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirBusyError } from '../../db/lock.server';
import type { Config } from '../../server-lib/config.server';
import { makeOwnerOnly } from '../../db/owner-only.server';
import type { ObjectStore } from '../media/object-store-contract.server';
import { assertStoreEmpty, readBackupContents, unpackBackup, uploadBackupFiles } from './backup-folder.server';
import { DATABASE_FILE, FILES, type Manifest } from './backup-layout.server';
import { describeSize } from './check-backup-members.server';
import { assertPgliteEmpty, assertPostgresEmpty, loadPglite, restorePostgres } from './database-copy.server';

/** The work folder's name inside DATA_DIR; one left by a restore that was killed goes at the next. */
const WORK_FOLDER = '.restore-';

/** The room on DATA_DIR's disk, where a restore unpacks and lays out what it restores. */
function freeBytes(dataDir: string) {
  const { bavail, bsize } = fs.statfsSync(dataDir);
  return bavail * bsize;
}

const noRoom = (bytes: number, free: number, dataDir: string) =>
  new Error(`The backup needs ${describeSize(bytes)} unpacked, and the disk of DATA_DIR (${dataDir}) has ${describeSize(free)} free: nothing was restored.`);

/**
 * The restored folders (pglite/, media/, private/) take their places in DATA_DIR, the database
 * last: it is what marks DATA_DIR as restored. What was there is a folder without a file (checked
 * while the lock was held), removed first.
 */
function moveIntoPlace(ready: string, dataDir: string) {
  const names = fs.readdirSync(ready).sort((a, b) => Number(a === 'pglite') - Number(b === 'pglite'));
  for (const name of names) {
    fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    fs.renameSync(path.join(ready, name), path.join(dataDir, name));
  }
}

/** Lays the stored files out under their keys in `ready`, as DATA_DIR keeps them (disk-store.server.ts). */
function layOutFiles(folder: string, keys: string[], ready: string, unpacked: boolean) {
  if (unpacked) {
    // Unpacked here, checked, and on the same disk: the whole areas move.
    for (const area of fs.existsSync(path.join(folder, FILES)) ? fs.readdirSync(path.join(folder, FILES)) : []) {
      fs.renameSync(path.join(folder, FILES, area), path.join(ready, area));
    }
    return;
  }
  for (const key of keys) {
    fs.mkdirSync(path.dirname(path.join(ready, key)), { recursive: true, mode: 0o700 });
    fs.copyFileSync(path.join(folder, FILES, key), path.join(ready, key), fs.constants.COPYFILE_EXCL);
  }
}

/**
 * Puts a backup back: into the database the configuration names (which must be empty: no table
 * on PostgreSQL, no embedded database in DATA_DIR) and into the store (which must hold no file).
 * With the disk store, `store` is DATA_DIR's (object-store.server.ts).
 */
export async function restoreBackup(
  source: string,
  config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'S3_BUCKET'>,
  store: ObjectStore,
): Promise<{ manifest: Manifest; files: number }> {
  // The first of the folders made for the lock, when DATA_DIR was missing.
  const made = fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // Taken first and held throughout: a server started meanwhile would open a half-restored
  // folder, and while one runs, nothing of the backup is read.
  const lock = lockForRestore(config.dataDir);
  let work: string | undefined;
  let undoUpload: (() => Promise<void>) | undefined;
  let restored = false;
  try {
    // Before the room is measured: what a killed restore left takes some.
    for (const name of fs.readdirSync(config.dataDir)) {
      if (name.startsWith(WORK_FOLDER)) fs.rmSync(path.join(config.dataDir, name), { recursive: true, force: true });
    }
    // An archive is unpacked whole: what it lists is counted against the room as it is listed.
    const archive = fs.statSync(source, { throwIfNoEntry: false })?.isDirectory() === false;
    const free = freeBytes(config.dataDir);
    const room = { free, refuse: (bytes: number) => noRoom(bytes, free, config.dataDir) };
    const contents = await readBackupContents(source, archive ? { room } : undefined);
    const url = config.DATABASE_URL;
    const kind = url ? 'postgres' : 'pglite';
    if (contents.database !== kind) {
      throw new Error(
        contents.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
          : 'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.',
      );
    }
    // From a folder, only the files for the disk store are copied, and
    // the embedded database is loaded: counted at its copy's size, which it may outgrow (a disk
    // that fills up then fails the restore, with nothing in place).
    const copied = (store.kind === 'disk' ? contents.fileBytes : 0) + (url ? 0 : contents.bytes - contents.fileBytes);
    if (!archive && copied > free) throw room.refuse(copied);
    const storeName = config.S3_BUCKET ? `The bucket ${config.S3_BUCKET}` : `DATA_DIR (${config.dataDir})`;

    if (url) await assertPostgresEmpty(url);
    else assertPgliteEmpty(config.dataDir);
    await assertStoreEmpty(store, storeName);

    // mkdtemp: readable by this account only (0700).
    work = fs.mkdtempSync(path.join(config.dataDir, WORK_FOLDER));
    const unpacked = path.join(work, 'backup');
    const ready = path.join(work, 'data');
    fs.mkdirSync(unpacked);
    fs.mkdirSync(ready);
    const { folder, manifest } = await unpackBackup(source, contents, unpacked);
    if (!url) {
      await loadPglite(path.join(folder, DATABASE_FILE.pglite), path.join(ready, 'pglite')).catch((error: Error) => {
        throw new Error(`The backup's copy of the database could not be loaded (${error.message}): nothing was restored.`);
      });
    }
    if (store.kind === 'disk') layOutFiles(folder, contents.keys, ready, archive);
    else {
      const upload = await uploadBackupFiles(folder, contents.keys, store).catch((error: Error) => {
        throw new Error(`The backup's files could not be put in the bucket ${config.S3_BUCKET} (${error.message}): nothing was restored.`);
      });
      undoUpload = upload.undo;
    }
    if (url) {
      await restorePostgres(path.join(folder, DATABASE_FILE.postgres), url).catch((error: Error) => {
        throw new Error(`The backup's copy of the database could not be loaded into the database at DATABASE_URL (${error.message}): nothing was restored.`);
      });
    }
    makeOwnerOnly(ready);
    moveIntoPlace(ready, config.dataDir);
    restored = true;
    return { manifest, files: contents.keys.length };
  } catch (error) {
    await undoUpload?.().catch(() => undefined);
    throw error;
  } finally {
    if (work) fs.rmSync(work, { recursive: true, force: true });
    lock.release();
    // A refused restore leaves the disk as it found it: a DATA_DIR made only for the lock goes again.
    if (!restored && made) removeEmptyFolders(config.dataDir, made);
  }
}

/**
 * DATA_DIR's lock, which a server holds while it runs. The lock's own message, written for a
 * second server, would suggest DATABASE_URL: no answer for a restore.
 */
function lockForRestore(dataDir: string) {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new Error(`DATA_DIR (${dataDir}) is in use by process ${error.pid} (a running server, or another script at work on it): nothing was restored. Stop it or let it finish, then run the restore again.`);
  }
}

/** Removes `folder` and the folders above it up to `top`, each only while it is empty. */
function removeEmptyFolders(folder: string, top: string) {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    try {
      fs.rmdirSync(current);
    } catch {
      return;
    }
    if (current === path.resolve(top)) return;
  }
}
