// A new kyat-per-dollar rate at scale: the admin's one insert into exchange_rates, whose trigger
// converts the other-currency price of every listing (the 100,000 of the benchmark) in the same
// statement, timed as the admin waits for it; then the rate is set back, timed too. With the
// plans of the price filter in either currency after the change (bench/explain.ts).
//
// Part of `npm run bench` (scripts/bench.ts, on the loaded database, before the server starts).
import { count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { exchangeRates, listings } from '../app/db/schema';
import { explainPriceFilters, type PlanSummary } from './explain';

export interface RateChangeBench {
  listings: number;
  /** Listings whose converted price the change rewrote (those in the other currency than dollars' or lakh's own). */
  converted: number;
  changeMs: number;
  backMs: number;
  plans: PlanSummary[];
}

async function currentRate(): Promise<number> {
  const [row] = await getDb().select({ rate: exchangeRates.kyatPerUsd }).from(exchangeRates).orderBy(desc(exchangeRates.createdAt)).limit(1);
  return Number(row?.rate ?? 4_500);
}

async function timedInsert(kyatPerUsd: number): Promise<number> {
  const started = performance.now();
  await getDb().insert(exchangeRates).values({ kyatPerUsd });
  return Math.round((performance.now() - started) * 10) / 10;
}

export async function benchRateChange(): Promise<RateChangeBench> {
  const db = getDb();
  const [{ n }] = await db.select({ n: count() }).from(listings);
  const before = await currentRate();
  const changeMs = await timedInsert(before + 100);
  // Every listing in lakh now has a dollar price at the new rate: the count proves the work was done.
  const expected = sql`round(${listings.regularPrice} * 100000 / ${before + 100}, 2)`;
  const [{ converted }] = await db.select({ converted: count() }).from(listings).where(sql`${listings.currency} <> 'USD' and ${listings.priceUsd} = ${expected}`);
  const plans = await explainPriceFilters();
  const backMs = await timedInsert(before);
  // The bench's own two rows go: the database keeps the rate it started with.
  await db.delete(exchangeRates).where(eq(exchangeRates.kyatPerUsd, before + 100));
  return { listings: n, converted, changeMs, backMs, plans };
}

export function printRateChange(kind: string, bench: RateChangeBench) {
  console.log(`[${kind}] a new exchange rate over ${bench.listings.toLocaleString('en-US')} listings: ${bench.changeMs} ms (${bench.converted.toLocaleString('en-US')} lakh prices converted to dollars); set back in ${bench.backMs} ms`);
  for (const p of bench.plans) console.log(`  ${p.name.padEnd(48)} ${p.ms.toFixed(2).padStart(8)} ms  ${p.indexes.join(', ') || p.nodes.join(', ')}`);
}
