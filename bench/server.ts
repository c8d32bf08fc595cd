// Starts the real production server (the `npm start` code path) for the benchmark, on a free
// port, against the given data folder or PostgreSQL database, without demo data; stops it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tests/e2e/support/server';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startBenchServer({
  dataDir,
  databaseUrl,
  nodeArgs = [],
}: {
  dataDir: string;
  databaseUrl?: string;
  /** For example ['--cpu-prof'] to profile the server (Node refuses it in NODE_OPTIONS). */
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
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
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
