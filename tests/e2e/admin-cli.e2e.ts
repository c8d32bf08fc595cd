// `npm run admin` and the embedded database's one-process rule, exercised for real: against the
// running portal's data folder (handed over the local socket), against a stopped one (opened
// directly), and a second server on a busy folder (refused with a clear message).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { npmRun, signIn, signUp } from './support/accounts';
import { DESKTOP, setupBrowser, uniqueUser } from './support/browser';

const root = path.resolve(import.meta.dirname, '../..');
const browser = setupBrowser();

describe('npm run admin', () => {
  it('creates an admin while the server holds the database, who can then reach admin pages', async () => {
    const admin = uniqueUser('admin');
    const result = npmRun(['admin', '--', '--email', admin.email, '--password', admin.password], { DATA_DIR: inject('dataDir') });
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.stdout).toContain(`Admin ${admin.email} created.`);

    const page = await browser.newPage(DESKTOP);
    await signIn(page, admin, '/create-package');
    await page.waitForURL('**/create-package');
    await page.getByRole('heading', { level: 1, name: 'Create Package' }).waitFor();
  });

  it('promotes an existing user', async () => {
    const page = await browser.newPage();
    const user = await signUp(page, uniqueUser('promote'));
    expect((await page.goto('/create-post'))?.url()).toContain('/sign-in');

    const result = npmRun(['admin', '--', '--email', user.email, '--password', user.password], { DATA_DIR: inject('dataDir') });
    expect(result.stdout).toContain(`User ${user.email} is now an admin`);
    await page.goto('/create-post');
    await page.getByRole('heading', { level: 1, name: 'Create a Post' }).waitFor();
  });

  it('opens a stopped data folder directly, and refuses bad input with a message', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    try {
      const ok = npmRun(['admin', '--', '--email', 'boss@example.com', '--password', 'a-long-password'], { DATA_DIR: dataDir, DEMO_DATA: '0' });
      expect(ok.stdout).toContain('Admin boss@example.com created.');
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
      const bad = npmRun(['admin', '--', '--email', 'boss@example.com', '--password', 'short'], { DATA_DIR: dataDir });
      expect(bad.status).not.toBe(0);
      expect(bad.stderr).toContain('Password must be at least 8 characters.');
      const missing = npmRun(['admin'], { DATA_DIR: dataDir });
      expect(missing.status).toBe(2);
      expect(missing.stderr).toContain('Usage: npm run admin');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('embedded database, one process at a time', () => {
  it('a second server on the same data folder stops with a clear message and harms nothing', async () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: inject('dataDir'), PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/is in use by another process \(pid \d+\)/);
    // The first server is unharmed.
    expect((await fetch(inject('baseURL') + '/healthz')).status).toBe(200);
  });
});
