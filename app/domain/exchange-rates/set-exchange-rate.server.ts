// An admin sets the rate of the day. A job records it, when it becomes the rate of the day, then
// converts the listings to it in batches (apply-exchange-rate.server.ts): the admin's request
// returns at once, and no other request waits for the conversion.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { EXCHANGE_RATE_MESSAGES, rateValue } from '../../lib/forms/exchange-rate';
import { AppError } from '../../lib/errors';
import { enqueueJob } from '../jobs/queue.server';
import { APPLY_EXCHANGE_RATE_JOB, type RateChange } from './apply-exchange-rate.server';

export async function setExchangeRate({ admin, kyatPerUsd }: { admin: { id: string; isAdmin: boolean }; kyatPerUsd: number }): Promise<void> {
  if (!admin.isAdmin) throw new AppError(403, 'Only an admin can set the exchange rate.');
  // Refused here rather than by the database in a job that would fail at every retry.
  if (rateValue(kyatPerUsd) === undefined) throw new AppError(400, EXCHANGE_RATE_MESSAGES.rate, { kyatPerUsd: EXCHANGE_RATE_MESSAGES.rate });
  // The database's clock, as for the rates already recorded: rates are ordered as they were set,
  // whichever app instance took them.
  const result = (await getDb().execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms`)) as unknown as { rows: { ms: string | number }[] };
  const change: RateChange = { kyatPerUsd, setBy: admin.id, setAt: new Date(Number(result.rows[0].ms)).toISOString() };
  await enqueueJob(APPLY_EXCHANGE_RATE_JOB, change);
}
