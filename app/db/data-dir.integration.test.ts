// DATA_DIR is the portal's account's alone: the server's start-up (server/main.ts
// prepareDatabase, run in a process of its own as `npm start` runs it) creates it and the
// embedded database's files for that account only, refuses a folder other accounts can write,
// and the mail written there without SMTP (reset links) is private too.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverMail } from '../domain/mail/deliver-mail.server';
import { diskStore } from '../domain/media/disk-store.server';
import { resetConfig } from '../server-lib/config.server';
import { openDatabase } from './client.server';
import { prepareDataDir, UnsafeDataDirError } from './data-dir.server';

const root = path.resolve(import.meta.dirname, '../..');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-dir-'));
});
afterEach(() => {
  fs.chmodSync(dir, 0o700);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The server's start-up work on the embedded database in DATA_DIR, in a process of its own. */
function startUp(dataDir: string) {
  return new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/fixtures/prepare-database.ts'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0', LOG_LEVEL: 'silent' } },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

/** Every folder and file under `folder` (itself included), with its permission bits. */
function modes(folder: string) {
  const found: { file: string; kind: 'folder' | 'file'; mode: number }[] = [];
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    found.push({ file: path.relative(dir, file), kind: stat.isDirectory() ? 'folder' : 'file', mode: stat.mode & 0o777 });
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(folder);
  return found;
}

describe('DATA_DIR', () => {
  it("is created with the embedded database's files for the portal's account alone", { timeout: 120_000 }, async () => {
    const dataDir = path.join(dir, 'new', 'data');
    const started = await startUp(dataDir);
    expect(started.stderr).toBe('');
    expect(started.code).toBe(0);
    const found = modes(path.join(dir, 'new'));
    // PGlite alone writes about a thousand files, 0666 whatever the umask.
    expect(found.filter((entry) => entry.file.includes('pglite') && entry.kind === 'file').length).toBeGreaterThan(900);
    expect(found.filter((entry) => entry.mode !== (entry.kind === 'folder' ? 0o700 : 0o600))).toEqual([]);
  });

  it('keeps the embedded database\'s files the portal\'s account\'s alone at a later start, and those it writes then', { timeout: 120_000 }, async () => {
    const dataDir = path.join(dir, 'data');
    expect((await startUp(dataDir)).code).toBe(0);
    // A later start in this process, as the server makes it (a umask of 022 until prepareDataDir).
    const umask = process.umask(0o022);
    try {
      prepareDataDir(dataDir);
      const opened = await openDatabase({ dataDir });
      try {
        // New tables' files, and more of an existing table's.
        await opened.db.execute(sql`create table later (body text)`);
        await opened.db.execute(sql`insert into later select repeat('x', 200) from generate_series(1, 20000)`);
      } finally {
        await opened.close();
      }
    } finally {
      process.umask(umask);
    }
    expect(modes(dataDir).filter((entry) => entry.mode !== (entry.kind === 'folder' ? 0o700 : 0o600))).toEqual([]);
  });

  it('refuses to start on a folder other accounts can write, says what to do, and writes nothing in it', { timeout: 120_000 }, async () => {
    fs.chmodSync(dir, 0o777);
    const started = await startUp(dir);
    expect(started.code).toBe(1);
    expect(started.stderr).toContain(`DATA_DIR (${dir}) can be written by other accounts on this machine (mode 777)`);
    expect(started.stderr).toContain(`make it the portal's alone: chmod 700 ${dir}`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a folder inside one other accounts can write, where they could put theirs in its place', () => {
    fs.chmodSync(dir, 0o777);
    const dataDir = path.join(dir, 'data');
    expect(() => prepareDataDir(dataDir)).toThrow(UnsafeDataDirError);
    expect(() => prepareDataDir(dataDir)).toThrow(`${dir}, which holds DATA_DIR (${dataDir}), can be written by other accounts on this machine (mode 777)`);
    expect(fs.existsSync(dataDir)).toBe(false);
    // The sticky bit (as on /tmp) lets no one rename what is not theirs.
    fs.chmodSync(dir, 0o1777);
    expect(prepareDataDir(dataDir)).toEqual({ tightened: false });
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it.runIf(process.getuid?.() === 0)('refuses a folder that belongs to another account', () => {
    fs.chmodSync(dir, 0o700);
    fs.chownSync(dir, 65534, 65534);
    expect(() => prepareDataDir(dir)).toThrow(`DATA_DIR (${dir}) belongs to another account (uid 65534)`);
  });

  it('makes one that others could read (as earlier versions made it) the portal\'s alone, all it holds but links', () => {
    const outside = path.join(os.tmpdir(), `portal-data-dir-outside-${process.pid}`);
    fs.writeFileSync(outside, 'not the portal\'s');
    try {
      // Modes set after creation: an earlier test's prepareDataDir left this process's umask at 077.
      fs.chmodSync(outside, 0o644);
      fs.chmodSync(dir, 0o755);
      fs.mkdirSync(path.join(dir, 'media/ab'), { recursive: true });
      for (const folder of ['media', 'media/ab']) fs.chmodSync(path.join(dir, folder), 0o755);
      fs.writeFileSync(path.join(dir, 'media/ab/photo-800.webp'), 'photo');
      fs.chmodSync(path.join(dir, 'media/ab/photo-800.webp'), 0o644);
      fs.writeFileSync(path.join(dir, 'media/ab/tool'), '#!');
      fs.chmodSync(path.join(dir, 'media/ab/tool'), 0o755);
      fs.symlinkSync(outside, path.join(dir, 'link'));
      expect(prepareDataDir(dir)).toEqual({ tightened: true });
      expect(modes(dir).filter((entry) => entry.file !== 'link')).toEqual([
        { file: '', kind: 'folder', mode: 0o700 },
        { file: 'media', kind: 'folder', mode: 0o700 },
        { file: 'media/ab', kind: 'folder', mode: 0o700 },
        { file: 'media/ab/photo-800.webp', kind: 'file', mode: 0o600 },
        { file: 'media/ab/tool', kind: 'file', mode: 0o700 },
      ]);
      expect(fs.statSync(outside).mode & 0o777).toBe(0o644);
      expect(prepareDataDir(dir)).toEqual({ tightened: false });
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it('from then on, what the process creates in it is its account\'s alone', () => {
    const umask = process.umask(0o022);
    try {
      prepareDataDir(dir);
      fs.mkdirSync(path.join(dir, 'pglite'));
      fs.writeFileSync(path.join(dir, 'pglite/PG_VERSION'), '17');
      expect(modes(dir)).toEqual([
        { file: '', kind: 'folder', mode: 0o700 },
        { file: 'pglite', kind: 'folder', mode: 0o700 },
        { file: 'pglite/PG_VERSION', kind: 'file', mode: 0o600 },
      ]);
    } finally {
      process.umask(umask);
    }
  });

  it('keeps the mail written without SMTP (reset links) and stored files for the portal\'s account alone, whatever the umask', async () => {
    const before = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, LOG_LEVEL: process.env.LOG_LEVEL };
    const umask = process.umask(0o022);
    Object.assign(process.env, { DATA_DIR: dir, LOG_LEVEL: 'silent' });
    delete process.env.SMTP_URL;
    resetConfig();
    try {
      const file = await deliverMail({ to: 'ma.hla@example.com', subject: 'Reset your password', text: 'https://example.com/reset-password/secret' });
      expect(path.dirname(file)).toBe(path.join(dir, 'mail'));
      expect(fs.statSync(path.join(dir, 'mail')).mode & 0o777).toBe(0o700);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      await diskStore(dir).put('private/proofs/receipt.pdf', Buffer.from('%PDF-'));
      expect(modes(path.join(dir, 'private'))).toEqual([
        { file: 'private', kind: 'folder', mode: 0o700 },
        { file: 'private/proofs', kind: 'folder', mode: 0o700 },
        { file: 'private/proofs/receipt.pdf', kind: 'file', mode: 0o600 },
      ]);
    } finally {
      process.umask(umask);
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetConfig();
    }
  });
});
