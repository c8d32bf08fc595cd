// A rate an admin set is applied by a job (domain/jobs/catalogue.server.ts), one at a time across
// the app's instances: every listing converted in batches (convert-price-batch.server.ts), then the
// rate recorded, dated when the admin set it, as the rate of the day. Recording it first would
// not do: its trigger (drizzle/0027_exchange_rates_and_prices.sql) converts every listing still at
// another rate in one statement, which is what held the database for a minute. Recorded last,
// that trigger finds only the listings written while the batches ran, which took the rate of the
// day then: until the rate is recorded, a listing is at the old rate or the new, never missing
// from a search nor found twice.
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { exchangeRates } from '../../db/schema';
import { convertPriceBatch, FIRST_LISTING } from './convert-price-batch.server';

export const APPLY_EXCHANGE_RATE_JOB = 'apply-exchange-rate';

/**
 * Listings a batch converts. Each row costs about 1.2 ms on the embedded database here (a listing
 * has many indexes to write), so a batch takes about a quarter of a second.
 */
export const RATE_BATCH_ROWS = 200;

/** What the job is given: the rate, who set it and when (the database's clock, as an ISO date). */
export interface RateChange {
  kyatPerUsd: number;
  setBy: string | null;
  setAt: string;
}

async function* convertAll(kyatPerUsd: number, limit: number): AsyncGenerator<number> {
  for (let after: string | null = FIRST_LISTING; after !== null; ) {
    const batch = await convertPriceBatch({ kyatPerUsd, after, limit });
    after = batch.last;
    yield batch.converted;
  }
}

/**
 * Applies `change` a batch at a time, yielding the rows each batch rewrote: the job runs the
 * batches back to back, and a test may look at the listings in between. Safe to run again (a
 * retried job): converted rows are not rewritten and the rate is recorded once.
 */
export async function* applyExchangeRateSteps({ change, batchRows = RATE_BATCH_ROWS }: { change: RateChange; batchRows?: number }): AsyncGenerator<number> {
  const db = getDb();
  const setAt = new Date(change.setAt);
  const [recorded] = await db
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.createdAt, setAt), eq(exchangeRates.kyatPerUsd, change.kyatPerUsd)))
    .limit(1);
  // A rate set later and already applied (this job failed and was retried after it) stands: this
  // one only joins the history, where its date puts it behind.
  const [newer] = await db.select({ id: exchangeRates.id }).from(exchangeRates).where(gt(exchangeRates.createdAt, setAt)).limit(1);
  if (!newer) yield* convertAll(change.kyatPerUsd, batchRows);
  if (!recorded) {
    await db.insert(exchangeRates).values({
      kyatPerUsd: change.kyatPerUsd,
      // Kept only while the admin's account is: a deleted one is no one, as for older rates.
      setBy: change.setBy === null ? null : sql`(select id from users where id = ${change.setBy}::uuid)`,
      createdAt: setAt,
    });
  }
}

/** The job: every step, back to back. */
export async function applyExchangeRateJob(change: RateChange): Promise<void> {
  const steps = applyExchangeRateSteps({ change });
  while (!(await steps.next()).done);
}
