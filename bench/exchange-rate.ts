// A new kyat-per-dollar rate at scale: the admin's job (the rate recorded, then every listing of
// the benchmark, 100,000, converted in batches; domain/exchange-rates/apply-exchange-rate.server.ts),
// timed whole and step by step (the longest step is the longest any other request could wait
// behind it); then the rate is set back, timed too. With the plans of the price filter in either
// currency after the change (bench/explain.ts).
//
// Part of `npm run bench` (scripts/bench.ts, on the loaded database, before the server starts).
import { count, desc, eq, sql } from 'drizzle-orm';
import { getDb, isEmbedded } from '../app/db/registry.server';
import { exchangeRates, listings } from '../app/db/schema';
import { applyExchangeRateSteps, RATE_BATCH_HOLD_LIMIT_MS, RATE_BATCH_TARGET_MS } from '../app/domain/exchange-rates/apply-exchange-rate.server';
import { explainPriceFilters, type PlanSummary } from './explain';

export interface RateChangeBench {
  listings: number;
  /** Listings whose converted price the change rewrote (those in the other currency than dollars' or lakh's own). */
  converted: number;
  /** The whole change: the rate recorded, then the conversion batch after batch. */
  changeMs: number;
  /** Its longest batch, the time it held its listing rows (the first step records the rate too). */
  longestStepMs: number;
  steps: number;
  /** Batches stopped at the hold limit (RATE_BATCH_HOLD_LIMIT_MS), rolled back and retried smaller. */
  cuts: number;
  /** The change's time a listing (changeMs / listings). */
  msPerListing: number;
  /** Write-ahead log the change wrote a listing, in KB (PostgreSQL; null on the embedded database). */
  walKbPerListing: number | null;
  /** Null when the rate was left as changed. */
  backMs: number | null;
  plans: PlanSummary[];
}

async function currentRate(): Promise<number> {
  const [row] = await getDb().select({ rate: exchangeRates.kyatPerUsd }).from(exchangeRates).orderBy(desc(exchangeRates.createdAt)).limit(1);
  return Number(row?.rate ?? 4_500);
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Where PostgreSQL's write-ahead log is, in bytes (null on the embedded database). */
async function walBytes(): Promise<number | null> {
  if (isEmbedded()) return null;
  const result = (await getDb().execute(sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 as bytes`)) as unknown as { rows: { bytes: number }[] };
  return Number(result.rows[0].bytes);
}

async function timedChange(kyatPerUsd: number): Promise<{ ms: number; longestStepMs: number; steps: number; cuts: number; walBytes: number | null }> {
  let cuts = 0;
  const walBefore = await walBytes();
  const steps = applyExchangeRateSteps({ change: { kyatPerUsd, setBy: null, setAt: new Date().toISOString() }, onCut: () => cuts++ });
  const started = performance.now();
  let longest = 0;
  let n = 0;
  for (let done = false; !done; n++) {
    const step = performance.now();
    done = !!(await steps.next()).done;
    // The closing step works out the insights again: it writes no listing row.
    if (!done) longest = Math.max(longest, performance.now() - step);
  }
  const ms = round(performance.now() - started);
  const walAfter = await walBytes();
  return { ms, longestStepMs: round(longest), steps: n, cuts, walBytes: walBefore === null || walAfter === null ? null : walAfter - walBefore };
}

/** `setBack`: set the first rate again afterwards, timed too (bench/scale.ts leaves the new one: at a million listings each run takes minutes). */
export async function benchRateChange({ setBack = true }: { setBack?: boolean } = {}): Promise<RateChangeBench> {
  const db = getDb();
  const [{ n }] = await db.select({ n: count() }).from(listings);
  const before = await currentRate();
  const change = await timedChange(before + 100);
  // Every listing in lakh now has a dollar price at the new rate: the count proves the work was done.
  const expected = sql`round(${listings.regularPrice} * 100000 / ${before + 100}, 2)`;
  const [{ converted }] = await db.select({ converted: count() }).from(listings).where(sql`${listings.currency} <> 'USD' and ${listings.priceUsd} = ${expected}`);
  const plans = await explainPriceFilters();
  const figures = { listings: n, converted, changeMs: change.ms, steps: change.steps, msPerListing: Math.round((change.ms / Math.max(1, n)) * 1000) / 1000, walKbPerListing: change.walBytes === null ? null : round(change.walBytes / 1024 / Math.max(1, n)) };
  if (!setBack) return { ...figures, longestStepMs: change.longestStepMs, cuts: change.cuts, backMs: null, plans };
  const back = await timedChange(before);
  // The bench's own two rows go: the database keeps the rate it started with.
  await db.delete(exchangeRates).where(eq(exchangeRates.kyatPerUsd, before + 100));
  return { ...figures, longestStepMs: Math.max(change.longestStepMs, back.longestStepMs), cuts: change.cuts + back.cuts, backMs: back.ms, plans };
}

export function printRateChange(kind: string, bench: RateChangeBench) {
  console.log(
    `[${kind}] a new exchange rate over ${bench.listings.toLocaleString('en-US')} listings: ${bench.changeMs} ms (${bench.msPerListing} ms a listing) in ${bench.steps} batches sized to take ${RATE_BATCH_TARGET_MS} ms, the longest ${bench.longestStepMs} ms, ${bench.cuts} stopped at ${RATE_BATCH_HOLD_LIMIT_MS} ms and retried smaller${bench.walKbPerListing === null ? '' : `, ${bench.walKbPerListing} KB of WAL a listing`} (${bench.converted.toLocaleString('en-US')} lakh prices converted to dollars)${bench.backMs === null ? '' : `; set back in ${bench.backMs} ms`}`,
  );
  for (const p of bench.plans) console.log(`  ${p.name.padEnd(48)} ${p.ms.toFixed(2).padStart(8)} ms  ${p.indexes.join(', ') || p.nodes.join(', ')}`);
}
