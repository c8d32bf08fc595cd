// What bench/scale.ts prints and writes to bench/scale-results.json: per page and per job the
// figure at both sizes and their ratio, each page's main query at the larger size, the server's
// memory and two app processes against one; and the same tables in Markdown for bench/README.md.
import type { Activity } from './scale-activity';
import type { JobTiming } from './scale-jobs';
import type { MemoryPeak } from './process-memory';
import type { PagePlan } from './scale-plans';
import type { Audience, SideFigures } from './scale-pages';

/** The target: a page at ten times the listings within this ratio of today's, p50 and p95. */
export const PAGE_RATIO_TARGET = 1.5;
/** The target for an app process's peak resident memory while serving the larger database. */
export const MEMORY_TARGET_MB = 512;

export interface SizeInfo {
  listings: number;
  /** Listings made by the app's factories; the rest are copies written in SQL (bench/scale-listings.ts). */
  factoryListings: number;
  loadSeconds: number;
  activity: Activity;
  databaseMb: number;
}

export interface PageRow {
  key: string;
  name: string;
  audience: Audience;
  small: Omit<SideFigures, 'perRound'>;
  large: Omit<SideFigures, 'perRound'>;
  ratioP50: number;
  ratioP95: number;
  /** The range of the per-round ratios of p50: the noise of the figure. */
  roundRatioP50: [number, number];
  /** Within PAGE_RATIO_TARGET at both percentiles. */
  holds: boolean;
  planSmall?: PagePlan;
  planLarge?: PagePlan;
}

export interface JobRow extends Pick<JobTiming, 'key' | 'name' | 'schedule'> {
  smallMs: number;
  largeMs: number;
  ratio: number;
  smallDetail: string;
  largeDetail: string;
  longestBatchMs?: [number | undefined, number | undefined];
  /** Why the job failed at either size, if it did. */
  errors: [string | undefined, string | undefined];
  /** The plan of its main statement at the larger size, where the bench takes one. */
  planLarge?: string[];
  /** For a nightly job: it ended, and within NIGHTLY_LIMIT_MS, at the larger size. */
  withinLimit: boolean | null;
}

export interface TwoProcesses {
  connections: number;
  one: { rps: number; p50: number; p95: number; memory: MemoryPeak };
  two: { rps: number; p50: number; p95: number; memory: MemoryPeak };
  /** Median of the per-round ratios of requests per second, two processes to one, and their range. */
  ratio: number;
  range: [number, number];
}

export interface ScaleReport {
  date: string;
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  sizes: [SizeInfo, SizeInfo];
  pages: PageRow[];
  jobs: JobRow[];
  memory: { small: MemoryPeak | null; large: MemoryPeak | null };
  twoProcesses: TwoProcesses | null;
  /** Null when the PostgreSQL server's log could not be read (not the throw-away server of scripts/with-postgres.ts). */
  plansRead: boolean | null;
  totalSeconds: number;
}

const n = (v: number) => v.toLocaleString('en-US');
const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const x = (v: number) => `${v.toFixed(2)}x`;
const pad = (v: unknown, w: number) => String(v).padStart(w);
const seconds = (v: number) => (v >= 60_000 ? `${(v / 60_000).toFixed(1)} min` : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${ms(v)} ms`);
const buffers = (p?: PagePlan) => (p ? `${n(p.sharedHit ?? 0)} hit, ${n(p.sharedRead ?? 0)} read` : '');
const planWords = (p?: PagePlan) => (p ? `${ms(p.ms)} ms; ${p.indexes.join(', ') || p.nodes.join(', ')}` : 'no plan read');

export function printReport(report: ScaleReport, log: (line: string) => void = console.log) {
  const [small, large] = report.sizes;
  log(`\nPages: p50 and p95 ms at ${n(small.listings)} and ${n(large.listings)} listings, and their ratio (target <= ${PAGE_RATIO_TARGET}x)`);
  log(`  ${'page'.padEnd(40)} ${pad('p50', 7)} ${pad('p95', 7)} | ${pad('p50', 7)} ${pad('p95', 7)} | ${pad('x p50', 6)} ${pad('x p95', 6)} ${'[rounds]'.padEnd(13)} | main query at ${n(large.listings)}`);
  for (const row of report.pages) {
    log(
      `  ${row.name.padEnd(40)} ${pad(ms(row.small.p50), 7)} ${pad(ms(row.small.p95), 7)} | ${pad(ms(row.large.p50), 7)} ${pad(ms(row.large.p95), 7)} | ${pad(x(row.ratioP50), 6)} ${pad(x(row.ratioP95), 6)} ${`[${row.roundRatioP50.map((r) => r.toFixed(2)).join('..')}]`.padEnd(13)} | ${row.holds ? '   ' : 'OUT'} ${planWords(row.planLarge)}`,
    );
    for (const sample of [...row.small.errorSamples, ...row.large.errorSamples]) log(`    error: ${sample}`);
  }
  const outside = report.pages.filter((row) => !row.holds);
  for (const row of outside) {
    log(`\n  ${row.name}: ${x(row.ratioP50)} p50, ${x(row.ratioP95)} p95. Main query at ${n(large.listings)}: ${planWords(row.planLarge)}, buffers ${buffers(row.planLarge)} (at ${n(small.listings)}: ${planWords(row.planSmall)}, buffers ${buffers(row.planSmall)})`);
    if (row.planLarge) {
      log(`    ${row.planLarge.query}`);
      for (const line of row.planLarge.tree) log(`    ${line}`);
    }
  }
  log(`\nJobs, each once at either size`);
  for (const job of report.jobs) {
    const limit = job.withinLimit === null ? '' : job.withinLimit ? '  (nightly: within 10 min)' : '  (nightly: NOT within 10 min)';
    log(`  ${job.name.padEnd(44)} ${pad(seconds(job.smallMs), 10)} ${pad(seconds(job.largeMs), 10)} ${pad(x(job.ratio), 8)}${limit}`);
    log(`    ${n(large.listings)}: ${job.largeDetail}`);
    job.errors.forEach((error, i) => error && log(`    FAILED at ${n(report.sizes[i].listings)}: ${error}`));
  }
  if (report.memory.large) log(`\nMemory serving ${n(large.listings)}: one app process at most ${report.memory.large.processPeakMb} MB (VmHWM; target < ${MEMORY_TARGET_MB} MB), the process tree ${report.memory.large.treePeakMb} MB`);
  if (report.memory.small) log(`  serving ${n(small.listings)}: ${report.memory.small.processPeakMb} MB, the tree ${report.memory.small.treePeakMb} MB`);
  const two = report.twoProcesses;
  if (two) {
    log(`\nTwo app processes against one on ${n(large.listings)} listings, ${two.connections} connections, the visitors' pages mixed:`);
    log(`  one: ${two.one.rps} req/s, p50 ${ms(two.one.p50)} ms, p95 ${ms(two.one.p95)} ms; two: ${two.two.rps} req/s, p50 ${ms(two.two.p50)} ms, p95 ${ms(two.two.p95)} ms`);
    log(`  throughput ${x(two.ratio)} [${two.range.map((r) => r.toFixed(2)).join('..')}]; memory of the two-process tree ${two.two.memory.treePeakMb} MB`);
  }
}

/** The tables of bench/README.md's "A million listings". */
export function markdownTables(report: ScaleReport): string[] {
  const [small, large] = report.sizes;
  const lines = [
    `| page | ${n(small.listings)}: p50 / p95 ms | ${n(large.listings)}: p50 / p95 ms | ratio p50 / p95 | main query at ${n(large.listings)} |`,
    '|---|---|---|---|---|',
    ...report.pages.map(
      (row) =>
        `| ${row.name.replace(/(\/[^\s,]*)/, '`$1`')} | ${ms(row.small.p50)} / ${ms(row.small.p95)} | ${ms(row.large.p50)} / ${ms(row.large.p95)} | ${row.holds ? '' : '**'}${x(row.ratioP50)} / ${x(row.ratioP95)}${row.holds ? '' : '**'} | ${planWords(row.planLarge)} |`,
    ),
    '',
    `| job | ${n(small.listings)} | ${n(large.listings)} | ratio | at ${n(large.listings)} |`,
    '|---|---|---|---|---|',
    ...report.jobs.map((job) => {
      const figure = (i: 0 | 1) => (job.errors[i] ? `**failed after ${seconds(i ? job.largeMs : job.smallMs)}**` : seconds(i ? job.largeMs : job.smallMs));
      const late = job.withinLimit === false && !job.errors[1];
      return `| ${job.name} | ${figure(0)} | ${late ? `**${figure(1)}**` : figure(1)} | ${x(job.ratio)} | ${job.largeDetail}${job.errors[1] ? `: ${job.errors[1]}` : ''} |`;
    }),
  ];
  return lines;
}
