// Builds the production bundle when it is missing or older than any source file, then makes sure
// its assets are precompressed (scripts/precompress.ts). Shared by `npm start`, the benches and
// the browser tests' setup.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json', 'scripts/build-service-worker.ts'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfStale() {
  buildWhenStale();
  // Also after a fresh build made by a bare `react-router build`: a second run only compares dates.
  const assets = path.join(root, 'build/client/assets');
  if (fs.existsSync(assets)) precompress(assets);
}

function buildWhenStale() {
  const buildEntry = path.join(root, 'build/server/index.js');
  const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'Sources changed since the last build: rebuilding...' : 'No production build yet: building...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The production build failed.');
  // The service worker is built over the client build (scripts/build-service-worker.ts).
  const worker = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build-service-worker.ts')], { cwd: root, stdio: 'inherit' });
  if (worker.status !== 0) throw new Error('The service worker could not be built.');
}
