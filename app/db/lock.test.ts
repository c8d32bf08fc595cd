import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, lockHolder, lockPath } from './lock.server';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('is taken and released', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(lockHolder(dir)).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('leaves nothing behind in the process once released, however often it is taken', () => {
    const dir = tempDir();
    const listeners = process.listenerCount('exit');
    for (let n = 0; n < 20; n++) acquireDataDirLock(dir).release();
    expect(process.listenerCount('exit')).toBe(listeners);
  });

  it('refuses a second holder while the first process lives, with a clear message', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(lockPath(dir), String(child.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another process.*DATABASE_URL/s);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(lockPath(dir), String(child.pid));
    const lock = acquireDataDirLock(dir);
    expect(lockHolder(dir)).toBe(process.pid);
    lock.release();
  });
});
