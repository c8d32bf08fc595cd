// `npm start`: build the production bundle when it is missing or older than the sources, then
// serve it. NODE_ENV is production from here on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

process.env.NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '..');
const buildEntry = path.join(root, 'build/server/index.js');
const SOURCES = ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding...' : 'No production build yet: building...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { startServer } = await import('../server/main');
await startServer({ mode: 'production' });
