// The server-CPU targets, measured against a yardstick: the minimal React Router 7 app of
// bench/minimal-app (same React, React Router and Express) serving a static page, and the portal
// (one process) serving its static page, the first page of rentals, listing pages and the home
// page. The host's speed drifts by tens of percent within minutes and other people's work comes
// and goes, so the five are measured in short bursts that take turns (the order rotating each
// round), and every ratio is taken within a round, between bursts seconds apart: its median over
// the rounds is the figure, the range shows the noise.
import { cpuPerRequest, cpuSnapshot, machineBusyMs } from './cpu-time';
import { runLoad, type LoadResult } from './http-load';

export type YardstickKey = 'minimal' | 'static' | 'search' | 'listing' | 'home' | 'searchRendered' | 'listingRendered' | 'homeRendered';

export interface YardstickTarget {
  key: YardstickKey;
  name: string;
  /** The server's process (its workers included) whose CPU a request of this scenario costs. */
  server: { url: string; pid: number };
  /** The PostgreSQL database whose backends serve it (none for the minimal app or PGlite). */
  database?: string;
  paths: string[];
}

type Measure = 'appCpuMs' | 'rps' | 'p95';

interface Ratio {
  id: string;
  label: string;
  of: YardstickKey;
  measure: Measure;
  /** The target; neither for a ratio shown for reference. */
  atMost?: number;
  atLeast?: number;
}

/** The target ratios, each against the minimal app's static page in the same round. */
export const RATIO_TARGETS: Ratio[] = [
  { id: 'staticPageCpu', label: 'static page: app CPU per request', of: 'static', measure: 'appCpuMs', atMost: 1.5 },
  { id: 'searchThroughput', label: '/search?type=rent: requests per second', of: 'search', measure: 'rps', atLeast: 0.3 },
  { id: 'listingThroughput', label: '/listing/:id: requests per second', of: 'listing', measure: 'rps', atLeast: 0.3 },
  { id: 'homeThroughput', label: 'home: requests per second', of: 'home', measure: 'rps' },
  { id: 'searchP95', label: '/search?type=rent: p95 latency', of: 'search', measure: 'p95' },
  { id: 'listingP95', label: '/listing/:id: p95 latency', of: 'listing', measure: 'p95' },
];

/** The same pages rendered every time (the portal that keeps none), for reference. */
export const RENDERED_RATIOS: Ratio[] = [
  { id: 'searchThroughputRendered', label: '/search?type=rent, rendered: requests per second', of: 'searchRendered', measure: 'rps' },
  { id: 'listingThroughputRendered', label: '/listing/:id, rendered: requests per second', of: 'listingRendered', measure: 'rps' },
  { id: 'homeThroughputRendered', label: 'home, rendered: requests per second', of: 'homeRendered', measure: 'rps' },
];

export interface Burst extends Omit<LoadResult, 'errorSamples'> {
  round: number;
  appCpuMs: number;
  databaseCpuMs: number | null;
  loadGeneratorCpuMs: number;
  /** Cores kept busy by other work on the machine during the burst (a shared host): 0 to the core count. */
  otherCores: number;
}

export interface ScenarioSummary {
  key: YardstickKey;
  name: string;
  requests: number;
  errors: number;
  errorSamples: string[];
  /** Medians over the rounds' bursts. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  appCpuMs: number;
  databaseCpuMs: number | null;
  loadGeneratorCpuMs: number;
  bytesPerResponse: number;
  /** Of the answers that were pages anybody may be sent, the share the page store sent again; null when none were. */
  pageCacheHitRatio: number | null;
  otherCores: number;
  bursts: Burst[];
}

export interface RatioResult {
  id: string;
  label: string;
  measure: Measure;
  /** Median of the per-round ratios, and their range. */
  median: number;
  min: number;
  max: number;
  perRound: number[];
  /** '-' and null for a ratio shown for reference. */
  target: string;
  met: boolean | null;
}

export interface YardstickResult {
  rounds: number;
  burstSeconds: number;
  connections: number;
  scenarios: ScenarioSummary[];
  ratios: RatioResult[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

async function burst(target: YardstickTarget, round: number, first: number, options: { burstSeconds: number; connections: number; acceptEncoding?: string }) {
  const busyBefore = machineBusyMs();
  const before = cpuSnapshot({ serverPid: target.server.pid, database: target.database });
  const started = performance.now();
  const result = await runLoad({
    baseUrl: target.server.url,
    nextPath: (n) => target.paths[(first + n) % target.paths.length],
    connections: options.connections,
    maxRequests: Number.MAX_SAFE_INTEGER,
    maxSeconds: options.burstSeconds,
    warmupRequests: 0,
    acceptEncoding: options.acceptEncoding,
  });
  const wallMs = performance.now() - started;
  const after = cpuSnapshot({ serverPid: target.server.pid, database: target.database });
  const cpu = cpuPerRequest(before, after, result.requests);
  const oursMs = after.server - before.server + (after.loadGenerator - before.loadGenerator) + (cpu.databaseMs ?? 0) * result.requests;
  const otherCores = Math.max(0, (machineBusyMs() - busyBefore - oursMs) / wallMs);
  const { errorSamples, ...load } = result;
  const measured: Burst = { round, ...load, appCpuMs: cpu.serverMs, databaseCpuMs: cpu.databaseMs, loadGeneratorCpuMs: cpu.loadGeneratorMs, otherCores: round2(otherCores) };
  return { measured, errorSamples };
}

/**
 * Runs `rounds` rounds; in each, one burst of `burstSeconds` per target at `connections`
 * connections, starting with a different target each round. The targets must be warmed up.
 */
export async function runYardstick(
  targets: YardstickTarget[],
  { rounds, burstSeconds, connections, acceptEncoding, onRound }: { rounds: number; burstSeconds: number; connections: number; acceptEncoding?: string; onRound?: (round: number) => void },
): Promise<YardstickResult> {
  const bursts = new Map<YardstickKey, Burst[]>(targets.map((t) => [t.key, []]));
  const errorSamples = new Map<YardstickKey, Set<string>>(targets.map((t) => [t.key, new Set()]));
  for (let round = 0; round < rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const target of order) {
      const { measured, errorSamples: samples } = await burst(target, round, round * 1000, { burstSeconds, connections, acceptEncoding });
      bursts.get(target.key)!.push(measured);
      for (const sample of samples) if (errorSamples.get(target.key)!.size < 5) errorSamples.get(target.key)!.add(sample);
    }
    onRound?.(round);
  }

  const scenarios: ScenarioSummary[] = targets.map((target) => {
    const list = bursts.get(target.key)!;
    const med = (pick: (b: Burst) => number) => round2(median(list.map(pick)));
    const databaseCpu = list.map((b) => b.databaseCpuMs).filter((v): v is number => v !== null);
    return {
      key: target.key,
      name: target.name,
      requests: list.reduce((sum, b) => sum + b.requests, 0),
      errors: list.reduce((sum, b) => sum + b.errors, 0),
      errorSamples: [...errorSamples.get(target.key)!],
      rps: med((b) => b.rps),
      p50: med((b) => b.p50),
      p95: med((b) => b.p95),
      p99: med((b) => b.p99),
      appCpuMs: med((b) => b.appCpuMs),
      databaseCpuMs: databaseCpu.length ? round2(median(databaseCpu)) : null,
      loadGeneratorCpuMs: med((b) => b.loadGeneratorCpuMs),
      bytesPerResponse: Math.round(median(list.map((b) => b.bytesPerResponse))),
      pageCacheHitRatio: hitRatio(list),
      otherCores: med((b) => b.otherCores),
      bursts: list,
    };
  });

  const minimal = bursts.get('minimal')!;
  const ratios: RatioResult[] = [...RATIO_TARGETS, ...RENDERED_RATIOS].filter((r) => bursts.has(r.of)).map((r) => {
    const perRound = bursts.get(r.of)!.map((b, i) => round3(b[r.measure] / minimal[i][r.measure]));
    const mid = round3(median(perRound));
    return {
      id: r.id,
      label: r.label,
      measure: r.measure,
      median: mid,
      min: Math.min(...perRound),
      max: Math.max(...perRound),
      perRound,
      target: r.atMost !== undefined ? `<= ${r.atMost}` : r.atLeast !== undefined ? `>= ${r.atLeast}` : '-',
      met: r.atMost !== undefined ? mid <= r.atMost : r.atLeast !== undefined ? mid >= r.atLeast : null,
    };
  });
  return { rounds, burstSeconds, connections, scenarios, ratios };
}

function hitRatio(list: Burst[]): number | null {
  const hits = list.reduce((sum, b) => sum + b.pageCache.hits, 0);
  const all = hits + list.reduce((sum, b) => sum + b.pageCache.misses, 0);
  return all ? round3(hits / all) : null;
}

const pad = (v: unknown, n: number) => String(v).padStart(n);

/** The scenarios side by side, each with its ratio to the minimal app's static page, then the targets. */
export function printYardstick(result: YardstickResult, log: (line: string) => void = console.log) {
  const minimal = result.scenarios.find((s) => s.key === 'minimal')!;
  log(`  ${'scenario'.padEnd(40)} ${pad('req/s', 6)} ${pad('p50', 6)} ${pad('p95', 6)} | ${pad('app ms/req', 10)} ${pad('db', 5)} ${pad('load', 5)} | x minimal: ${pad('app CPU', 7)} ${pad('req/s', 6)} ${pad('p95', 5)} | ${pad('other cores', 11)}`);
  for (const s of result.scenarios) {
    const x = (mine: number, theirs: number) => (s.key === 'minimal' ? '1' : (mine / theirs).toFixed(2));
    log(
      `  ${s.name.padEnd(40)} ${pad(s.rps.toFixed(0), 6)} ${pad(s.p50.toFixed(1), 6)} ${pad(s.p95.toFixed(1), 6)} | ${pad(s.appCpuMs.toFixed(2), 10)} ${pad(s.databaseCpuMs?.toFixed(2) ?? '-', 5)} ${pad(s.loadGeneratorCpuMs.toFixed(2), 5)} |            ${pad(x(s.appCpuMs, minimal.appCpuMs), 7)} ${pad(x(s.rps, minimal.rps), 6)} ${pad(x(s.p95, minimal.p95), 5)} | ${pad(s.otherCores.toFixed(2), 11)}`,
    );
    for (const sample of s.errorSamples) log(`    error: ${sample}`);
  }
  const kept = result.scenarios.filter((s) => s.pageCacheHitRatio !== null && !s.key.endsWith('Rendered'));
  if (kept.length) {
    log('\n  anonymous page cache (PAGE_CACHE_MB default): hit ratio, app CPU per page');
    for (const s of kept) log(`    ${s.name.padEnd(40)} ${(100 * s.pageCacheHitRatio!).toFixed(1).padStart(5)} %  ${s.appCpuMs.toFixed(2)} ms`);
  }
  log(`\n  ${'ratio to the minimal app\'s static page, same round'.padEnd(52)} ${pad('median', 6)} ${'[range]'.padEnd(13)} ${pad('target', 7)}`);
  for (const r of result.ratios) {
    log(`  ${r.label.padEnd(52)} ${pad(r.median.toFixed(2), 6)} ${`[${r.min.toFixed(2)}..${r.max.toFixed(2)}]`.padEnd(13)} ${pad(r.target, 7)}  ${r.met === null ? '(reference)' : r.met ? 'met' : 'MISSED'}`);
  }
}
