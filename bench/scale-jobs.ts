// Every background job of the catalogue (app/domain/jobs/catalogue.server.ts) timed once on a
// loaded database, as bench/scale.ts runs them at both sizes after the pages are measured: the
// nightly ones (alerts, quality scores, price insights, the rollup's first run of a day), the
// hourly rollup, the duplicate check a listing's save runs, and a new exchange rate (its longest
// batch is the longest any listing row stays locked). The sitemap is timed over HTTP
// (bench/sitemap.ts) while the servers run. A job that fails is reported with its error, and the
// others still run.
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { rollupListingStats } from '../app/domain/listing-performance/rollup.server';
import { refreshQualityScores } from '../app/domain/quality/refresh-scores.server';
import { DAY_MS } from '../app/lib/durations';
import { benchAlertRun, errorLine } from './alert-run';
import { measureDuplicateCheck } from './duplicate-check';
import { benchRateChange } from './exchange-rate';
import { benchPriceInsights } from './price-insights';

export interface JobTiming {
  key: string;
  name: string;
  /** How often the catalogue runs it: a nightly job must end within NIGHTLY_LIMIT_MS at a million listings. */
  schedule: 'nightly' | 'hourly' | 'on save' | 'on demand';
  ms: number;
  /** What it did, in a few words. */
  detail: string;
  /** The exchange rate's longest single batch statement: the longest any listing row was locked. */
  longestBatchMs?: number;
  /** Set when the job failed (ms is then the time to the failure). */
  error?: string;
  /** The plan of its main statement, where the bench takes one (EXPLAIN ANALYZE, costs and timings off). */
  plan?: string[];
}

export const NIGHTLY_LIMIT_MS = 10 * 60_000;

type Outcome = Pick<JobTiming, 'detail' | 'longestBatchMs' | 'error' | 'plan'> & { ms?: number };

const n = (v: number) => v.toLocaleString('en-US');

/** The jobs in the order they run; `listings` scales the saved searches (one per 10 listings) and a day's new listings (3 per 1,000). */
const JOBS: (Omit<JobTiming, 'ms' | 'detail'> & { run: (listings: number) => Promise<Outcome> })[] = [
  {
    key: 'quality',
    name: 'quality scores (daily)',
    schedule: 'nightly',
    // A day after the load: the listings whose last change turned 30 days old since lose their freshness points.
    run: async () => ({ detail: `${n((await refreshQualityScores({ now: new Date(Date.now() + DAY_MS) })).scored)} listings scored again` }),
  },
  {
    // The day's first run also writes every listing's 30- and 90-day totals and rank: a nightly-sized job.
    key: 'rollupDay',
    name: "listing figures rollup (a day's first run)",
    schedule: 'nightly',
    run: async () => {
      const { periodsRolled } = await rollupListingStats({ days: 2 });
      const [{ rows }] = ((await getDb().execute(sql`select count(*)::int as rows from listing_period_stats`)) as unknown as { rows: { rows: number }[] }).rows;
      return { detail: `2 days from raw events; ${n(rows)} period rows ${periodsRolled ? 'written' : 'already written today'}` };
    },
  },
  {
    key: 'rollup',
    name: 'listing figures rollup (hourly)',
    schedule: 'hourly',
    run: async () => {
      const { periodsRolled } = await rollupListingStats({ days: 2 });
      return { detail: `2 days from raw events; period rows ${periodsRolled ? 'written again' : 'left as the day’s first run wrote them'}` };
    },
  },
  {
    key: 'insights',
    name: 'price insights (nightly)',
    schedule: 'nightly',
    run: async () => {
      const insights = await benchPriceInsights();
      return { ms: insights.runsMs[0], detail: `${insights.groups} groups, ${insights.months} township-months (second run ${(insights.runsMs[1] / 1000).toFixed(1)} s)` };
    },
  },
  {
    key: 'alerts',
    name: 'saved-search alerts (daily)',
    schedule: 'nightly',
    run: async (listings) => {
      const alerts = await benchAlertRun({ searches: Math.round(listings / 10), newListings: Math.round((listings * 3) / 1000) });
      const what = `${n(alerts.savedSearches)} searches, ${n(alerts.newListings)} new listings; matching statement ${alerts.plan.ms.toFixed(0)} ms, ${n(alerts.plan.rows ?? 0)} searches matched`;
      return { ms: alerts.runMs, detail: alerts.error ? what : `${what}; ${n(alerts.sent)} mails`, error: alerts.error, plan: alerts.plan.text };
    },
  },
  {
    key: 'duplicates',
    name: "duplicate check (a listing's 8 photos)",
    schedule: 'on save',
    run: async () => {
      const d = await measureDuplicateCheck();
      return { ms: d.medianMs, detail: `median of ${d.checks}, p95 ${d.p95Ms} ms, among ${n(d.hashes)} hashes; near-copy found ${d.found}/${d.checks}`, plan: d.plan.text };
    },
  },
  {
    key: 'exchangeRate',
    name: 'new exchange rate (every listing)',
    schedule: 'on demand',
    run: async () => {
      const rate = await benchRateChange({ setBack: false });
      return { ms: rate.changeMs, longestBatchMs: rate.longestStepMs, detail: `${n(rate.steps)} batches; longest batch (lock on listing rows) ${rate.longestStepMs} ms` };
    },
  },
];

/** Each job once, in turn. */
export async function timeJobs({ listings, log = console.log }: { listings: number; log?: (line: string) => void }): Promise<JobTiming[]> {
  const jobs: JobTiming[] = [];
  for (const { run, ...job } of JOBS) {
    const started = performance.now();
    const outcome = await run(listings).catch((error: unknown): Outcome => ({ detail: 'failed', error: errorLine(error) }));
    const timing: JobTiming = { ...job, ...outcome, ms: outcome.ms ?? Math.round(performance.now() - started) };
    jobs.push(timing);
    log(`  ${job.name.padEnd(44)} ${(timing.ms / 1000).toFixed(1).padStart(8)} s  ${timing.detail}${timing.error ? `; FAILED: ${timing.error}` : ''}`);
  }
  return jobs;
}
