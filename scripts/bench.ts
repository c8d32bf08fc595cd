// `npm run bench`: loads 100,000 realistic listings into a fresh database, starts the real
// production server on it and drives it over HTTP from 16 keep-alive connections: the advanced
// search, the full-text search (page and /api call, English and Burmese terms), the listing page,
// the home page, a static page (what any page costs before its own work) and /healthz (the
// ceiling: what the server does with almost no work). Prints
// requests per second, p50/p95/p99 latency and errors for each, with EXPLAIN ANALYZE of the
// search queries, and writes bench/results.json.
//
// Databases: the embedded PGlite always (in a temporary DATA_DIR); PostgreSQL as well when
// DATABASE_URL or PG_SERVER_URL is set: a throw-away database is created on that server and
// dropped afterwards (so the role needs CREATEDB; your own data is never touched). On a machine
// with the PostgreSQL 15 binaries: `npx tsx scripts/with-postgres.ts npx tsx scripts/bench.ts`.
//
// Targets (documented, not asserted): p95 < 50 ms for both searches and the listing page at 16
// connections on PostgreSQL with 100,000 listings.
// Knobs: BENCH_LISTINGS (100000), BENCH_REQUESTS per scenario (3000), BENCH_SECONDS per scenario
// (15), BENCH_CONNECTIONS (16), BENCH_DATABASES (e.g. "postgres" or "pglite"; default both),
// BENCH_SCENARIOS (words of the scenario names to run, e.g. "listing,home"), BENCH_PROFILE=1 (the
// server writes V8 CPU profiles to bench/profiles/, for Chrome DevTools or speedscope),
// BENCH_ACCEPT_ENCODING (default identity, as load tools send; a browser's "gzip, deflate, br,
// zstd" makes the server compress every answer, as it does for real visitors).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { cpuPerRequest, cpuSnapshot } from '../bench/cpu-time';
import { explainSearches, type PlanSummary } from '../bench/explain';
import { hostSpeedMs } from '../bench/host-speed';
import { loadDatabase } from '../bench/loaded-database';
import { DEFAULT_ACCEPT_ENCODING, runLoad, type LoadResult } from '../bench/http-load';
import { scenarios } from '../bench/scenarios';
import { startPortal } from '../tests/e2e/support/server';
import { buildIfStale } from './build-if-stale';

const root = path.resolve(import.meta.dirname, '..');
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? DEFAULT_ACCEPT_ENCODING;
const TARGET_P95_MS = 50;
const SERIAL_REQUESTS = 100;
const WARMUP_REQUESTS = 300;
const serverUrl = process.env.DATABASE_URL || process.env.PG_SERVER_URL;
const wanted = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const onlyScenarios = process.env.BENCH_SCENARIOS?.split(',').map((word) => word.trim().toLowerCase());
const profileDir = process.env.BENCH_PROFILE === '1' ? path.join(root, 'bench/profiles') : undefined;
const kinds = (['postgres', 'pglite'] as const).filter((k) => wanted.includes(k) && (k === 'pglite' || serverUrl));

interface Run {
  database: 'postgres' | 'pglite';
  version: string;
  listings: number;
  loadSeconds: number;
  plans: PlanSummary[];
  /**
   * At 16 connections, plus the p50/p95 of the same requests sent one at a time (serial*) and the
   * CPU ms one request cost the server, PostgreSQL (null with the embedded database) and the load
   * generator: all three share the machine's cores.
   */
  scenarios: ({ name: string; target: boolean; serialP50: number; serialP95: number; serverCpuMs: number; databaseCpuMs: number | null; loadGeneratorCpuMs: number } & LoadResult)[];
}

const pad = (v: unknown, n: number) => String(v).padStart(n);

async function benchmark(kind: 'postgres' | 'pglite'): Promise<Run> {
  let plans: PlanSummary[] = [];
  let version = '';
  const database = await loadDatabase({
    kind,
    serverUrl,
    listings: LISTINGS,
    whileOpen: async (db) => {
      console.log(`[${kind}] EXPLAIN ANALYZE of the search queries:`);
      plans = await explainSearches();
      for (const p of plans) console.log(`  ${p.name.padEnd(48)} ${pad(p.ms.toFixed(2), 8)} ms  ${p.indexes.join(', ') || p.nodes.join(', ')}`);
      const result = (await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
      version = result.rows[0].v.split(' on ')[0];
    },
  });
  const { dataDir, loaded } = database;
  try {
    const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const server = await startPortal({ DEMO_DATA: '0', ...(database.url ? { DATABASE_URL: database.url } : {}) }, { dataDir, nodeArgs });
    const databaseName = database.name;
    const results: Run['scenarios'] = [];
    try {
      const chosen = scenarios(loaded.sampleIds).filter((s) => !onlyScenarios || onlyScenarios.some((word) => s.name.toLowerCase().includes(word)));
      // Every scenario once, unmeasured, before any is measured: a freshly started server
      // compiles and optimises its code on the first pages it renders, which would otherwise
      // count against whichever scenario runs first.
      for (const scenario of chosen) {
        await runLoad({ baseUrl: server.url, nextPath: (n) => scenario.paths[n % scenario.paths.length], connections: CONNECTIONS, maxRequests: WARMUP_REQUESTS, maxSeconds: SECONDS });
      }
      console.log(`[${kind}] ${CONNECTIONS} connections, up to ${REQUESTS} requests or ${SECONDS} s per scenario`);
      console.log(
        `  ${'scenario'.padEnd(38)} ${pad('requests', 8)} ${pad('errors', 6)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p95 ms', 7)} ${pad('p99 ms', 7)} | ${pad('1 conn p50', 10)} ${pad('p95', 6)} | ${pad('CPU ms/req: app', 15)} ${pad('db', 5)} ${pad('load', 5)}`,
      );
      for (const scenario of chosen) {
        const probe = await fetch(`${server.url}${scenario.paths[0]}`);
        await probe.arrayBuffer();
        if (probe.status === 404) {
          console.log(`  ${scenario.name.padEnd(38)} skipped: ${scenario.paths[0].split('?')[0]} answers 404 (is its route in app/routes.ts?)`);
          continue;
        }
        const cpuBefore = cpuSnapshot({ serverPid: server.pid, database: databaseName });
        const result = await runLoad({
          baseUrl: server.url,
          nextPath: (n) => scenario.paths[n % scenario.paths.length],
          connections: CONNECTIONS,
          maxRequests: REQUESTS,
          maxSeconds: SECONDS,
          acceptEncoding: ACCEPT_ENCODING,
        });
        const cpu = cpuPerRequest(cpuBefore, cpuSnapshot({ serverPid: server.pid, database: databaseName }), result.requests);
        // The same mix from one connection: the service time of a request without queueing.
        const serial = await runLoad({
          baseUrl: server.url,
          nextPath: (n) => scenario.paths[n % scenario.paths.length],
          connections: 1,
          maxRequests: SERIAL_REQUESTS,
          maxSeconds: SECONDS,
          warmupRequests: 5,
          acceptEncoding: ACCEPT_ENCODING,
        });
        results.push({ name: scenario.name, target: scenario.target, ...result, serialP50: serial.p50, serialP95: serial.p95, serverCpuMs: cpu.serverMs, databaseCpuMs: cpu.databaseMs, loadGeneratorCpuMs: cpu.loadGeneratorMs });
        const met = result.errors === 0 && result.p95 < TARGET_P95_MS;
        const mark = scenario.target && kind === 'postgres' ? (met ? '  (target met)' : '  (TARGET MISSED)') : '';
        console.log(
          `  ${scenario.name.padEnd(38)} ${pad(result.requests, 8)} ${pad(result.errors, 6)} ${pad(result.rps.toFixed(0), 7)} ${pad(result.p50.toFixed(1), 7)} ${pad(result.p95.toFixed(1), 7)} ${pad(result.p99.toFixed(1), 7)} | ${pad(serial.p50.toFixed(1), 10)} ${pad(serial.p95.toFixed(1), 6)} | ${pad(cpu.serverMs.toFixed(2), 15)} ${pad(cpu.databaseMs?.toFixed(2) ?? '-', 5)} ${pad(cpu.loadGeneratorMs.toFixed(2), 5)}${mark}`,
        );
        for (const sample of result.errorSamples) console.log(`    error: ${sample}`);
      }
    } finally {
      await server.stop();
    }
    return { database: kind, version, listings: loaded.listings, loadSeconds: loaded.seconds, plans, scenarios: results };
  } finally {
    await database.remove();
  }
}

const started = Date.now();
buildIfStale();
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  /** bench/host-speed.ts before the runs (and in the report, after them): lower is faster. */
  hostSpeedMs: hostSpeedMs(),
};
console.log(`Benchmark on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), Node ${machine.node}; load average ${machine.loadAverageAtStart.join(' ')}; host speed ${machine.hostSpeedMs} ms (bench/host-speed.ts, lower is faster)`);
if (!serverUrl && wanted.includes('postgres')) console.log('No DATABASE_URL or PG_SERVER_URL: PostgreSQL is skipped.');

const runs: Run[] = [];
for (const kind of kinds) runs.push(await benchmark(kind));

const report = {
  date: new Date().toISOString(),
  machine,
  settings: { listings: LISTINGS, connections: CONNECTIONS, acceptEncoding: ACCEPT_ENCODING, requestsPerScenario: REQUESTS, secondsPerScenario: SECONDS, scenarios: onlyScenarios ?? 'all' },
  targets: { p95Ms: TARGET_P95_MS, scenarios: 'advanced search, full-text search (page and API) and the listing page, on PostgreSQL' },
  runs,
  hostSpeedMsAtEnd: hostSpeedMs(),
  totalSeconds: Math.round((Date.now() - started) / 1000),
};
fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote bench/results.json (${report.totalSeconds} s in all).`);
process.exit(0);
