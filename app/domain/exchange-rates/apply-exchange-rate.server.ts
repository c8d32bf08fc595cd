// A rate an admin set is applied by a job (domain/jobs/catalogue.server.ts), one at a time across
// the app's instances: the rate is recorded first, dated when the admin set it, and is the rate of
// the day at once (the admin's page shows it); every listing written from then on, in any way,
// takes it from the database (listings_prices_refresh, drizzle/0027_exchange_rates_and_prices.sql
// and 0046_prices_refreshed_on_every_write.sql). The
// listings already there are then converted in short batches (convert-price-batch.server.ts):
// recording a rate converts nothing by itself (drizzle/0033_rates_applied_by_the_job.sql), so no
// statement of the change scans every listing. Until the last batch, a listing is at the old rate
// or the new, never missing from a search nor found twice. After the last, the township medians
// of /insights are worked out again, at the new rate like the listings they are taken from.
import { setTimeout } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { exchangeRates } from '../../db/schema';
import { computePriceInsights } from '../insights/compute-price-insights.server';
import { batchCut, convertPriceBatch, FIRST_PLACE, listingPages, type TablePlace } from './convert-price-batch.server';

export const APPLY_EXCHANGE_RATE_JOB = 'apply-exchange-rate';

/**
 * Listings the first batch converts. A row costs about 1.2 ms on the embedded database here (a
 * listing has many indexes to write), so a batch takes about a quarter of a second.
 */
export const RATE_BATCH_ROWS = 200;
/** How long a batch should hold its rows' locks; the next batch's size follows the last one's time. */
export const RATE_BATCH_TARGET_MS = 250;
const MIN_BATCH_ROWS = 10;
const MAX_BATCH_ROWS = 2_000;

/**
 * The next batch's size after `rows` took `elapsedMs`: scaled towards the target, at most double
 * the last (one quick batch proves little), and cut at once after a slow one (a busy disk, a
 * larger database), so no batch holds listing rows much past the target for long.
 */
export function nextBatchRows(rows: number, elapsedMs: number): number {
  const scaled = Math.round((rows * RATE_BATCH_TARGET_MS) / Math.max(elapsedMs, 1));
  return Math.min(MAX_BATCH_ROWS, 2 * rows, Math.max(MIN_BATCH_ROWS, scaled));
}

/** What the job is given: the rate, who set it and when (the database's clock, as an ISO date). */
export interface RateChange {
  kyatPerUsd: number;
  setBy: string | null;
  setAt: string;
}

/**
 * The hard limit on a batch on PostgreSQL: past it the batch is stopped and rolled back, so no
 * listing row stays locked longer than this (a save, a search's write waits behind it at most this).
 */
export const RATE_BATCH_HOLD_LIMIT_MS = 1_000;
/** A stopped batch is retried at half its size, down to a single listing. */
const CUT_FLOOR_ROWS = 1;
/**
 * A single listing still stopped (another transaction holds it) is retried after a pause this many
 * times, then the job fails: pg-boss retries it later, and the converted listings are not rewritten.
 */
export const RATE_BATCH_FLOOR_TRIES = 30;

/** A batch stopped at the hold limit, rolled back and retried smaller (for the bench and the tests). */
export interface CutBatch {
  /** Where the batch started in the table (convert-price-batch.server.ts). */
  from: TablePlace;
  rows: number;
}

interface ConvertOptions {
  kyatPerUsd: number;
  /** Listings a batch when given (tests; fewer after a cut), else sized by nextBatchRows. */
  fixedRows?: number;
  holdLimitMs: number;
  onCut?: (cut: CutBatch) => void;
}

/** Converts every listing a batch at a time, in the table's physical order; a batch stopped at the hold limit is retried at half its size. */
async function* convertAll({ kyatPerUsd, fixedRows, holdLimitMs, onCut }: ConvertOptions): AsyncGenerator<number> {
  const { pages: endPage, rowsPerPage } = await listingPages();
  let limit = fixedRows ?? RATE_BATCH_ROWS;
  let floorTries = 0;
  for (let from: TablePlace | null = endPage > 0 ? FIRST_PLACE : null; from !== null; ) {
    const started = performance.now();
    let batch: Awaited<ReturnType<typeof convertPriceBatch>>;
    try {
      batch = await convertPriceBatch({ kyatPerUsd, from, limit, endPage, rowsPerPage, holdLimitMs });
    } catch (error) {
      if (!batchCut(error)) throw error;
      onCut?.({ from, rows: limit });
      if (limit > CUT_FLOOR_ROWS) limit = Math.max(CUT_FLOOR_ROWS, Math.floor(limit / 2));
      else if (++floorTries < RATE_BATCH_FLOOR_TRIES) await setTimeout(holdLimitMs);
      else throw new Error(`The listing at ${from} stayed locked by another transaction: the rate's conversion stops here, to be retried`, { cause: error });
      continue;
    }
    floorTries = 0;
    // A fixed size (tests) is a ceiling once a batch was cut: grown back to by doubling, as nextBatchRows grows at most.
    limit = fixedRows === undefined ? nextBatchRows(limit, performance.now() - started) : Math.min(fixedRows, 2 * limit);
    from = batch.next;
    yield batch.converted;
  }
}

/**
 * Applies `change`: records it, then converts the listings a batch at a time, yielding the rows
 * each batch rewrote (the first step records the rate and runs the first batch). The job runs the
 * steps back to back, and a test may look at the listings in between. Safe to run again (a
 * retried job): the rate is recorded once and converted rows are not rewritten.
 */
export async function* applyExchangeRateSteps({
  change,
  batchRows,
  holdLimitMs = RATE_BATCH_HOLD_LIMIT_MS,
  onCut,
}: {
  change: RateChange;
  batchRows?: number;
  /** The hard limit on a batch (RATE_BATCH_HOLD_LIMIT_MS; a test passes a small one). */
  holdLimitMs?: number;
  onCut?: (cut: CutBatch) => void;
}): AsyncGenerator<number> {
  const db = getDb();
  const setAt = new Date(change.setAt);
  const [recorded] = await db
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.createdAt, setAt), eq(exchangeRates.kyatPerUsd, change.kyatPerUsd)))
    .limit(1);
  // A rate set later and already applied (this job failed and was retried after it) stands: this
  // one only joins the history, where its date puts it behind, and converts nothing.
  const [newer] = await db.select({ id: exchangeRates.id }).from(exchangeRates).where(gt(exchangeRates.createdAt, setAt)).limit(1);
  if (!recorded) {
    await db.insert(exchangeRates).values({
      kyatPerUsd: change.kyatPerUsd,
      // Kept only while the admin's account is: a deleted one is no one, as for older rates.
      setBy: change.setBy === null ? null : sql`(select id from users where id = ${change.setBy}::uuid)`,
      createdAt: setAt,
    });
  }
  // Recorded already (a retry): the batches run again from the table's start, rewriting only the
  // listings not yet at the rate.
  if (newer) return;
  yield* convertAll({ kyatPerUsd: change.kyatPerUsd, fixedRows: batchRows, holdLimitMs, onCut });
  await computePriceInsights();
}

/** The job: every step, back to back. */
export async function applyExchangeRateJob(change: RateChange): Promise<void> {
  const steps = applyExchangeRateSteps({ change });
  while (!(await steps.next()).done);
}
