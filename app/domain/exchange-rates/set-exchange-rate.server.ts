// An admin sets the rate of the day. The database then converts every listing's price (the
// trigger on exchange_rates), in the same transaction.
import { getDb } from '../../db/registry.server';
import { exchangeRates } from '../../db/schema';
import { AppError } from '../../lib/errors';

export async function setExchangeRate({ admin, kyatPerUsd }: { admin: { id: string; isAdmin: boolean }; kyatPerUsd: number }): Promise<void> {
  if (!admin.isAdmin) throw new AppError(403, 'Only an admin can set the exchange rate.');
  await getDb().insert(exchangeRates).values({ kyatPerUsd, setBy: admin.id });
}
