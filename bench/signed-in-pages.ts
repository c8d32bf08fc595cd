// CPU per signed-in page, two checkouts side by side (one session lookup per request).
// Both portals run on one throw-away PostgreSQL database with the same signed-in user; short
// bursts of GET requests carrying that user's session cookie alternate between them, and each
// burst's CPU is read from /proc: the app's processes, and the database's backends (only the
// portal under load is talking to the database during its burst). The medians of the paired
// ratios are the figures, as in bench/compare.ts (which sends no cookie).
//
//   flock /tmp/portal-build.lock npx tsx scripts/with-postgres.ts npx tsx bench/signed-in-pages.ts <checkout A> <checkout B>
//
// Knobs: COMPARE_ROUNDS (10), COMPARE_BURST (300), BENCH_CONNECTIONS (8), SIGNED_IN_PATHS
// (default /dashboard,/profile,/dashboard.data).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { cpuSnapshot } from './cpu-time';
import { createThrowawayDatabase } from '../tests/support/throwaway-database';
import { startPortal, type RunningServer } from '../tests/e2e/support/server';

const checkouts = process.argv.slice(2).map((dir) => path.resolve(dir));
const serverUrl = process.env.PG_SERVER_URL;
if (checkouts.length !== 2 || !serverUrl) {
  console.error('Usage: npx tsx scripts/with-postgres.ts npx tsx bench/signed-in-pages.ts <checkout A> <checkout B>');
  process.exit(2);
}
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 10);
const BURST = Number(process.env.COMPARE_BURST ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PATHS = (process.env.SIGNED_IN_PATHS ?? '/dashboard,/profile,/dashboard.data').split(',');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function get(agent: http.Agent, url: URL, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { cookie, 'accept-encoding': 'identity' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

async function burst(server: RunningServer, database: string, page: string, cookie: string, requests: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(page, server.url);
  const before = cpuSnapshot({ serverPid: server.pid, database });
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < requests) {
        sent += 1;
        const status = await get(agent, url, cookie);
        if (status !== 200) throw new Error(`${url}: ${status}`);
      }
    }),
  );
  const after = cpuSnapshot({ serverPid: server.pid, database });
  agent.destroy();
  let db = 0;
  for (const [pid, ms] of after.backends ?? []) db += ms - (before.backends?.get(pid) ?? 0);
  return { app: (after.server - before.server) / requests, db: db / requests };
}

const database = await createThrowawayDatabase(serverUrl, 'portal_bench_signed_in');
const databaseName = new URL(database.url).pathname.slice(1);
const servers: RunningServer[] = [];
try {
  const env = { DEMO_DATA: '0', DATABASE_URL: database.url };
  for (const checkout of checkouts) servers.push(await startPortal(env, { checkout }));
  // One signed-in user, as fixtures.ts makes one: a users row and a session holding a token's hash.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const token = randomBytes(32).toString('base64url');
  const {
    rows: [user],
  } = await client.query(`insert into users (username, email, password_hash) values ('benchuser', 'bench@example.com', 'not-a-real-hash') returning id`);
  await client.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [user.id, createHash('sha256').update(token).digest('hex')]);
  await client.end();
  const cookie = `yh_session=${token}`;

  console.log(`\nA = ${checkouts[0]}, B = ${checkouts[1]}: ${ROUNDS} rounds of ${BURST} signed-in requests at ${CONNECTIONS} connections`);
  console.log(`  ${'page'.padEnd(16)} ${'app CPU ms/req A'.padStart(16)} ${'B'.padStart(6)}  A/B median [range]   ${'db ms/req A'.padStart(11)} ${'B'.padStart(6)}`);
  for (const page of PATHS) {
    for (const server of servers) await burst(server, databaseName, page, cookie, 600); // warm-up: JIT, plans
    const app: number[][] = [[], []];
    const db: number[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of round % 2 ? [1, 0] : [0, 1]) {
        const cost = await burst(servers[i], databaseName, page, cookie, BURST);
        app[i].push(cost.app);
        db[i].push(cost.db);
      }
    }
    const ratios = app[0].map((a, round) => a / app[1][round]);
    console.log(
      `  ${page.padEnd(16)} ${median(app[0]).toFixed(2).padStart(16)} ${median(app[1]).toFixed(2).padStart(6)}  ${median(ratios).toFixed(3)} [${Math.min(...ratios).toFixed(2)}..${Math.max(...ratios).toFixed(2)}]   ${median(db[0]).toFixed(2).padStart(11)} ${median(db[1]).toFixed(2).padStart(6)}`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
process.exit(0);
