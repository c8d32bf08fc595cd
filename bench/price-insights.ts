// The nightly price-insights job at scale (domain/insights/compute-price-insights.server.ts): the
// whole run over the benchmark's listings, twice (the second replaces what the first wrote, as
// every night after the first does), and what it wrote.
//
// Part of `npm run bench` (scripts/bench.ts, on the loaded database); alone on a fresh one:
//   npx tsx scripts/with-postgres.ts npx tsx bench/price-insights.ts
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { computePriceInsights } from '../app/domain/insights/compute-price-insights.server';
import { INITIAL_KYAT_PER_USD, KYAT_PER_LAKH } from '../app/lib/exchange-rate';

const LAKH_PER_USD = INITIAL_KYAT_PER_USD / KYAT_PER_LAKH;

export interface PriceInsightsBench {
  listings: number;
  /** Listings with their price in both currencies: those a median may count. */
  converted: number;
  runsMs: number[];
  groups: number;
  months: number;
  /** Groups and months with a median (5 listings or more). */
  withMedian: { groups: number; months: number };
}

const count = async (query: ReturnType<typeof sql>) => Number(((await getDb().execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);

export async function benchPriceInsights(): Promise<PriceInsightsBench> {
  // Listings loaded without their prices in both currencies (a database whose triggers do not
  // keep them) get them at the first rate, so the job does its real work.
  await getDb().execute(sql`update listings set
    price_lakh = case when currency = 'USD' then round(regular_price * ${sql.raw(String(LAKH_PER_USD))}, 2) else regular_price end,
    price_usd = case when currency = 'USD' then regular_price else round(regular_price / ${sql.raw(String(LAKH_PER_USD))}, 2) end
    where price_lakh = 0 or price_usd = 0`);
  await getDb().execute(sql`analyze listings`);
  const runsMs: number[] = [];
  let run = { groups: 0, months: 0 };
  for (let i = 0; i < 2; i++) {
    const started = performance.now();
    run = await computePriceInsights();
    runsMs.push(Math.round(performance.now() - started));
  }
  return {
    listings: await count(sql`select count(*)::int as n from listings`),
    converted: await count(sql`select count(*)::int as n from listings where price_lakh > 0 and price_usd > 0`),
    runsMs,
    ...run,
    withMedian: {
      groups: await count(sql`select count(*)::int as n from township_price_groups where median_lakh is not null`),
      months: await count(sql`select count(*)::int as n from township_price_months where median_lakh is not null`),
    },
  };
}

export function printPriceInsightsBench(kind: string, result: PriceInsightsBench) {
  console.log(`\n[${kind}] Price insights job: ${result.listings.toLocaleString('en-US')} listings (${result.converted.toLocaleString('en-US')} with both prices)`);
  console.log(`  runs: ${result.runsMs.map((ms) => `${ms} ms`).join(', ')}; ${result.groups} groups (${result.withMedian.groups} with a median), ${result.months} township-months (${result.withMedian.months} with a median)`);
}

// Alone: a fresh database with the benchmark's listings, then the job.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { runOnLoadedDatabase } = await import('./loaded-database');
  await runOnLoadedDatabase(async (kind) => printPriceInsightsBench(kind, await benchPriceInsights()));
}
