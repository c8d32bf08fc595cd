// What a backup is on disk: a folder (or the same folder packed as a .tar.gz) of the names
// backup-layout.server.ts lists. It holds password hashes and payment proofs: everything in it is
// readable by its owner only.
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_AREA, PUBLIC_AREA, type ObjectStore } from '../media/object-store-contract.server';
import { folderMembers, listArchiveMembers } from './backup-members.server';
import { FILES, isStoredFileKey, MANIFEST, type Manifest } from './backup-layout.server';
import { checkBackupMembers, memberCheck, type BackupContents, type MemberCheckOptions } from './check-backup-members.server';
import { run } from './run-program.server';

const ARCHIVE = /\.(tar\.gz|tgz)$/i;
/** Files in flight at once: quick from a bucket, gentle on the disk. */
const PARALLEL = 4;

const isEmptyFolder = (folder: string) => fs.readdirSync(folder).length === 0;

/**
 * Fills a private folder beside `target`, then moves it there (or packs it there as an archive
 * when the name ends in .tar.gz or .tgz): an interrupted backup never looks like a finished one.
 */
export async function writeBackupTo(target: string, fill: (folder: string) => Promise<Omit<Manifest, 'format' | 'createdAt'>>): Promise<Manifest> {
  if (fs.existsSync(target) && !(fs.statSync(target).isDirectory() && isEmptyFolder(target))) {
    throw new Error(`${target} already exists: name a new folder or archive (.tar.gz) for the backup.`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // mkdtemp makes it readable by its owner only (0700).
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}.partial-`));
  try {
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), ...(await fill(staging)) };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
    if (ARCHIVE.test(target)) {
      await packArchive(staging, target);
    } else {
      if (fs.existsSync(target)) fs.rmdirSync(target);
      fs.renameSync(staging, target);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * What the backup at `source` (a folder or an archive) holds, checked (check-backup-members.server.ts)
 * from its list of members alone, each as it is listed: nothing is unpacked or written.
 */
export async function readBackupContents(source: string, options?: MemberCheckOptions): Promise<BackupContents> {
  if (!fs.existsSync(source)) throw new Error(`There is no backup at ${source}.`);
  if (fs.statSync(source).isDirectory()) return checkBackupMembers(folderMembers(source), source, options);
  const check = memberCheck(source, options);
  const { failure } = await listArchiveMembers(source, check.add);
  const contents = check.finish();
  if (failure) throw new Error(`${source} could not be read to its end (${failure}): nothing was restored.`);
  return contents;
}

/**
 * The backup's folder and what it says it holds. An archive is unpacked into `into` (an empty
 * folder) first, and what tar wrote is checked again against what it listed.
 */
export async function unpackBackup(source: string, contents: BackupContents, into: string): Promise<{ folder: string; manifest: Manifest }> {
  let folder = source;
  if (!fs.statSync(source).isDirectory()) {
    folder = into;
    await run('tar', ['-xzf', source, '-C', into, '--no-same-owner', '--no-same-permissions']).catch((error: Error) => {
      throw new Error(`${source} could not be unpacked (${error.message}): nothing was restored.`);
    });
    const written = checkBackupMembers(folderMembers(into), source);
    if (written.bytes > contents.bytes || written.database !== contents.database) {
      throw new Error(`${source} unpacked into more than it listed: nothing was restored.`);
    }
  }
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== 1 || manifest.database !== contents.database) {
    throw new Error(`${source} is not a complete backup of this portal (npm run backup writes one).`);
  }
  return { folder, manifest };
}

/**
 * Copies every file the portal stored into the backup (none other: a restore would refuse the
 * backup for it); one deleted since the store listed it is left out.
 */
export async function copyStoreToBackup(store: ObjectStore, folder: string): Promise<number> {
  const keys = [...(await store.list(`${PUBLIC_AREA}/`)), ...(await store.list(`${PRIVATE_AREA}/`))].filter(isStoredFileKey);
  let copied = 0;
  await inParallel(keys, async (key) => {
    const data = await store.get(key);
    if (!data) return;
    const file = path.join(folder, FILES, key);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.promises.writeFile(file, data, { mode: 0o600 });
    copied++;
  });
  return copied;
}

/**
 * Puts the backup's stored files into a bucket, a few at a time. When one fails, the others in
 * flight finish and every file put is removed again before it throws: the bucket is left empty,
 * as it was. `undo` does the same later (when the database's restore fails after this).
 */
export async function uploadBackupFiles(folder: string, keys: string[], store: ObjectStore): Promise<{ undo(): Promise<void> }> {
  // Every key tried: a put that failed halfway may have left something behind too.
  const tried: string[] = [];
  const undo = () => inParallel([...tried], (key) => store.remove(key));
  let failure: { error: unknown } | undefined;
  await inParallel(keys, async (key) => {
    if (failure) return;
    tried.push(key);
    try {
      await store.put(key, await fs.promises.readFile(path.join(folder, FILES, key)));
    } catch (error) {
      failure ??= { error };
    }
  });
  if (failure) {
    await undo().catch(() => undefined);
    throw failure.error;
  }
  return { undo };
}

/** Refuses a store that already holds files: a restore never mixes two portals' files. */
export async function assertStoreEmpty(store: ObjectStore, where: string) {
  const [first] = [...(await store.list(`${PUBLIC_AREA}/`)), ...(await store.list(`${PRIVATE_AREA}/`))];
  if (first) throw new Error(`${where} already holds files (${first}): restore into an empty one.`);
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

async function packArchive(folder: string, target: string) {
  // Created readable by its owner only before tar writes a byte into it.
  const out = fs.openSync(target, 'wx', 0o600);
  try {
    await run('tar', ['-czf', '-', '-C', folder, '.'], { stdout: out });
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  } finally {
    fs.closeSync(out);
  }
}
