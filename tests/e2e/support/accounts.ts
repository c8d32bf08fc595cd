// Account steps shared by the browser tests: sign up through the form, make an admin with
// the real `npm run admin` command, sign in through the form.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { uniqueUser, waitForHydration } from './browser';

const root = path.resolve(import.meta.dirname, '../../..');

export function npmRun(args: string[], env: Record<string, string>) {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete clean.DATABASE_URL;
  return spawnSync('npm', ['run', '--silent', ...args], { cwd: root, env: clean, encoding: 'utf8', timeout: 120_000 });
}

// The portal allows 10 new accounts an hour per client address (domain/auth/sign-up-throttle
// .server.ts), and the suite makes more than that: each sign-up comes from an address of its own
// (sent as X-Forwarded-For, which the suite's portal trusts from loopback), as each is another person.
const signUpRun = Math.floor(Math.random() * 0xffff).toString(16);
let signUps = 0;

export async function signUp(page: Page, user = uniqueUser()) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `2001:db8:e2e:51:${signUpRun}::${(++signUps).toString(16)}` });
  await page.goto('/sign-up');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await signedInPageAlive(page);
  return user;
}

export async function signIn(page: Page, user: { email: string; password: string }, redirectTo?: string) {
  await page.goto(redirectTo ? `/sign-in?redirectTo=${encodeURIComponent(redirectTo)}` : '/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await signedInPageAlive(page);
}

/**
 * The page the form led to shows the account menu, and is hydrated: a form sent before the sign-in
 * page's scripts ran loads the next page whole, whose server HTML has the menu before its scripts
 * have run, and the browser's copy of the session (lib/client-state.ts, written by SessionSync)
 * only once they have.
 */
async function signedInPageAlive(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await waitForHydration(page);
}

export function createAdmin(user = uniqueUser('admin'), dataDir = inject('dataDir')) {
  const result = npmRun(['admin', '--', '--email', user.email, '--password', user.password], { DATA_DIR: dataDir });
  if (result.status !== 0) throw new Error(`npm run admin failed: ${result.stderr}`);
  return user;
}
