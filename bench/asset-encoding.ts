// The server's CPU to send the main entry chunk to a browser (Accept-Encoding: gzip, deflate, br,
// zstd): compressed on every request by the `compression` middleware (as server/app.ts once did)
// against the precompressed file (server/static-assets.ts). Two servers, each Express
// with compression in front as in server/app.ts, on a copy of the production build's assets
// (precompressed by scripts/precompress.ts), in bursts that alternate between them; each reports
// its own process.cpuUsage() (all its threads: zlib runs on libuv's pool).
//
//   flock /tmp/portal-build.lock npx tsx bench/asset-encoding.ts     (knobs: ROUNDS, BURST)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { buildIfStale } from '../scripts/build-if-stale';
import { precompressedAssets } from '../server/static-assets';

const ACCEPT = 'gzip, deflate, br, zstd';

if (process.argv[2] === 'serve') {
  const [, , , mode, dir] = process.argv;
  const app = express();
  app.use(compression());
  app.get('/cpu', (_req, res) => res.json(process.cpuUsage()));
  app.use('/assets', mode === 'old' ? express.static(dir, { immutable: true, maxAge: '1y' }) : precompressedAssets(dir));
  const server = app.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
} else {
  await main();
}

async function main() {
  const rounds = Number(process.env.ROUNDS ?? 6);
  const burst = Number(process.env.BURST ?? 200);
  const root = path.resolve(import.meta.dirname, '..');
  buildIfStale();
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'build/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((c) => c.isEntry)!.file.replace(/^assets\//, '');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-encoding-'));
  fs.cpSync(path.join(root, 'build/client/assets'), dir, { recursive: true });

  const servers = { old: await startServer('old', dir), new: await startServer('new', dir) };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (port: number, p: string) =>
    new Promise<{ body: Buffer; encoding?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: p, agent, headers: { 'accept-encoding': ACCEPT } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve({ body: Buffer.concat(parts), encoding: res.headers['content-encoding'] }));
        })
        .on('error', reject);
    });
  const cpuMs = async (port: number) => {
    const { user, system } = JSON.parse((await get(port, '/cpu')).body.toString()) as NodeJS.CpuUsage;
    return (user + system) / 1000;
  };

  const perRequest: Record<'old' | 'new', number[]> = { old: [], new: [] };
  const bytes: Record<string, string> = {};
  for (const mode of ['old', 'new'] as const) for (let i = 0; i < 50; i++) await get(servers[mode].port, `/assets/${entry}`); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const mode of round % 2 ? (['new', 'old'] as const) : (['old', 'new'] as const)) {
      const { port } = servers[mode];
      const before = await cpuMs(port);
      for (let i = 0; i < burst; i++) {
        const { body, encoding } = await get(port, `/assets/${entry}`);
        bytes[mode] = `${body.length} bytes ${encoding}`;
      }
      perRequest[mode].push((await cpuMs(port)) - before);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const mode of ['old', 'new'] as const) {
    const ms = perRequest[mode].map((t) => t / burst);
    console.log(`${mode === 'old' ? 'compressed per request' : 'precompressed file    '}: ${median(ms).toFixed(3)} ms CPU per request (median of ${rounds} bursts of ${burst}; range ${Math.min(...ms).toFixed(3)}-${Math.max(...ms).toFixed(3)}), ${bytes[mode]}`);
  }
  console.log(`/assets/${entry}: ${fs.statSync(path.join(dir, entry)).size} bytes uncompressed; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
  agent.destroy();
  for (const s of Object.values(servers)) s.child.kill();
  fs.rmSync(dir, { recursive: true, force: true });
}

function startServer(mode: string, dir: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'serve', mode, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const port = /port (\d+)/.exec(d.toString())?.[1];
      if (port) resolve({ port: Number(port), child });
    });
    child.on('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)));
  });
}
