// What a backup is on disk: a folder (or the same folder packed as a .tar.gz) holding
//   backup.json        what it holds (the database's kind, how many files, when)
//   database.tar.gz    the embedded database's data folder, or
//   database.pgdump    PostgreSQL's pg_dump in its custom format
//   files/media/...    the stored files under their keys (app/domain/media/object-store.server.ts)
//   files/private/...
// It holds password hashes and payment proofs: everything in it is readable by its owner only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRIVATE_AREA, PUBLIC_AREA, isStorageKey, type ObjectStore } from '../media/object-store-contract.server';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Manifest {
  format: 1;
  createdAt: string;
  database: DatabaseKind;
  files: number;
}

export const DATABASE_FILE: Record<DatabaseKind, string> = { pglite: 'database.tar.gz', postgres: 'database.pgdump' };
const MANIFEST = 'backup.json';
const FILES = 'files';
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

/** Runs `restore` on the backup's folder (an archive is unpacked into a private temporary one first). */
export async function readBackupFrom<T>(source: string, restore: (folder: string, manifest: Manifest) => Promise<T>): Promise<T> {
  if (!fs.existsSync(source)) throw new Error(`There is no backup at ${source}.`);
  let unpacked: string | undefined;
  let folder = source;
  if (!fs.statSync(source).isDirectory()) {
    unpacked = folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  }
  try {
    if (unpacked) await run('tar', ['-xzf', source, '-C', unpacked, '--no-same-owner']);
    const manifestFile = path.join(folder, MANIFEST);
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : undefined;
    const databaseFile = manifest?.format === 1 ? DATABASE_FILE[manifest.database] : undefined;
    if (!manifest || !databaseFile || !fs.existsSync(path.join(folder, databaseFile))) {
      throw new Error(`${source} is not a complete backup of this portal (npm run backup writes one).`);
    }
    return await restore(folder, manifest);
  } finally {
    if (unpacked) fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

/** Copies every stored file into the backup; one deleted since the store listed it is left out. */
export async function copyStoreToBackup(store: ObjectStore, folder: string): Promise<number> {
  const keys = [...(await store.list(`${PUBLIC_AREA}/`)), ...(await store.list(`${PRIVATE_AREA}/`))].filter(isStorageKey);
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
 * The keys of the backup's files. Anything else (a name the portal never makes, a link) refuses
 * the whole backup before anything is restored: a link could pull any file of this machine in.
 */
export function backupKeys(folder: string): string[] {
  const root = path.join(folder, FILES);
  const names = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) : [];
  const keys: string[] = [];
  for (const name of names) {
    const entry = fs.lstatSync(path.join(root, name));
    if (entry.isDirectory()) continue;
    const key = name.split(path.sep).join('/');
    if (!entry.isFile() || !isStorageKey(key)) throw new Error(`The backup holds ${key}, which is not a file the portal stores: nothing was restored.`);
    keys.push(key);
  }
  return keys;
}

/** Puts the backup's files (backupKeys) into the store, key for key. */
export async function copyBackupToStore(folder: string, keys: string[], store: ObjectStore): Promise<void> {
  await inParallel(keys, async (key) => store.put(key, await fs.promises.readFile(path.join(folder, FILES, key))));
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
    await run('tar', ['-czf', '-', '-C', folder, '.'], out);
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  } finally {
    fs.closeSync(out);
  }
}

/** Runs a program (no shell); rejects with what it wrote to stderr when it fails. */
export function run(program: string, args: string[], stdout: number | 'ignore' = 'ignore', env?: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', stdout, 'pipe'], env: env ?? process.env });
    let errors = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
    child.on('error', (error) => reject(new Error(`Could not run ${program}: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed: ${errors.trim() || `exit code ${code}`}`))));
  });
}
