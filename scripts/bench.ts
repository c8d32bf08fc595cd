// `npm run bench`: loads 100,000 realistic listings into a fresh PostgreSQL database, starts the
// real production server on it (one app process) beside a minimal React Router 7 app (the
// yardstick, bench/minimal-app: same versions, one static page), and drives both over HTTP from
// 16 keep-alive connections.
//
// First the yardstick (bench/yardstick.ts): the minimal app's static page, the portal's static
// page, /search?type=rent, /listing/:id and the home page, in short bursts that take turns, so
// the host's drift cancels out of the target ratios (each within a round, median over
// the rounds): the static page's app CPU at most 1.2x the minimal app's; /search and
// /listing/:id at least 0.4x its requests per second, the home page 0.25x; the p95 of search
// and listing pages at most 2.5x its p95. With them, for reference, the same three pages from a
// second portal that keeps no rendered page (PAGE_CACHE_MB=0): each rendered afresh, as after a
// change of its data (bench/yardstick.ts). Then the other scenarios one after another (the
// advanced search's filter mixes, the full-text search as a page and as an /api call, the
// client navigations' .data requests, /healthz), each also from one connection (the service
// time without queueing). Last, the browsing of the yardstick's pages at 16 connections alone and
// beside one attacker sending the worst inputs (bench/under-attack.ts), with both p95s. Prints the tables with EXPLAIN ANALYZE of the search queries and
// writes bench/results.json. First of all, the post reader's accuracy per field on its corpus
// (bench/listing-posts.ts, no database). Before the server starts, an alert run of 10,000 saved searches
// over the loaded listings (bench/alert-run.ts) with its plan, and a lister's numbers: the
// rollup job (a day's first run, an hourly one) and the performance dashboard's reads for a lister with 500 listings (bench/listing-performance.ts).
//
// Builds the portal (when stale) and the minimal app under `flock /tmp/portal-build.lock`.
// PostgreSQL when DATABASE_URL or PG_SERVER_URL is set (`npm run bench` starts a throw-away
// server): a database is created there and dropped afterwards, your own data is never touched.
// The embedded PGlite too with BENCH_DATABASES=postgres,pglite (or alone with pglite).
//
// Knobs: BENCH_LISTINGS (100000), BENCH_ROUNDS (8) and BENCH_BURST_SECONDS (2) for the
// yardstick, BENCH_REQUESTS (3000) and BENCH_SECONDS (10) per other scenario, BENCH_CONNECTIONS
// (16), BENCH_WEB_CONCURRENCY (app processes, 1), BENCH_DATABASES (postgres), BENCH_SCENARIOS
// (words of the other scenarios' names to run, e.g. "healthz,full"; "attack" for the browsing
// under attack; "none" for the yardstick only), BENCH_PROFILE=1 (the portal and the minimal app write V8 CPU profiles to
// bench/profiles/, for Chrome DevTools or speedscope; the profiler slows both, so the figures of
// such a run are not comparable), BENCH_ACCEPT_ENCODING (default identity, as load tools send; a
// browser's "gzip, deflate, br, zstd" makes both servers compress every answer).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { cpuPerRequest, cpuSnapshot } from '../bench/cpu-time';
import { benchAlertRun, printAlertBench, type AlertBench } from '../bench/alert-run';
import { benchDuplicateCheck, printDuplicateBench, type DuplicateBench } from '../bench/duplicate-check';
import { benchRateChange, printRateChange, type RateChangeBench } from '../bench/exchange-rate';
import { benchPriceInsights, printPriceInsightsBench, type PriceInsightsBench } from '../bench/price-insights';
import { explainSearches, type PlanSummary } from '../bench/explain';
import { describeMachine, machineAtEnd } from '../bench/host-speed';
import { loadDatabase } from '../bench/loaded-database';
import { benchListingPerformance, printPerformanceBench, type PerformanceBench } from '../bench/listing-performance';
import { DEFAULT_ACCEPT_ENCODING, runLoad, type LoadResult } from '../bench/http-load';
import { buildBothUnderLock, startMinimalApp } from '../bench/minimal-app';
import { scenarios, yardstickScenarios, type Scenario } from '../bench/scenarios';
import { benchListingPosts, printListingPostsBench } from '../bench/listing-posts';
import { measureSitemap, printSitemap, type SitemapFileTiming } from '../bench/sitemap';
import { printYardstick, RATIO_TARGETS, RENDERED_RATIOS, runYardstick, type YardstickResult, type YardstickTarget } from '../bench/yardstick';
import { measureUnderAttack, printUnderAttack, type UnderAttack } from '../bench/under-attack';
import { startPortal } from '../tests/e2e/support/server';

const root = path.resolve(import.meta.dirname, '..');
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 2);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ?? '1';
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? DEFAULT_ACCEPT_ENCODING;
const SERIAL_REQUESTS = 100;
const WARMUP_REQUESTS = 300;
const serverUrl = process.env.DATABASE_URL || process.env.PG_SERVER_URL;
const wanted = (process.env.BENCH_DATABASES ?? 'postgres').split(',');
const onlyScenarios = process.env.BENCH_SCENARIOS?.split(',').map((word) => word.trim().toLowerCase());
const profileDir = process.env.BENCH_PROFILE === '1' ? path.join(root, 'bench/profiles') : undefined;
const kinds = (['postgres', 'pglite'] as const).filter((k) => wanted.includes(k) && (k === 'pglite' || serverUrl));

type Measured = { name: string; serialP50: number; serialP95: number; serverCpuMs: number; databaseCpuMs: number | null; loadGeneratorCpuMs: number } & LoadResult;

interface Run {
  database: 'postgres' | 'pglite';
  version: string;
  listings: number;
  loadSeconds: number;
  /** App processes of the portal (the minimal app is always one). */
  appProcesses: number;
  plans: PlanSummary[];
  /** An alert run of 10,000 saved searches over the listings (bench/alert-run.ts), before the server starts. */
  alerts: AlertBench | null;
  /** A lister's numbers: the rollup job (a day's first run, an hourly one) and the dashboard's reads, 500 listings of the loaded ones (bench/listing-performance.ts). */
  listingPerformance: PerformanceBench | null;
  /** The duplicate check over 8 photos a listing (bench/duplicate-check.ts), before the server starts. */
  duplicates: DuplicateBench | null;
  /** A new exchange rate converting every listing, and the price filter's plans in either currency (bench/exchange-rate.ts). */
  rateChange: RateChangeBench | null;
  /** The nightly price-insights job over the listings (bench/price-insights.ts), before the server starts. */
  priceInsights: PriceInsightsBench | null;
  /** The five interleaved scenarios and the target ratios (bench/yardstick.ts). */
  yardstick: YardstickResult & { serial: { name: string; p50: number; p95: number }[] };
  /**
   * The other scenarios, one after another at 16 connections, plus the p50/p95 of the same
   * requests sent one at a time (serial*) and the CPU ms one request cost the server, PostgreSQL
   * (null with the embedded database) and the load generator: all three share the machine's cores.
   */
  scenarios: Measured[];
  /** The sitemap index and each file, fetched whole (bench/sitemap.ts). */
  sitemap: SitemapFileTiming[];
  /** Browsing alone and beside one attacker sending the worst inputs (bench/under-attack.ts); null when not asked for. */
  underAttack: UnderAttack | null;
}

const pad = (v: unknown, n: number) => String(v).padStart(n);

/** The same mix from one connection: the service time of a request without queueing. */
const serialRun = (baseUrl: string, paths: string[]) =>
  runLoad({ baseUrl, nextPath: (n) => paths[n % paths.length], connections: 1, maxRequests: SERIAL_REQUESTS, maxSeconds: SECONDS, warmupRequests: 5, acceptEncoding: ACCEPT_ENCODING });

async function benchmark(kind: 'postgres' | 'pglite'): Promise<Run> {
  let plans: PlanSummary[] = [];
  let alerts: AlertBench | null = null;
  let listingPerformance: PerformanceBench | null = null;
  let duplicates: DuplicateBench | null = null;
  let rateChange: RateChangeBench | null = null;
  let priceInsights: PriceInsightsBench | null = null;
  let version = '';
  const database = await loadDatabase({
    kind,
    serverUrl,
    listings: LISTINGS,
    whileOpen: async (db) => {
      console.log(`[${kind}] EXPLAIN ANALYZE of the search queries:`);
      plans = await explainSearches();
      for (const p of plans) console.log(`  ${p.name.padEnd(48)} ${pad(p.ms.toFixed(2), 8)} ms  ${p.indexes.join(', ') || p.nodes.join(', ')}`);
      alerts = await benchAlertRun();
      printAlertBench(kind, alerts);
      listingPerformance = await benchListingPerformance();
      printPerformanceBench(kind, listingPerformance);
      duplicates = await benchDuplicateCheck();
      printDuplicateBench(kind, duplicates);
      rateChange = await benchRateChange();
      printRateChange(kind, rateChange);
      priceInsights = await benchPriceInsights();
      printPriceInsightsBench(kind, priceInsights);
      const result = (await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
      version = result.rows[0].v.split(' on ')[0];
    },
  });
  const { dataDir, loaded } = database;
  try {
    const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const appProcesses = kind === 'pglite' ? 1 : Number(WEB_CONCURRENCY);
    const env = { DEMO_DATA: '0', WEB_CONCURRENCY, ...(database.url ? { DATABASE_URL: database.url } : {}) };
    const server = await startPortal(env, { dataDir, nodeArgs });
    // The same pages rendered every time (bench/yardstick.ts); PGlite is one process's database.
    const rendering = kind === 'postgres' ? await startPortal({ ...env, PAGE_CACHE_MB: '0' }, { dataDir, nodeArgs }) : undefined;
    const minimal = await startMinimalApp({ nodeArgs });
    const databaseName = database.name;
    const results: Measured[] = [];
    try {
      const y = yardstickScenarios(loaded.sampleIds);
      const portal = { url: server.url, pid: server.pid };
      const targets: YardstickTarget[] = [
        { key: 'minimal', name: 'minimal React Router app: static page', server: { url: minimal.url, pid: minimal.pid }, paths: ['/'] },
        ...(['static', 'search', 'listing', 'home'] as const).map((key) => ({ key, name: `portal: ${y[key].name.replace(/^GET /, '')}`, server: portal, database: databaseName, paths: y[key].paths })),
        ...(rendering
          ? (['search', 'listing', 'home'] as const).map((key) => ({
              key: `${key}Rendered` as const,
              name: `rendered: ${y[key].name.replace(/^GET /, '')}`,
              server: { url: rendering.url, pid: rendering.pid },
              database: databaseName,
              paths: y[key].paths,
            }))
          : []),
      ];
      const yardstickNames = new Set(Object.values(y).map((s) => s.name));
      const others = scenarios(loaded.sampleIds).filter(
        (s) => !yardstickNames.has(s.name) && (!onlyScenarios || onlyScenarios.some((word) => s.name.toLowerCase().includes(word))),
      );
      // Every scenario once, unmeasured, before any is measured: a freshly started server
      // compiles and optimises its code on the first pages it renders, which would otherwise
      // count against whichever scenario runs first.
      const warmUp = (baseUrl: string, paths: string[]) =>
        runLoad({ baseUrl, nextPath: (n) => paths[n % paths.length], connections: CONNECTIONS, maxRequests: WARMUP_REQUESTS, maxSeconds: SECONDS });
      for (const target of targets) await warmUp(target.server.url, target.paths);
      for (const scenario of others) await warmUp(server.url, scenario.paths);

      console.log(
        `\n[${kind}] The yardstick: ${ROUNDS} rounds, each a ${BURST_SECONDS} s burst per scenario at ${CONNECTIONS} connections, taking turns (portal: ${appProcesses} app process${appProcesses > 1 ? 'es' : ''})`,
      );
      const yardstick = await runYardstick(targets, {
        rounds: ROUNDS,
        burstSeconds: BURST_SECONDS,
        connections: CONNECTIONS,
        acceptEncoding: ACCEPT_ENCODING,
        onRound: (round) => process.stdout.write(`${round ? '' : '  rounds done:'} ${round + 1}${round + 1 === ROUNDS ? '\n' : ''}`),
      });
      printYardstick(yardstick);
      const serial = [];
      for (const target of targets) {
        const one = await serialRun(target.server.url, target.paths);
        serial.push({ name: target.name, p50: one.p50, p95: one.p95 });
      }
      console.log(`  one connection, p50 ms: ${serial.map((s) => `${s.name.replace(/ \(.*\)$/, '')} ${s.p50.toFixed(1)}`).join('; ')}`);

      const sitemap = await measureSitemap(server.url);
      printSitemap(sitemap);

      if (others.length) await measureOthers(kind, others, server, databaseName, results);
      let underAttack: UnderAttack | null = null;
      if (!onlyScenarios || onlyScenarios.includes('attack')) {
        underAttack = await measureUnderAttack(server.url, [...y.search.paths, ...y.listing.paths, ...y.home.paths], { connections: CONNECTIONS, seconds: SECONDS });
        printUnderAttack(kind, underAttack);
      }
      return { database: kind, version, listings: loaded.listings, loadSeconds: loaded.seconds, appProcesses, plans, alerts, listingPerformance, duplicates, rateChange, priceInsights, yardstick: { ...yardstick, serial }, scenarios: results, sitemap, underAttack };
    } finally {
      await minimal.stop();
      await rendering?.stop();
      await server.stop();
    }
  } finally {
    await database.remove();
  }
}

async function measureOthers(kind: string, others: Scenario[], server: { url: string; pid: number }, databaseName: string | undefined, results: Measured[]) {
  console.log(`\n[${kind}] The other scenarios, one after another: ${CONNECTIONS} connections, up to ${REQUESTS} requests or ${SECONDS} s each`);
  console.log(
    `  ${'scenario'.padEnd(38)} ${pad('requests', 8)} ${pad('errors', 6)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p95 ms', 7)} ${pad('p99 ms', 7)} | ${pad('1 conn p50', 10)} ${pad('p95', 6)} | ${pad('CPU ms/req: app', 15)} ${pad('db', 5)} ${pad('load', 5)}`,
  );
  for (const scenario of others) {
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
    const serial = await serialRun(server.url, scenario.paths);
    results.push({ name: scenario.name, ...result, serialP50: serial.p50, serialP95: serial.p95, serverCpuMs: cpu.serverMs, databaseCpuMs: cpu.databaseMs, loadGeneratorCpuMs: cpu.loadGeneratorMs });
    console.log(
      `  ${scenario.name.padEnd(38)} ${pad(result.requests, 8)} ${pad(result.errors, 6)} ${pad(result.rps.toFixed(0), 7)} ${pad(result.p50.toFixed(1), 7)} ${pad(result.p95.toFixed(1), 7)} ${pad(result.p99.toFixed(1), 7)} | ${pad(serial.p50.toFixed(1), 10)} ${pad(serial.p95.toFixed(1), 6)} | ${pad(cpu.serverMs.toFixed(2), 15)} ${pad(cpu.databaseMs?.toFixed(2) ?? '-', 5)} ${pad(cpu.loadGeneratorMs.toFixed(2), 5)}`,
    );
    for (const sample of result.errorSamples) console.log(`    error: ${sample}`);
  }
}

const started = Date.now();
buildBothUnderLock();
const machine = describeMachine();
console.log(`Benchmark on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), Node ${machine.node}; load average ${machine.loadAverageAtStart.join(' ')}; host speed ${machine.hostSpeedMs} ms (bench/host-speed.ts, lower is faster)`);
if (!kinds.length) console.log('No DATABASE_URL or PG_SERVER_URL: PostgreSQL is skipped (npm run bench starts one; BENCH_DATABASES=pglite runs the embedded database).');

// The post reader's accuracy on its corpus first: no database, a second or two.
const listingPosts = benchListingPosts();
printListingPostsBench(listingPosts);

const runs: Run[] = [];
for (const kind of kinds) runs.push(await benchmark(kind));

const report = {
  date: new Date().toISOString(),
  machine,
  settings: {
    listings: LISTINGS,
    connections: CONNECTIONS,
    appProcesses: Number(WEB_CONCURRENCY),
    acceptEncoding: ACCEPT_ENCODING,
    yardstickRounds: ROUNDS,
    yardstickBurstSeconds: BURST_SECONDS,
    requestsPerScenario: REQUESTS,
    secondsPerScenario: SECONDS,
    scenarios: onlyScenarios ?? 'all',
  },
  /** Each against the minimal React Router app's static page, in the same round, on PostgreSQL. */
  targets: RATIO_TARGETS,
  /** The same pages from a portal that keeps no rendered page, against the same yardstick, for reference. */
  reference: RENDERED_RATIOS,
  listingPosts,
  runs,
  ...machineAtEnd(),
  totalSeconds: Math.round((Date.now() - started) / 1000),
};
fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote bench/results.json (${report.totalSeconds} s in all; load average ${report.loadAverageAtEnd.join(' ')} at the end, host speed ${report.hostSpeedMsAtEnd} ms).`);
process.exit(0);
