// Starts the real production server (npm start's code path) on a free port with its own data
// folder, and stops it cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** The process `npm start` runs (the cluster's primary when there are several app processes). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the portal with `extraEnv` on top of this process's environment (DATABASE_URL only when
 * given there). `dataDir`: use this folder and leave it in place (else a temporary one, removed
 * on stop). `nodeArgs`: for example ['--cpu-prof'] (Node refuses it in NODE_OPTIONS). `checkout`:
 * another copy of the project to run instead of this one (bench/compare.ts).
 */
export async function startPortal(
  extraEnv: Record<string, string> = {},
  { dataDir: givenDataDir, nodeArgs = [], checkout = root }: { dataDir?: string; nodeArgs?: string[]; checkout?: string } = {},
): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/start.ts'], { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Long enough for a first production build.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The portal did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    env,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.on('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
