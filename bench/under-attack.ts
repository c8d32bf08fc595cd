// Ordinary browsing while one visitor sends the worst inputs: the portal's pages at 16 connections,
// once alone and once beside one attacker who, from one connection, sends one after another the
// requests that each once held the event loop for seconds (a map area of a digit run ending in a
// letter, a megabyte of Zawgyi in the sign-in and contact forms and /api bodies). No sign-in is
// needed for any of them. Both p95s of the browsing are reported: close means no request of the
// attacker's held the others.
import http from 'node:http';
import { runLoad, type LoadResult } from './http-load';
import { adversarialText } from '../tests/support/adversarial-text';
import { mulberry32, pick } from '../app/db/demo/factories.server';

const MB = 1024 * 1024;

interface Attack {
  method: 'GET' | 'POST';
  path: string;
  type?: string;
  body?: string;
}

/** The worst inputs a visitor can send, one request each. */
function attacks(): Attack[] {
  const bounds = encodeURIComponent(adversarialText('digits', 12 * 1024));
  const zawgyi = adversarialText('zawgyi', MB);
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const urlencoded = 'application/x-www-form-urlencoded';
  return [
    { method: 'GET', path: `/search?bounds=${bounds}` },
    { method: 'GET', path: `/search.data?bounds=${bounds}` },
    { method: 'GET', path: `/map-points?bounds=${bounds}` },
    { method: 'GET', path: `/full-search?searchTerm=${encodeURIComponent(adversarialText('zawgyi', 4 * 1024))}` },
    { method: 'POST', path: '/sign-in', type: urlencoded, body: form({ email: zawgyi, password: 'not-the-password' }) },
    { method: 'POST', path: '/contact', type: urlencoded, body: form({ name: 'A visitor', email: 'visitor@example.com', message: adversarialText('marks', MB) }) },
    { method: 'POST', path: '/api/auth/signin', type: 'application/json', body: JSON.stringify({ email: adversarialText('zawgyi', 90 * 1024), password: 'x' }) },
    { method: 'POST', path: '/api/auth/contact', type: 'application/json', body: JSON.stringify({ name: 'A', email: 'a@example.com', message: adversarialText('slashes', 90 * 1024) }) },
  ];
}

function send(agent: http.Agent, base: URL, attack: Attack): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const headers = attack.body === undefined ? {} : { 'content-type': attack.type!, 'content-length': String(Buffer.byteLength(attack.body)) };
    const req = http.request(new URL(attack.path, base), { method: attack.method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - start));
      res.on('error', () => resolve(performance.now() - start));
    });
    req.setTimeout(60_000, () => req.destroy());
    req.on('error', () => resolve(performance.now() - start));
    req.end(attack.body);
  });
}

export interface UnderAttack {
  connections: number;
  seconds: number;
  alone: LoadResult;
  attacked: LoadResult;
  /** The attacker's requests while the browsing ran, and the slowest answer to each kind (method and path). */
  attackerRequests: number;
  attackerMaxMs: Record<string, number>;
}

/** `paths` browsed at `connections` for `seconds`, alone and then beside the attacker. */
export async function measureUnderAttack(baseUrl: string, paths: string[], { connections = 16, seconds = 10 } = {}): Promise<UnderAttack> {
  const browse = () => runLoad({ baseUrl, nextPath: (n) => paths[n % paths.length], connections, maxRequests: Number.MAX_SAFE_INTEGER, maxSeconds: seconds });
  const alone = await browse();
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const list = attacks();
  let running = true;
  let attackerRequests = 0;
  const attackerMaxMs: Record<string, number> = {};
  const attacker = (async () => {
    for (let n = 0; running; n++) {
      const attack = list[n % list.length]!;
      const key = `${attack.method} ${attack.path.split('?')[0]}`;
      attackerMaxMs[key] = Math.max(attackerMaxMs[key] ?? 0, Math.round(await send(agent, base, attack)));
      attackerRequests += 1;
    }
  })();
  const attacked = await browse();
  running = false;
  await attacker;
  agent.destroy();
  return { connections, seconds, alone, attacked, attackerRequests, attackerMaxMs };
}

export function printUnderAttack(kind: string, result: UnderAttack) {
  const line = (label: string, r: LoadResult) => `  ${label.padEnd(34)} ${String(r.requests).padStart(8)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)}`;
  console.log(`\n[${kind}] Browsing at ${result.connections} connections for ${result.seconds} s, alone and beside one attacker sending the worst inputs`);
  console.log(`  ${''.padEnd(34)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  console.log(line('browsing alone', result.alone));
  console.log(line('browsing beside the attacker', result.attacked));
  console.log(`  p95 beside the attacker / alone: ${(result.attacked.p95 / result.alone.p95).toFixed(2)}; the attacker's ${result.attackerRequests} requests, the slowest of each in ms:`);
  for (const [attack, ms] of Object.entries(result.attackerMaxMs)) console.log(`    ${attack.padEnd(30)} ${String(ms).padStart(7)}`);
}

/**
 * The costliest full-text search a visitor can ask for without signing in: a township's name
 * (which also starts the near-match step) and as many two-letter words as the box takes, each
 * common in listings' texts (too short for the trigram index, and only their conjunction matches
 * none), in a different order in every request so no kept page answers it.
 */
export function worstSearchPath(n: number): string {
  const townships = ['Bahan', 'Sanchaung', 'Kamayut', 'Yankin', 'Hlaing', 'Mayangone'];
  const pairs = ['an', 'er', 'in', 'on', 're', 'te', 'st', 'at', 'es', 'or', 'ti', 'nd', 'le', 'al', 'ar', 'ed', 'ng', 'ou', 'it', 'is', 'ra', 'ri', 'ro', 'co', 'de', 'ne', 'se', 'li', 've', 'ma', 'ea', 'io'];
  const rng = mulberry32(n + 1);
  const words = Array.from({ length: 30 }, () => pick(rng, pairs));
  return `/full-search?searchTerm=${encodeURIComponent([townships[n % townships.length], ...words].join(' '))}`;
}

export interface SearchUnderAttack {
  attackers: number;
  /** One pair of phases each: the visitor alone, then beside the attackers (or the other way round). */
  rounds: { alone: LoadResult; attacked: LoadResult; attackerRequests: number; attackerRefused: number }[];
}

/**
 * An ordinary visitor (one connection, `paths` in turn) alone and beside `attackers` clients
 * sending worstSearchPath back to back, in alternating phases of `seconds`, so the host's drift
 * favours neither.
 */
export async function measureSearchUnderAttack(baseUrl: string, paths: string[], { attackers = 4, seconds = 8, rounds = 3 } = {}): Promise<SearchUnderAttack> {
  const visit = () => runLoad({ baseUrl, nextPath: (n) => paths[n % paths.length], connections: 1, maxRequests: Number.MAX_SAFE_INTEGER, maxSeconds: seconds, warmupRequests: 2 });
  const base = new URL(baseUrl);
  let counter = 0;
  const result: SearchUnderAttack = { attackers, rounds: [] };
  for (let round = 0; round < rounds; round++) {
    let alone: LoadResult | undefined;
    let attacked: LoadResult | undefined;
    let attackerRequests = 0;
    let attackerRefused = 0;
    for (const phase of round % 2 === 0 ? ['alone', 'attacked'] : ['attacked', 'alone']) {
      if (phase === 'alone') {
        alone = await visit();
        continue;
      }
      let running = true;
      const agent = new http.Agent({ keepAlive: true, maxSockets: attackers });
      const attack = async () => {
        while (running) {
          const status = await new Promise<number>((resolve) => {
            const req = http.get(new URL(worstSearchPath(counter++), base), { agent }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            });
            req.setTimeout(60_000, () => req.destroy());
            req.on('error', () => resolve(0));
          });
          attackerRequests += 1;
          if (status !== 200) attackerRefused += 1;
        }
      };
      const clients = Array.from({ length: attackers }, attack);
      attacked = await visit();
      running = false;
      await Promise.all(clients);
      agent.destroy();
    }
    result.rounds.push({ alone: alone!, attacked: attacked!, attackerRequests, attackerRefused });
  }
  return result;
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** The p95 ratio per round and its median: the figure the target holds to (at most 3). */
export function printSearchUnderAttack(kind: string, result: SearchUnderAttack) {
  console.log(`\n[${kind}] An ordinary visitor's /search (1 connection), alone and beside ${result.attackers} clients sending the costliest /full-search`);
  console.log(`  ${'round'.padEnd(6)} ${'alone p50'.padStart(9)} ${'p95'.padStart(7)} ${'attacked p50'.padStart(12)} ${'p95'.padStart(7)} ${'p95 ratio'.padStart(9)} | attacker requests, refused`);
  result.rounds.forEach((r, i) => {
    const ratio = r.attacked.p95 / r.alone.p95;
    console.log(
      `  ${String(i + 1).padEnd(6)} ${r.alone.p50.toFixed(1).padStart(9)} ${r.alone.p95.toFixed(1).padStart(7)} ${r.attacked.p50.toFixed(1).padStart(12)} ${r.attacked.p95.toFixed(1).padStart(7)} ${ratio.toFixed(2).padStart(9)} | ${r.attackerRequests}, ${r.attackerRefused}`,
    );
  });
  console.log(`  median p95 ratio: ${medianOf(result.rounds.map((r) => r.attacked.p95 / r.alone.p95)).toFixed(2)} (target: at most 3)`);
}
