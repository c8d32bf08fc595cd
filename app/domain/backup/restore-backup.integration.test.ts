// A restore of the embedded database puts the database and the files into DATA_DIR at once, for
// the portal's account alone, or leaves DATA_DIR as it was: a failure after the database was
// loaded (a copy that does not load, a bucket that stops answering) leaves nothing half-done.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { diskStore } from '../media/disk-store.server';
import type { ObjectStore } from '../media/object-store-contract.server';
import { writeBackupTo } from './backup-folder.server';
import { dumpPglite } from './database-copy.server';
import { restoreBackup } from './restore-backup.server';

const PHOTO = 'media/ab/ab0c5e1a-1b2c-4d3e-8f40-123456789abc-800.webp';
const SMALL_PHOTO = 'media/ab/ab0c5e1a-1b2c-4d3e-8f40-123456789abc-400.webp';
const PROOF = 'private/proofs/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.pdf';
const FILES = { [PHOTO]: 'large photo', [SMALL_PHOTO]: 'small photo', [PROOF]: '%PDF-1.7 receipt' };

let copies: string;
/** A real copy of an embedded database (PGlite's own packing, as `npm run backup` takes it). */
let database: string;

beforeAll(async () => {
  copies = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-copies-'));
  database = path.join(copies, 'database.tar.gz');
  const client = await PGlite.create();
  await client.exec("create table notes (body text); insert into notes values ('kept')");
  await dumpPglite(client, database);
  await client.close();
}, 60_000);
afterAll(() => fs.rmSync(copies, { recursive: true, force: true }));

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  // Mail written without SMTP is not part of a backup, and stays.
  dataDir = path.join(dir, 'data');
  fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(dataDir, 'mail/welcome.eml'), 'Subject: Welcome', { mode: 0o600 });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A backup as `npm run backup` writes it, whose manifest claims `claimed` files. */
function backup(name: string, { databaseCopy = fs.readFileSync(database), claimed = Object.keys(FILES).length } = {}) {
  const target = path.join(dir, name);
  return writeBackupTo(target, async (folder) => {
    fs.writeFileSync(path.join(folder, 'database.tar.gz'), databaseCopy);
    for (const [key, content] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(folder, 'files', key)), { recursive: true });
      fs.writeFileSync(path.join(folder, 'files', key), content);
    }
    return { database: 'pglite', files: claimed };
  }).then(() => target);
}

const config = () => ({ DATABASE_URL: undefined, S3_BUCKET: undefined, dataDir });

/** Everything under `folder`, with modes and sizes: what "as it was" compares. */
function tree(folder: string) {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = fs.lstatSync(path.join(folder, name));
      return `${name} ${(stat.mode & 0o777).toString(8)} ${stat.isDirectory() ? '' : stat.size}`;
    });
}

describe('a restore into DATA_DIR', () => {
  it.each(['backup', 'backup.tar.gz'])('from %s puts the database and the files in place for the portal\'s account alone, and counts the files it restored', { timeout: 60_000 }, async (name) => {
    const source = await backup(name, { claimed: 99 });
    // Left by a restore that was killed halfway.
    fs.mkdirSync(path.join(dataDir, '.restore-Xy12Ab/data'), { recursive: true });

    const restored = await restoreBackup(source, config(), diskStore(dataDir));
    expect(restored).toMatchObject({ files: 3, manifest: { database: 'pglite', files: 99 } });
    expect(fs.readdirSync(dataDir).sort()).toEqual(['mail', 'media', 'pglite', 'private']);
    for (const [key, content] of Object.entries(FILES)) expect(fs.readFileSync(path.join(dataDir, key), 'utf8')).toBe(content);
    const open = tree(dataDir).filter((entry) => !/ (700 |600 \d)/.test(entry));
    expect(open).toEqual([]);
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      expect((await client.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    } finally {
      await client.close();
    }
  });

  it('leaves DATA_DIR as it was when the database copy does not load', { timeout: 60_000 }, async () => {
    const source = await backup('backup.tar.gz', { databaseCopy: gzipSync(Buffer.alloc(4096, 'not a database ')) });
    const before = tree(dataDir);
    await expect(restoreBackup(source, config(), diskStore(dataDir))).rejects.toThrow(
      "The backup's copy of the database could not be loaded (PGlite failed to initialize properly): nothing was restored.",
    );
    expect(tree(dataDir)).toEqual(before);
  });

  it('leaves DATA_DIR as it was, and the bucket empty, when the bucket fails halfway through the files', { timeout: 60_000 }, async () => {
    const source = await backup('backup.tar.gz');
    const bucket = new Map<string, Buffer>();
    let puts = 0;
    const failing: ObjectStore = {
      kind: 's3',
      async put(key, data) {
        if (++puts === 2) throw new Error('The bucket stopped answering.');
        bucket.set(key, data);
      },
      get: async (key) => bucket.get(key) ?? null,
      stat: async () => null,
      remove: async (key) => void bucket.delete(key),
      list: async (prefix) => [...bucket.keys()].filter((key) => key.startsWith(prefix)).sort(),
    };
    const before = tree(dataDir);
    await expect(restoreBackup(source, { ...config(), S3_BUCKET: 'portal' }, failing)).rejects.toThrow(
      "The backup's files could not be put in the bucket portal (The bucket stopped answering.): nothing was restored.",
    );
    expect(tree(dataDir)).toEqual(before);
    expect([...bucket.keys()]).toEqual([]);
    expect(puts).toBeGreaterThanOrEqual(2);
  });
});
