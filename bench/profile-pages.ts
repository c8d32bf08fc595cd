// One V8 CPU profile per kind of page, taken under load: the portal (one app process) serving
// only its static page, only /search?type=rent, only listing pages or only the home page, each
// from a server started afresh with --cpu-prof, and the minimal React Router app (the
// yardstick, bench/minimal-app) serving its static page. Each profile then holds one kind of
// request, so what a page spends beyond the framework's own work can be read side by side with
// bench/profile-summary.ts.
//
//   npx tsx scripts/with-postgres.ts npx tsx bench/profile-pages.ts
//   npx tsx bench/profile-summary.ts bench/profiles/<page>/*.cpuprofile
//
// The portal keeps no rendered page here (PAGE_CACHE_MB=0 unless set): a profile shows what
// rendering a page costs, not what sending a kept one does.
//
// Knobs: BENCH_LISTINGS (20000), PROFILE_SECONDS (12 per page, after 300 requests of warm-up),
// PROFILE_PAGES (minimal,static,search,listing,home), BENCH_CONNECTIONS (16).
import fs from 'node:fs';
import path from 'node:path';
import { runLoad } from './http-load';
import { loadDatabase } from './loaded-database';
import { buildBothUnderLock, startMinimalApp } from './minimal-app';
import { yardstickScenarios } from './scenarios';
import { startPortal } from '../tests/e2e/support/server';

const serverUrl = process.env.DATABASE_URL || process.env.PG_SERVER_URL;
if (!serverUrl) {
  console.error('Usage: npx tsx scripts/with-postgres.ts npx tsx bench/profile-pages.ts');
  process.exit(2);
}
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const pages = (process.env.PROFILE_PAGES ?? 'minimal,static,search,listing,home').split(',').map((p) => p.trim());
const outDir = path.join(import.meta.dirname, 'profiles');

buildBothUnderLock();
const database = await loadDatabase({ kind: 'postgres', serverUrl, listings: LISTINGS });
try {
  const y = yardstickScenarios(database.loaded.sampleIds);
  for (const page of pages) {
    const dir = path.join(outDir, page);
    fs.rmSync(dir, { recursive: true, force: true });
    const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
    const server =
      page === 'minimal'
        ? await startMinimalApp({ nodeArgs })
        : await startPortal({ DEMO_DATA: '0', WEB_CONCURRENCY: '1', DATABASE_URL: database.url!, PAGE_CACHE_MB: process.env.PAGE_CACHE_MB ?? '0' }, { dataDir: database.dataDir, nodeArgs });
    const paths = page === 'minimal' ? ['/'] : y[page as keyof typeof y].paths;
    try {
      const drive = (maxRequests: number, maxSeconds: number) =>
        runLoad({ baseUrl: server.url, nextPath: (n) => paths[n % paths.length], connections: CONNECTIONS, maxRequests, maxSeconds, warmupRequests: 0 });
      await drive(300, 30);
      const result = await drive(Number.MAX_SAFE_INTEGER, SECONDS);
      console.log(`${page.padEnd(8)} ${result.requests} requests, ${result.rps.toFixed(0)} req/s, ${result.errors} errors`);
    } finally {
      await server.stop();
    }
    // The supervisor's profile is empty (it only forwards connections): keep the worker's, the largest.
    const profiles = fs.readdirSync(dir).map((f) => path.join(dir, f));
    console.log(`  profiles: ${profiles.map((p) => `${path.relative(process.cwd(), p)} (${Math.round(fs.statSync(p).size / 1024)} KB)`).join(', ')}`);
  }
} finally {
  await database.remove();
}
process.exit(0);
