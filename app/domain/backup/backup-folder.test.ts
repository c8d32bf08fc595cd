// A backup's folder: written whole or not at all, never over something, private to its owner; and
// what a restore refuses before it writes anything (backup.integration.test.ts runs the whole).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskStore } from '../media/disk-store.server';
import { copyStoreToBackup, readBackupContents, unpackBackup, writeBackupTo } from './backup-folder.server';
import { folderMembers } from './backup-members.server';
import { restoreBackup } from './restore-backup.server';

/** Keys of the kinds the portal stores: an image's rendition, a payment proof. */
const PHOTO = 'media/ab/ab0c5e1a-1b2c-4d3e-8f40-123456789abc-800.webp';
const PROOF = 'private/proofs/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.pdf';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-folder-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const fill = async (folder: string) => {
  fs.writeFileSync(path.join(folder, 'database.tar.gz'), 'db');
  return { database: 'pglite' as const, files: 0 };
};

describe('writing a backup', () => {
  it('writes a folder only its owner can read, with what it holds', async () => {
    const target = path.join(dir, 'backup');
    const manifest = await writeBackupTo(target, fill);
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);
    expect(JSON.parse(fs.readFileSync(path.join(target, 'backup.json'), 'utf8'))).toEqual(manifest);
    expect(manifest).toMatchObject({ format: 1, database: 'pglite', files: 0 });
  });

  it('packs an archive only its owner can read, which reads back as the same backup', async () => {
    const target = path.join(dir, 'backup.tar.gz');
    const manifest = await writeBackupTo(target, fill);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    const unpacked = fs.mkdtempSync(path.join(dir, 'unpacked-'));
    const { folder, manifest: read } = await unpackBackup(target, await readBackupContents(target), unpacked);
    expect([read, fs.readFileSync(path.join(folder, 'database.tar.gz'), 'utf8')]).toEqual([manifest, 'db']);
  });

  it('never writes over something that exists, and leaves it as it was', async () => {
    const target = path.join(dir, 'taken');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'notes.txt'), 'mine');
    await expect(writeBackupTo(target, fill)).rejects.toThrow(`${target} already exists: name a new folder or archive (.tar.gz) for the backup.`);
    expect(fs.readdirSync(target)).toEqual(['notes.txt']);
  });

  it('leaves nothing behind when it fails half-way', async () => {
    const target = path.join(dir, 'backup');
    await expect(writeBackupTo(target, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('copies every file the portal stored under its key, and no other file (a restore would refuse it)', async () => {
    const store = diskStore(path.join(dir, 'data'));
    await store.put(PHOTO, Buffer.from('photo'));
    await store.put(PROOF, Buffer.from('%PDF-'));
    await store.put('media/ab/notes.txt', Buffer.from('notes'));
    const folder = fs.mkdtempSync(path.join(dir, 'copy-'));
    expect(await copyStoreToBackup(store, folder)).toBe(2);
    const members = folderMembers(folder);
    expect(members.filter((member) => member.kind === 'file').map((member) => member.name).sort()).toEqual([`files/${PHOTO}`, `files/${PROOF}`]);
    expect(fs.readFileSync(path.join(folder, 'files', PROOF), 'utf8')).toBe('%PDF-');
  });
});

describe('a restore refuses, before it writes anything,', () => {
  const backupWith = async (files: Record<string, string | { link: string }>, database: 'pglite' | 'postgres' = 'pglite') => {
    const target = path.join(dir, 'backup');
    await writeBackupTo(target, async (folder) => {
      fs.writeFileSync(path.join(folder, database === 'pglite' ? 'database.tar.gz' : 'database.pgdump'), 'db');
      for (const [key, content] of Object.entries(files)) {
        const file = path.join(folder, 'files', key);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        if (typeof content === 'string') fs.writeFileSync(file, content);
        else fs.symlinkSync(content.link, file);
      }
      return { database, files: Object.keys(files).length };
    });
    return target;
  };
  const config = (overrides = {}) => ({ DATABASE_URL: undefined, S3_BUCKET: undefined, dataDir: path.join(dir, 'data'), ...overrides });
  const restore = (source: string, settings = config()) => restoreBackup(source, settings, diskStore(settings.dataDir));

  it('what is not a backup', async () => {
    fs.mkdirSync(path.join(dir, 'photos'));
    await expect(restore(path.join(dir, 'photos'))).rejects.toThrow('is not a complete backup of this portal (npm run backup writes one).');
    await expect(restore(path.join(dir, 'nothing'))).rejects.toThrow('There is no backup at');
  });

  it('a file the portal never stores, or a link to one elsewhere on the machine', async () => {
    fs.writeFileSync(path.join(dir, 'secret'), 'secret');
    const linked = await backupWith({ [PHOTO]: { link: path.join(dir, 'secret') } });
    await expect(restore(linked)).rejects.toThrow(`The backup holds ${PHOTO} as a link, a device or a pipe, where the portal stores only plain files: nothing was restored.`);
    fs.rmSync(linked, { recursive: true });
    await expect(restore(await backupWith({ 'notes/todo.txt': 'x' }))).rejects.toThrow('The backup holds notes/todo.txt, which is not a file the portal stores');
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  });

  it('a backup of the other kind of database, saying what to set', async () => {
    await expect(restore(await backupWith({}, 'postgres'))).rejects.toThrow('This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.');
    fs.rmSync(path.join(dir, 'backup'), { recursive: true });
    await expect(restore(await backupWith({}), config({ DATABASE_URL: 'postgres://localhost/portal' }))).rejects.toThrow(
      'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.',
    );
  });

  it('a DATA_DIR that already holds files', async () => {
    const settings = config();
    await diskStore(settings.dataDir).put('media/cd/other-800.webp', Buffer.from('other'));
    await expect(restore(await backupWith({ [PHOTO]: 'photo' }), settings)).rejects.toThrow(
      `DATA_DIR (${settings.dataDir}) already holds files (media/cd/other-800.webp): restore into an empty one.`,
    );
    expect(fs.existsSync(path.join(settings.dataDir, 'pglite'))).toBe(false);
    expect(fs.existsSync(path.join(settings.dataDir, 'media/ab'))).toBe(false);
  });
});
