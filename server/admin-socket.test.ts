// The admin socket lives where no other account can take its name first or reach it: inside
// DATA_DIR, or, when DATA_DIR's path is too long for a socket, in a private folder of random name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSocketPath, sendAdminCommand, startAdminSocket } from './admin-socket';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-socket-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A command the server answers without a database: its input is refused first. */
const refused = { command: 'make-admin', email: 'boss@example.com', password: 'short' } as const;

async function listening(dataDir: string) {
  const socket = startAdminSocket(dataDir);
  await expect.poll(() => fs.existsSync(adminSocketPath(dataDir)) && fs.statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  return socket;
}

describe('the admin socket', () => {
  it('lives inside DATA_DIR, only its owner can use it, and it answers there', async () => {
    const socket = await listening(dir);
    try {
      expect(adminSocketPath(dir)).toBe(path.join(dir, 'admin.sock'));
      expect(fs.statSync(path.join(dir, 'admin.sock')).isSocket()).toBe(true);
      expect(await sendAdminCommand(dir, refused)).toEqual({ ok: false, message: 'Password must be at least 8 characters.' });
    } finally {
      await socket.close();
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('with a DATA_DIR too long for a socket, lives in a private folder of random name that DATA_DIR names', async () => {
    const dataDir = path.join(dir, 'a-data-folder-whose-path-is-longer-than-a-unix-socket-may-be'.repeat(2));
    fs.mkdirSync(dataDir, { mode: 0o700 });
    const socket = await listening(dataDir);
    const file = adminSocketPath(dataDir);
    try {
      expect(path.dirname(path.dirname(file))).toBe(os.tmpdir());
      expect(path.basename(path.dirname(file))).toMatch(/^yangon-portal-\w{6}$/);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(await sendAdminCommand(dataDir, refused)).toMatchObject({ ok: false });
    } finally {
      await socket.close();
    }
    expect(fs.existsSync(path.dirname(file))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('never uses a folder named for it that other accounts can reach', () => {
    const dataDir = path.join(dir, 'x'.repeat(120));
    fs.mkdirSync(dataDir);
    const open = fs.mkdtempSync(path.join(os.tmpdir(), 'yangon-portal-'));
    try {
      fs.chmodSync(open, 0o755);
      fs.writeFileSync(path.join(dataDir, 'admin.sock.path'), path.join(open, 'admin.sock'));
      expect(adminSocketPath(dataDir)).toBe(path.join(dataDir, 'admin.sock'));
      fs.chmodSync(open, 0o700);
      expect(adminSocketPath(dataDir)).toBe(path.join(open, 'admin.sock'));
    } finally {
      fs.rmSync(open, { recursive: true, force: true });
    }
  });

  it('at start removes only a socket a pointer names in its own folder of the temp folder, never a folder elsewhere', async () => {
    const dataDir = path.join(dir, 'x'.repeat(120));
    fs.mkdirSync(dataDir, { mode: 0o700 });
    // A folder of this account's alone, 0700, as ~/.ssh is, named by an edited pointer.
    const keys = path.join(dir, 'keys');
    fs.mkdirSync(keys, { mode: 0o700 });
    fs.writeFileSync(path.join(keys, 'id_ed25519'), 'key');
    fs.writeFileSync(path.join(dataDir, 'admin.sock.path'), path.join(keys, 'admin.sock'));
    await (await listening(dataDir)).close();
    expect(fs.readdirSync(keys)).toEqual(['id_ed25519']);

    // A socket's own folder that holds something else besides: only the socket goes.
    const left = fs.mkdtempSync(path.join(os.tmpdir(), 'yangon-portal-'));
    try {
      fs.writeFileSync(path.join(left, 'admin.sock'), '');
      fs.writeFileSync(path.join(left, 'notes.txt'), 'mine');
      fs.writeFileSync(path.join(dataDir, 'admin.sock.path'), path.join(left, 'admin.sock'));
      await (await listening(dataDir)).close();
      expect(fs.readdirSync(left)).toEqual(['notes.txt']);
    } finally {
      fs.rmSync(left, { recursive: true, force: true });
    }
  });
});
