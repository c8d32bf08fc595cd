// The rates set so far, newest first (the first is the rate of the day), with who set them.
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { exchangeRates, users } from '../../db/schema';
import type { ExchangeRateView } from '../../lib/views/exchange-rate-view';

export async function exchangeRateHistory({ limit = 50 }: { limit?: number } = {}): Promise<ExchangeRateView[]> {
  const rows = await getDb()
    .select({ kyatPerUsd: exchangeRates.kyatPerUsd, createdAt: exchangeRates.createdAt, setBy: users.username })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.setBy))
    .orderBy(desc(exchangeRates.createdAt))
    .limit(limit);
  return rows.map((row) => ({ kyatPerUsd: Number(row.kyatPerUsd), setAt: row.createdAt.toISOString(), setBy: row.setBy }));
}
