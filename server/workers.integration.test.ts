// The supervisor of the production server's worker processes, driven through a stand-in worker
// (fixtures/supervised-echo.ts) that answers with its process id.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../tests/e2e/support/server';
import { MAX_DEFAULT_WORKERS, WORKER_NODE_FLAGS, workerCount } from './workers';

const fixture = path.join(import.meta.dirname, 'fixtures/supervised-echo.ts');
let primary: ChildProcess | undefined;

afterEach(() => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
});

/** One request on its own connection, so the cluster's round robin hands it to the next worker. */
function ask(port: number): Promise<{ pid: number; execArgv: string[]; heapLimitMb: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject)
      // A connection handed to a worker that was just killed is never answered.
      .setTimeout(1000, function (this: http.ClientRequest) {
        this.destroy(new Error('no answer'));
      });
  });
}

async function servingPids(port: number, requests = 20): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i++) pids.add((await ask(port)).pid);
  return pids;
}

async function startSupervisor(env: Record<string, string>) {
  const port = await freePort();
  primary = spawn(process.execPath, ['--import', 'tsx', fixture], { env: { ...process.env, PORT: String(port), ...env }, stdio: 'inherit' });
  const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
  return { port, exited };
}

/** The workers' process ids once `count` of them answer (connection errors are retried). */
async function untilWorkers(port: number, count: number, without?: number): Promise<Set<number>> {
  let pids = new Set<number>();
  for (let i = 0; i < 200; i++) {
    try {
      pids = await servingPids(port);
      if (pids.size === count && (without === undefined || !pids.has(without))) return pids;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} workers, saw ${[...pids].join(', ')}`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('server workers', () => {
  it('runs the given number of workers, all answering, each with the memory flags', async () => {
    const { port } = await startSupervisor({ WORKERS: '2' });
    expect((await untilWorkers(port, 2)).size).toBe(2);
    const answer = await ask(port);
    expect(answer.execArgv).toEqual(expect.arrayContaining(WORKER_NODE_FLAGS));
    // The old generation's 256 MB and the young generation's semi-spaces: not the gigabytes V8 gives itself on a large host.
    expect(answer.heapLimitMb).toBeGreaterThan(256);
    expect(answer.heapLimitMb).toBeLessThan(400);
  });

  it('replaces a worker that dies while serving', async () => {
    const { port } = await startSupervisor({ WORKERS: '2' });
    const [victim] = await untilWorkers(port, 2);
    process.kill(victim, 'SIGKILL');
    const after = await untilWorkers(port, 2, victim);
    expect(after.has(victim)).toBe(false);
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const { port, exited } = await startSupervisor({ WORKERS: '2' });
    const workers = await untilWorkers(port, 2);
    primary!.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(isAlive(pid)).toBe(false);
  });

  it('exits with the worker’s code when a worker fails before it serves', async () => {
    const { exited } = await startSupervisor({ WORKERS: '2', FAIL_AT_START: '1' });
    expect(await exited).toBe(3);
  });
});

describe('workerCount', () => {
  it('is one with the embedded database, whatever is asked', () => {
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: 4 })).toBe(1);
  });

  it('is WEB_CONCURRENCY with PostgreSQL, else one per core up to a few', () => {
    expect(workerCount({ DATABASE_URL: 'postgres://db/portal', WEB_CONCURRENCY: 12 })).toBe(12);
    expect(workerCount({ DATABASE_URL: 'postgres://db/portal', WEB_CONCURRENCY: undefined })).toBe(Math.min(os.availableParallelism(), MAX_DEFAULT_WORKERS));
    expect(MAX_DEFAULT_WORKERS).toBeLessThanOrEqual(8);
  });
});
