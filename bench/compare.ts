// Two versions of the portal side by side on one loaded PostgreSQL database (two checkouts, for
// example this one and a `git worktree` of an older commit, with its node_modules), driven in short
// alternating bursts of the benchmark's scenarios. The host's speed drifts by tens of percent
// within minutes, so two separate `npm run bench` runs cannot show a 10% change; bursts taken
// seconds apart, in alternating order, can: the median of the paired CPU ratios is the figure.
//
//   npx tsx scripts/with-postgres.ts npx tsx bench/compare.ts [checkout A, default: this one] <checkout B>
//
// Run it both ways round (A/B, then B/A): the server started first has measured a few percent
// more CPU per request than an identical second one.
//
// Both portals keep the pages they render for visitors who are not signed in, as deployed: a
// change to rendering shows only with PAGE_CACHE_MB=0 (passed on to both).
//
// Knobs: BENCH_LISTINGS (100000), BENCH_SCENARIOS (words of scenario names, default "listing,
// search"), COMPARE_ROUNDS (12), COMPARE_BURST (400 requests), BENCH_CONNECTIONS (16).
import path from 'node:path';
import { cpuSnapshot } from './cpu-time';
import { runLoad } from './http-load';
import { loadDatabase } from './loaded-database';
import { scenarios } from './scenarios';
import { startPortal, type RunningServer } from '../tests/e2e/support/server';

const checkouts = process.argv.slice(2).map((dir) => path.resolve(dir));
if (checkouts.length === 1) checkouts.unshift(path.resolve(import.meta.dirname, '..'));
const serverUrl = process.env.DATABASE_URL || process.env.PG_SERVER_URL;
if (checkouts.length !== 2 || !serverUrl) {
  console.error('Usage: npx tsx scripts/with-postgres.ts npx tsx bench/compare.ts [checkout A] <checkout B>');
  process.exit(2);
}
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 12);
const BURST = Number(process.env.COMPARE_BURST ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const words = (process.env.BENCH_SCENARIOS ?? 'listing,search').split(',').map((w) => w.trim().toLowerCase());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function burst(server: RunningServer, paths: string[], first: number, requests: number) {
  const before = cpuSnapshot({ serverPid: server.pid });
  const result = await runLoad({ baseUrl: server.url, nextPath: (n) => paths[(first + n) % paths.length], connections: CONNECTIONS, maxRequests: requests, maxSeconds: 60, warmupRequests: 0 });
  const cpuMs = (cpuSnapshot({ serverPid: server.pid }).server - before.server) / result.requests;
  if (result.errors) throw new Error(`${server.url}: ${result.errorSamples.join('; ')}`);
  return { cpuMs, p95: result.p95 };
}

const database = await loadDatabase({ kind: 'postgres', serverUrl, listings: LISTINGS });
const servers: RunningServer[] = [];
try {
  const env = { DEMO_DATA: '0', DATABASE_URL: database.url! };
  for (const checkout of checkouts) servers.push(await startPortal(env, { checkout }));
  console.log(`\nA = ${checkouts[0]}, B = ${checkouts[1]}: ${ROUNDS} rounds of ${BURST} requests each at ${CONNECTIONS} connections`);
  console.log(`  ${'scenario'.padEnd(38)} ${'CPU ms/req A'.padStart(12)} ${'B'.padStart(6)}   A/B median [range]   ${'p95 A'.padStart(7)} ${'B'.padStart(6)}`);
  for (const scenario of scenarios(database.loaded.sampleIds)) {
    if (!words.some((word) => scenario.name.toLowerCase().includes(word))) continue;
    for (const server of servers) await burst(server, scenario.paths, 0, 1500); // warm-up: JIT, caches
    const cpu: number[][] = [[], []];
    const p95: number[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of round % 2 ? [1, 0] : [0, 1]) {
        const { cpuMs, p95: ms } = await burst(servers[i], scenario.paths, round * BURST, BURST);
        cpu[i].push(cpuMs);
        p95[i].push(ms);
      }
    }
    const ratios = cpu[0].map((a, round) => a / cpu[1][round]);
    console.log(
      `  ${scenario.name.padEnd(38)} ${median(cpu[0]).toFixed(2).padStart(12)} ${median(cpu[1]).toFixed(2).padStart(6)}   ${median(ratios).toFixed(3)} [${Math.min(...ratios).toFixed(2)}..${Math.max(...ratios).toFixed(2)}]   ${median(p95[0]).toFixed(1).padStart(7)} ${median(p95[1]).toFixed(1).padStart(6)}`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await database.remove();
}
process.exit(0);
