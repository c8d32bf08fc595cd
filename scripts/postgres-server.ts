// A throw-away PostgreSQL 15 server: initdb in a temp folder, started on a free port as the
// `postgres` user (it refuses to run as root), trust authentication on 127.0.0.1 only.
// scripts/with-postgres.ts runs a command against one; tests that need a real server of their
// own (server/startup.integration.test.ts) start one when the run has none.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

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

export interface PostgresServer {
  /** The `postgres` database as the superuser: create a database of your own on it. */
  url: string;
  port: number;
  stop(): void;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  ensureServerBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const runAs = (file: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' }) : execFileSync(file, args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);

  const port = await freePort();
  const dataDir = path.join(dir, 'data');
  const stop = () => {
    try {
      runAs(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      /* was not started */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAs(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    runAs(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', '-l', path.join(dir, 'log'), 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
