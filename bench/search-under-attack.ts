// Can one visitor stall search for everyone? An ordinary visitor's /search while four clients
// send the costliest full-text searches (bench/under-attack.ts), against the same visitor alone,
// in alternating phases of one run. The target: the visitor's p95 beside the attackers at most
// 3x its p95 alone.
//
//   flock /tmp/portal-build.lock npx tsx bench/search-under-attack.ts
//   (PGlite; with DATABASE_URL or PG_SERVER_URL set, a throw-away PostgreSQL database instead:
//   npx tsx scripts/with-postgres.ts npx tsx bench/search-under-attack.ts)
//
// Knobs: BENCH_LISTINGS (50000), ATTACK_ROUNDS (3), ATTACK_PHASE_SECONDS (8), ATTACKERS (4).
import { loadDatabase } from './loaded-database';
import { scenarios } from './scenarios';
import { measureSearchUnderAttack, printSearchUnderAttack } from './under-attack';
import { buildIfStale } from '../scripts/build-if-stale';
import { startPortal } from '../tests/e2e/support/server';

const serverUrl = process.env.DATABASE_URL || process.env.PG_SERVER_URL;
const kind = serverUrl ? 'postgres' : 'pglite';

buildIfStale();
const database = await loadDatabase({ kind, serverUrl, listings: Number(process.env.BENCH_LISTINGS ?? 50_000) });
const server = await startPortal({ DEMO_DATA: '0', ...(database.url ? { DATABASE_URL: database.url } : {}) }, { dataDir: database.dataDir });
try {
  const searchPaths = scenarios(database.loaded.sampleIds).find((s) => s.name.startsWith('GET /search ('))!.paths;
  const result = await measureSearchUnderAttack(server.url, searchPaths, {
    attackers: Number(process.env.ATTACKERS ?? 4),
    seconds: Number(process.env.ATTACK_PHASE_SECONDS ?? 8),
    rounds: Number(process.env.ATTACK_ROUNDS ?? 3),
  });
  printSearchUnderAttack(`${kind}, ${database.loaded.listings.toLocaleString('en-US')} listings`, result);
} finally {
  await server.stop();
  await database.remove();
}
