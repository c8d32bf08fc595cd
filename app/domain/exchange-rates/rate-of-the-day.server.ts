// The kyat-per-dollar rate of the day (the newest one set), for a page that converts in the
// browser (/search's budget). One small prepared lookup: it runs with every such page.
import { desc } from 'drizzle-orm';
import { prepared } from '../../db/registry.server';
import { exchangeRates } from '../../db/schema';
import { INITIAL_KYAT_PER_USD } from '../../lib/exchange-rate';

const newestRate = prepared('rate_of_the_day', (db, name) =>
  db.select({ kyatPerUsd: exchangeRates.kyatPerUsd }).from(exchangeRates).orderBy(desc(exchangeRates.createdAt)).limit(1).prepare(name),
);

export async function rateOfTheDay(): Promise<number> {
  const [row] = await newestRate().execute();
  return row ? Number(row.kyatPerUsd) : INITIAL_KYAT_PER_USD;
}
