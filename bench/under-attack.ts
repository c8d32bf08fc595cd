// Ordinary browsing while one visitor sends the worst inputs: the portal's pages at 16 connections,
// once alone and once beside one attacker who, from one connection, sends one after another the
// requests that each once held the event loop for seconds (a map area of a digit run ending in a
// letter, a megabyte of Zawgyi in the sign-in and contact forms and /api bodies). No sign-in is
// needed for any of them. Both p95s of the browsing are reported: close means no request of the
// attacker's held the others.
import http from 'node:http';
import { runLoad, type LoadResult } from './http-load';
import { adversarialText } from '../tests/support/adversarial-text';

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
