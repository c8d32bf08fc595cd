// Runs a command against a throw-away PostgreSQL 15 server: initdb in a temp folder, start it
// on a free port as the `postgres` user (it refuses to run as root), export TEST_DATABASE_URL,
// run the command, stop the server. Used by `npm run test:pg` (the integration suite on a real
// server) and `npm run bench`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const command = process.argv.slice(2);
if (!command.length) {
  console.error('Usage: tsx scripts/with-postgres.ts <command...>');
  process.exit(2);
}

function ensureServerBinaries() {
  if (fs.existsSync(path.join(BIN, 'postgres'))) return;
  if (process.getuid?.() !== 0) throw new Error(`PostgreSQL server binaries not found in ${BIN}; install postgresql-15.`);
  console.log('Installing the PostgreSQL 15 server from Debian packages (once)...');
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15'], { stdio: 'inherit' });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

ensureServerBinaries();
const asRoot = process.getuid?.() === 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
const runAs = (file: string, args: string[]) =>
  asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' }) : execFileSync(file, args, { stdio: 'pipe' });
if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);

const port = await freePort();
const dataDir = path.join(dir, 'data');
let status = 1;
try {
  runAs(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  runAs(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', '-l', path.join(dir, 'log'), 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL 15 running on port ${port}`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, PG_SERVER_URL: url },
  });
  status = result.status ?? 1;
} finally {
  try {
    runAs(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } catch {
    /* was not started */
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
