// The yardstick of `npm run bench`: a minimal React Router 7 app (bench/minimal-app: the stock
// template's root, one static page, the stock Express adapter) on the portal's own
// node_modules, so the same React, React Router and Express versions. Built into
// bench/minimal-app/build, never the portal's build/, and started as a process of its own beside
// the portal.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../tests/e2e/support/server';

export const MINIMAL_APP_DIR = path.join(import.meta.dirname, 'minimal-app');
const root = path.resolve(import.meta.dirname, '..');
/** The lock every production build of this checkout takes (the house rule for parallel work). */
export const BUILD_LOCK = '/tmp/portal-build.lock';
const SOURCES = ['app', 'react-router.config.ts', 'vite.config.ts', 'server.ts', 'express-adapter.ts'].map((s) => path.join(MINIMAL_APP_DIR, s));
/** The page shows the portal's terms text; a new React, React Router or Vite means a new build. */
const SHARED_SOURCES = [path.join(root, 'app/components/legal/terms-text.ts'), path.join(root, 'package-lock.json')];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Runs `react-router build` in bench/minimal-app when its build is missing or older than its sources. */
export function buildMinimalAppIfStale() {
  const entry = path.join(MINIMAL_APP_DIR, 'build/server/index.js');
  const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  if (builtAt >= Math.max(...[...SOURCES, ...SHARED_SOURCES].map(newestMtime))) return;
  console.log('Building the minimal React Router app (bench/minimal-app)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: MINIMAL_APP_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The minimal app did not build.');
}

/**
 * True when a process above this one is `flock /tmp/portal-build.lock ...`: then this process
 * already holds the lock, and taking it again from a child would wait for ever.
 */
function ancestorHoldsBuildLock(): boolean {
  let pid = process.pid;
  while (pid > 1) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (path.basename(args[0]) === 'flock' && args.includes(BUILD_LOCK)) return true;
      pid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Builds the portal (when stale, as `npm start` does) and the minimal app (when stale) under the
 * shared build lock, so a parallel build or browser run never sees a half-written build.
 */
export function buildBothUnderLock() {
  const builder = [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'build-apps.ts')];
  const [command, ...args] = ancestorHoldsBuildLock() ? builder : ['flock', BUILD_LOCK, ...builder];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the portal or the minimal app failed.');
}

export interface RunningMinimalApp {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the built minimal app on a free port (production mode) and waits until it answers. */
export async function startMinimalApp({ nodeArgs = [] }: { nodeArgs?: string[] } = {}): Promise<RunningMinimalApp> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(MINIMAL_APP_DIR, 'server.ts')], {
    cwd: MINIMAL_APP_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The minimal app exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The minimal app did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
