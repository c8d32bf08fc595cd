// `npm run bench:scale`: the portal at ten times today's size. Two fresh databases on one
// PostgreSQL server, 100,000 and 1,000,000 listings (20 % rented out or sold, both currencies,
// every township and type; photos with their hashes, a year of daily figures, price history,
// people with saved homes and searches: bench/scale-listings.ts, bench/scale-activity.ts), a
// production server on each (one app process, PAGE_CACHE_MB=0 so every page does its database
// work), and every page measured in one run of short bursts alternating between the two
// (bench/scale-pages.ts): p50, p95 and their ratio, target 1.5x. Then the app's peak memory at the
// larger size, two app processes against one there, each page's main query as the server ran it
// (auto_explain, bench/scale-plans.ts), and every background job timed once at each size
// (bench/scale-jobs.ts). Prints the tables and writes bench/scale-results.json. A bench only:
// never part of `npm test`. Builds the portal when stale under `flock /tmp/portal-build.lock`.
//
// Knobs: BENCH_SCALE_SMALL (100000), BENCH_SCALE_LARGE (1000000), BENCH_SCALE_FACTORY_LISTINGS
// (100000: listings made by the app's factories, the rest copied in SQL), BENCH_ROUNDS (5),
// BENCH_BURST_SECONDS (2), BENCH_CONNECTIONS (4: the pages' latency), BENCH_THROUGHPUT_CONNECTIONS
// (16: two processes against one), BENCH_SCALE_JOBS=0 (no jobs), BENCH_SCALE_PLANS=0 (no plans),
// BENCH_SCALE_PAGES=0 (no pages, memory or second process: the jobs alone), BENCH_SCALE_ONLY=
// fullSearchEn,apiSearch (those pages alone, by their keys in bench/scale-pages.ts: no sitemap
// or second process).
// Measuring again after a change without loading a million listings again: BENCH_SCALE_KEEP=1
// keeps the loaded databases on PG_SERVER_URL's server (a server of your own: `npm run
// bench:scale` stops its throw-away one) and prints their names; BENCH_SCALE_FROM=small,large then
// measures copies of them (the jobs change what they run on), migrated by the servers as they start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { users } from '../app/db/schema';
import { refreshQualityScores } from '../app/domain/quality/refresh-scores.server';
import { startPortal, type RunningServer } from '../tests/e2e/support/server';
import { describeMachine, machineAtEnd } from './host-speed';
import { createThrowawayDatabase } from '../tests/support/throwaway-database';
import { loadDatabase, reopenDatabase, type LoadedDatabase } from './loaded-database';
import { buildBothUnderLock } from './minimal-app';
import { sampleMemory, type MemoryPeak } from './process-memory';
import { addActivity } from './scale-activity';
import { NIGHTLY_LIMIT_MS, timeJobs, type JobTiming } from './scale-jobs';
import { growListings } from './scale-listings';
import { interleave, median, pageScenarios, warmUp, type PageScenario, type Side } from './scale-pages';
import { AUTO_EXPLAIN_OPTIONS, capturePlans, type PagePlan } from './scale-plans';
import { markdownTables, PAGE_RATIO_TARGET, printReport, type JobRow, type PageRow, type ScaleReport, type SizeInfo, type TwoProcesses } from './scale-report';
import { sessionCookie } from './session';
import { measureSitemap } from './sitemap';
import { warmServer } from './warm-server';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = [Number(process.env.BENCH_SCALE_SMALL ?? 100_000), Number(process.env.BENCH_SCALE_LARGE ?? 1_000_000)] as const;
const FACTORY_LISTINGS = Number(process.env.BENCH_SCALE_FACTORY_LISTINGS ?? 100_000);
const CLOSED_SHARE = 0.2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const THROUGHPUT_CONNECTIONS = Number(process.env.BENCH_THROUGHPUT_CONNECTIONS ?? 16);
const WARM_MIX_REQUESTS = 1_000;
const serverUrl = process.env.PG_SERVER_URL || process.env.DATABASE_URL;
const resultsFile = path.join(root, 'bench/scale-results.json');
const KEEP = process.env.BENCH_SCALE_KEEP === '1';
const FROM = process.env.BENCH_SCALE_FROM?.split(',').filter(Boolean);
const ONLY = process.env.BENCH_SCALE_ONLY?.split(',').filter(Boolean);

interface Loaded {
  database: LoadedDatabase;
  info: SizeInfo;
  listingIds: string[];
  cookies: { lister: string; admin: string };
}

const n = (v: number) => v.toLocaleString('en-US');
const round2 = (v: number) => Math.round(v * 100) / 100;
type Rows<T> = { rows: T[] };

/** A database of `listings`: the factories' rows, scored as the quality job would, grown in SQL, then what people did. */
async function loadSize(listings: number): Promise<Loaded> {
  const started = Date.now();
  const factoryListings = Math.min(listings, FACTORY_LISTINGS);
  let rest: (Omit<Loaded, 'database' | 'info'> & { activity: SizeInfo['activity']; databaseMb: number }) | undefined;
  console.log(`\n=== ${n(listings)} listings (${n(factoryListings)} by the app's factories)`);
  const database = await loadDatabase({
    kind: 'postgres',
    serverUrl,
    listings: factoryListings,
    load: {
      closedShare: CLOSED_SHARE,
      // Scored before the indexes exist, so scoring every listing is cheap; copies keep their source's score.
      beforeIndexes: async () => {
        await refreshQualityScores();
        await growListings({ target: listings, closedShare: CLOSED_SHARE });
      },
    },
    whileOpen: async () => {
      const activity = await addActivity({ listings });
      await getDb().execute(sql`vacuum analyze`);
      const sample = await sampleOf();
      rest = { activity, ...sample };
      console.log(`  ${n(activity.photos)} photo hashes, ${n(activity.dailyRows)} daily figures, ${n(activity.rawViews)} raw views, ${n(activity.priceRows)} prices, ${n(activity.favourites)} saved homes; ${n(sample.databaseMb)} MB`);
    },
  });
  const loadSeconds = Math.round((Date.now() - started) / 1000);
  console.log(`  loaded in ${loadSeconds} s`);
  const { activity, databaseMb, ...sample } = rest!;
  const info: SizeInfo = { listings, factoryListings, loadSeconds, activity, databaseMb };
  // The load's own figures travel with a kept database, for a run that measures a copy of it.
  if (KEEP) await reopenDatabase(database, (db) => db.execute(sql.raw(`comment on database ${database.name} is ${pg.escapeLiteral(JSON.stringify(info))}`)));
  return { database, info, ...sample };
}

/** What the pages are measured with: listings to open, a lister's and an admin's session, the database's size. */
async function sampleOf(): Promise<Omit<Loaded, 'database' | 'info'> & { databaseMb: number }> {
  const db = getDb();
  const listingIds = ((await db.execute(sql`select id from listings order by md5(id::text) limit 200`)) as unknown as Rows<{ id: string }>).rows.map((r) => r.id);
  const [lister] = await db.select({ id: users.id }).from(users).where(sql`${users.username} = 'bench.agent1'`);
  const adminName = 'bench.scale.admin';
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`${users.username} = ${adminName}`);
  const admin =
    existing ??
    (await db.insert(users).values({ username: adminName, email: `${adminName}@bench.yangonhomes.local`, isAdmin: true, emailConfirmedAt: new Date() }).returning({ id: users.id }))[0];
  const cookies = { lister: await sessionCookie(lister.id), admin: await sessionCookie(admin.id) };
  const [{ mb }] = ((await db.execute(sql`select (pg_database_size(current_database()) / 1048576)::int as mb`)) as unknown as Rows<{ mb: number }>).rows;
  return { listingIds, cookies, databaseMb: mb };
}

/** A copy of a database BENCH_SCALE_KEEP left (its load's figures in its comment). */
async function copyOf(name: string): Promise<Loaded> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  let info: SizeInfo;
  try {
    const { rows } = await client.query<{ comment: string | null }>(`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`, [name]);
    if (!rows[0]?.comment) throw new Error(`No kept bench database ${name} on ${serverUrl}`);
    info = JSON.parse(rows[0].comment) as SizeInfo;
  } finally {
    await client.end();
  }
  console.log(`\n=== ${n(info.listings)} listings: a copy of ${name}`);
  const copy = await createThrowawayDatabase(serverUrl!, 'portal_bench', name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-postgres-'));
  const database: LoadedDatabase = {
    kind: 'postgres',
    dataDir,
    url: copy.url,
    name: copy.name,
    loaded: { listings: info.listings, seconds: 0 } as LoadedDatabase['loaded'],
    remove: async () => {
      await copy.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const { databaseMb, ...sample } = await reopenDatabase(database, () => sampleOf());
  return { database, info: { ...info, databaseMb }, ...sample };
}

/** A production server on a loaded database: one app process, every page rendered afresh. */
async function serve(loaded: Loaded, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startPortal({ DEMO_DATA: '0', WEB_CONCURRENCY: '1', PAGE_CACHE_MB: '0', DATABASE_URL: loaded.database.url!, ...env }, { dataDir: loaded.database.dataDir });
  await withoutSchedules(loaded.database.url!);
  return server;
}

/**
 * The servers' job schedules removed (each server writes them as it starts): the hourly rollup
 * would otherwise run inside a server at :23 past the hour, minutes long at a million listings,
 * in the middle of the pages' figures. Each job is timed on its own (bench/scale-jobs.ts).
 */
async function withoutSchedules(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`do $$ begin if to_regclass('pgboss.schedule') is not null then delete from pgboss.schedule; end if; end $$`);
  } finally {
    await client.end();
  }
}

const sideOf = (server: RunningServer, loaded: Loaded): Side => ({ url: server.url, cookies: loaded.cookies });

async function warm(side: Side, scenarios: PageScenario[]) {
  await warmServer(side.url, scenarios.filter((s) => s.audience === 'visitor').map((s) => s.paths[0]));
  await warmUp(side, scenarios, CONNECTIONS);
}

async function measurePages(sizes: [Loaded, Loaded], servers: [RunningServer, RunningServer]): Promise<{ rows: PageRow[]; memory: [MemoryPeak, MemoryPeak] }> {
  const sides: [Side, Side] = [sideOf(servers[0], sizes[0]), sideOf(servers[1], sizes[1])];
  const chosen = (all: PageScenario[]) => (ONLY ? all.filter((s) => ONLY.includes(s.key)) : all);
  const scenarios = sizes.map((s) => chosen(pageScenarios({ listingIds: s.listingIds }))) as [PageScenario[], PageScenario[]];
  console.log(`\nWarming both servers (every page)...`);
  for (const [i, side] of sides.entries()) await warm(side, scenarios[i]);
  const memory = servers.map((s) => sampleMemory(s.pid));
  console.log(`Pages: ${ROUNDS} rounds, each page a ${BURST_SECONDS} s burst at ${CONNECTIONS} connections on one server then the other`);
  const paired = scenarios[0].map((s, i) => ({ key: s.key, audience: s.audience, paths: [s.paths, scenarios[1][i].paths] as [string[], string[]] }));
  const figures = await interleave(sides, paired, {
    rounds: ROUNDS,
    burstSeconds: BURST_SECONDS,
    connections: CONNECTIONS,
    onRound: (round) => console.log(`  round ${round + 1} of ${ROUNDS} done`),
  });
  const peaks = memory.map((m) => m.stop()) as [MemoryPeak, MemoryPeak];
  const rows = scenarios[0].map((scenario): PageRow => {
    const [a, b] = figures.get(scenario.key)!;
    const ratioP50 = round2(b.p50 / a.p50);
    const ratioP95 = round2(b.p95 / a.p95);
    const perRound = a.perRound.map((r, i) => b.perRound[i].p50 / r.p50);
    const strip = ({ perRound: _perRound, ...rest }: typeof a) => rest;
    return {
      key: scenario.key,
      name: scenario.name,
      audience: scenario.audience,
      small: strip(a),
      large: strip(b),
      ratioP50,
      ratioP95,
      roundRatioP50: [round2(Math.min(...perRound)), round2(Math.max(...perRound))],
      holds: ratioP50 <= PAGE_RATIO_TARGET && ratioP95 <= PAGE_RATIO_TARGET,
    };
  });
  return { rows, memory: peaks };
}

/** Two app processes against one on the larger database: the visitors' pages mixed, in alternating bursts. */
async function twoAgainstOne(large: Loaded, one: RunningServer): Promise<TwoProcesses> {
  const two = await serve(large, { WEB_CONCURRENCY: '2' });
  try {
    const scenarios = pageScenarios({ listingIds: large.listingIds }).filter((s) => s.audience === 'visitor');
    const longest = Math.max(...scenarios.map((s) => s.paths.length));
    // Every scenario in turn, each path once per turn: the mix the visitors' pages make.
    const mix = Array.from({ length: longest }, (_, i) => scenarios.map((s) => s.paths[i % s.paths.length])).flat();
    const sides: [Side, Side] = [sideOf(one, large), sideOf(two, large)];
    console.log(`\nTwo app processes against one: ${ROUNDS} rounds of ${BURST_SECONDS * 3} s bursts at ${THROUGHPUT_CONNECTIONS} connections`);
    // The two-process server is new: each of its workers compiles its code on its first pages, which the one-process server did long before.
    for (const side of sides) await warmUp(side, [{ audience: 'visitor', paths: mix }], THROUGHPUT_CONNECTIONS, WARM_MIX_REQUESTS);
    const memory = [sampleMemory(one.pid), sampleMemory(two.pid)];
    const figures = await interleave(sides, [{ key: 'mix', audience: 'visitor', paths: [mix, mix] }], { rounds: ROUNDS, burstSeconds: BURST_SECONDS * 3, connections: THROUGHPUT_CONNECTIONS });
    const [peakOne, peakTwo] = memory.map((m) => m.stop());
    const [a, b] = figures.get('mix')!;
    const ratios = a.perRound.map((r, i) => b.perRound[i].rps / r.rps);
    return {
      connections: THROUGHPUT_CONNECTIONS,
      one: { rps: a.rps, p50: a.p50, p95: a.p95, memory: peakOne },
      two: { rps: b.rps, p50: b.p50, p95: b.p95, memory: peakTwo },
      ratio: round2(median(ratios)),
      range: [round2(Math.min(...ratios)), round2(Math.max(...ratios))],
    };
  } finally {
    await two.stop();
  }
}

/** Each page's main query on a server of its own whose connections log every plan. */
async function plansOf(loaded: Loaded): Promise<Map<string, PagePlan> | null> {
  const server = await serve(loaded, { PGOPTIONS: AUTO_EXPLAIN_OPTIONS });
  try {
    const pages = pageScenarios({ listingIds: loaded.listingIds }).map((s) => ({ key: s.key, path: s.paths[0], cookie: s.audience === 'visitor' ? undefined : loaded.cookies[s.audience] }));
    return await capturePlans(server, serverUrl!, pages);
  } finally {
    await server.stop();
  }
}

function jobRows(small: JobTiming[], large: JobTiming[], sitemaps: [number, number], sitemapFiles: [number, number]): JobRow[] {
  const all: [JobTiming, JobTiming][] = small.map((job) => [job, large.find((other) => other.key === job.key)!]);
  if (sitemapFiles[0] > 0) {
    all.push(
      sitemapFiles.map((files, i) => ({ key: 'sitemap', name: 'sitemap (every file, fetched whole)', schedule: 'on demand', ms: sitemaps[i], detail: `${files} files over HTTP` })) as [JobTiming, JobTiming],
    );
  }
  return all.map(([a, b]) => ({
    key: a.key,
    name: a.name,
    schedule: a.schedule,
    smallMs: a.ms,
    largeMs: b.ms,
    ratio: round2(b.ms / a.ms),
    smallDetail: a.detail,
    largeDetail: b.detail,
    ...(a.longestBatchMs !== undefined ? { longestBatchMs: [a.longestBatchMs, b.longestBatchMs] as [number, number] } : {}),
    errors: [a.error, b.error],
    planLarge: b.plan,
    withinLimit: a.schedule === 'nightly' ? !b.error && b.ms < NIGHTLY_LIMIT_MS : null,
  }));
}

if (!serverUrl) {
  console.error('No PostgreSQL server: run `npm run bench:scale` (it starts a throw-away one), or set PG_SERVER_URL.');
  process.exit(2);
}
const started = Date.now();
buildBothUnderLock();
const machine = describeMachine();
console.log(`Scale bench on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), load average ${machine.loadAverageAtStart.join(' ')}, host speed ${machine.hostSpeedMs} ms`);
const settings = { sizes: SIZES, factoryListings: FACTORY_LISTINGS, closedShare: CLOSED_SHARE, rounds: ROUNDS, burstSeconds: BURST_SECONDS, connections: CONNECTIONS, throughputConnections: THROUGHPUT_CONNECTIONS, pageCacheMb: 0, appProcesses: 1 };
const loaded: Loaded[] = [];
const report: ScaleReport = { date: new Date().toISOString(), machine, settings, sizes: [] as unknown as ScaleReport['sizes'], pages: [], jobs: [], memory: { small: null, large: null }, twoProcesses: null, plansRead: null, totalSeconds: 0 };
const save = () => fs.writeFileSync(resultsFile, `${JSON.stringify({ ...report, totalSeconds: Math.round((Date.now() - started) / 1000) }, null, 2)}\n`);
try {
  for (const [i, size] of SIZES.entries()) loaded.push(FROM ? await copyOf(FROM[i]) : await loadSize(size));
  const [small, large] = loaded as [Loaded, Loaded];
  report.sizes = [small.info, large.info];
  save();

  const sitemaps: [number, number] = [0, 0];
  const sitemapFiles: [number, number] = [0, 0];
  if (process.env.BENCH_SCALE_PAGES !== '0') {
    const servers = [await serve(small), await serve(large)] as [RunningServer, RunningServer];
    try {
      const pages = await measurePages([small, large], servers);
      report.pages = pages.rows;
      report.memory = { small: pages.memory[0], large: pages.memory[1] };
      save();
      for (const [i, server] of ONLY ? [] : servers.entries()) {
        const files = await measureSitemap(server.url);
        sitemaps[i] = Math.round(files.reduce((sum, f) => sum + f.medianMs, 0));
        sitemapFiles[i] = files.length;
      }
      if (!ONLY) report.twoProcesses = await twoAgainstOne(large, servers[1]);
      save();
    } finally {
      for (const server of servers) await server.stop();
    }

    if (process.env.BENCH_SCALE_PLANS !== '0') {
      console.log('\nEach page once more on a server logging its plans (auto_explain)...');
      const [plansSmall, plansLarge] = [await plansOf(small), await plansOf(large)];
      report.plansRead = plansLarge !== null;
      for (const row of report.pages) Object.assign(row, { planSmall: plansSmall?.get(row.key), planLarge: plansLarge?.get(row.key) });
      save();
    }
  }

  if (process.env.BENCH_SCALE_JOBS !== '0') {
    const timings: JobTiming[][] = [];
    for (const size of loaded) {
      console.log(`\nJobs at ${n(size.info.listings)} listings:`);
      timings.push(await reopenDatabase(size.database, () => timeJobs({ listings: size.info.listings })));
    }
    report.jobs = jobRows(timings[0], timings[1], sitemaps, sitemapFiles);
  } else {
    report.jobs = jobRows([], [], sitemaps, sitemapFiles);
  }
  save();
} finally {
  if (KEEP && !FROM) console.log(`\nKept for BENCH_SCALE_FROM=${loaded.map((size) => size.database.name).join(',')} on ${serverUrl}`);
  else for (const size of loaded) await size.database.remove();
}
report.totalSeconds = Math.round((Date.now() - started) / 1000);
Object.assign(machine, machineAtEnd());
save();
printReport(report);
console.log(`\nFor bench/README.md:\n\n${markdownTables(report).join('\n')}\n`);
console.log(`Wrote bench/scale-results.json (${Math.round(report.totalSeconds / 60)} min in all).`);
process.exit(0);
