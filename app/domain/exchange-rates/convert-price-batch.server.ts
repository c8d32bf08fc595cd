// One batch of a new rate's conversion (apply-exchange-rate.server.ts): the next listings in id
// order, each given its prices in both currencies at the new rate, in one short statement of its
// own. Converting them all in one statement held the embedded database for 60 to 100 s at 50,000
// listings; a batch holds its rows' locks for a fraction of a second, and a search in between sees
// every listing once, converted or not yet. Rows already at the rate are not written again, so a
// retried conversion redoes nothing. On PostgreSQL a batch is also stopped at a hard limit: one
// that meets a listing another transaction holds, or a slow disk, rolls back rather than keep
// the rows it already wrote locked (BATCH_CUT; the caller retries it smaller).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb, isEmbedded } from '../../db/registry.server';
import { lockNotAvailable, queryCanceled } from '../../db/unique-violation';

/** Before every listing id: where a conversion starts. */
export const FIRST_LISTING = '00000000-0000-0000-0000-000000000000';

/** Whether a batch was stopped at its limit (statement_timeout or lock_timeout): it rolled back, nothing of it was kept. */
export const batchCut = (error: unknown): boolean => queryCanceled(error) || lockNotAvailable(error);

async function convertIn(db: Database, { kyatPerUsd, after, limit }: { kyatPerUsd: number; after: string; limit: number }) {
  const rate = sql`${kyatPerUsd}::numeric`;
  const result = (await db.execute(sql`
    with batch as (
      select id from listings where id > ${after}::uuid order by id limit ${limit}
    ), converted as (
      update listings l
         set price_lakh = price_in_lakh(l.regular_price, l.currency, ${rate}),
             price_usd = price_in_usd(l.regular_price, l.currency, ${rate})
        from batch
       where l.id = batch.id
         and (l.price_lakh <> price_in_lakh(l.regular_price, l.currency, ${rate}) or l.price_usd <> price_in_usd(l.regular_price, l.currency, ${rate}))
      returning l.id
    )
    select (select id from batch order by id desc limit 1) as last, (select count(*) from converted)::int as converted`)) as unknown as {
    rows: { last: string | null; converted: number }[];
  };
  const [row] = result.rows;
  return { last: row.last === null ? null : String(row.last), converted: Number(row.converted) };
}

/**
 * Converts the (at most) `limit` listings after id `after` to `kyatPerUsd`, with the database's
 * own rounding (price_in_lakh, price_in_usd: what its listing trigger uses). Returns the last id
 * the batch covered (null once past the last listing) and how many rows it rewrote. On PostgreSQL
 * the batch runs in a transaction of its own, stopped after `holdLimitMs` (a statement_timeout,
 * and a lock_timeout for a wait behind another's lock): it then throws an error batchCut knows,
 * with nothing written. The embedded database has one connection, so no other transaction holds
 * a row there, and it has no statement timeout: the batch runs as it is.
 */
export async function convertPriceBatch({
  kyatPerUsd,
  after,
  limit,
  holdLimitMs,
}: {
  kyatPerUsd: number;
  after: string;
  limit: number;
  holdLimitMs: number;
}): Promise<{ last: string | null; converted: number }> {
  const db = getDb();
  if (isEmbedded(db)) return convertIn(db, { kyatPerUsd, after, limit });
  return db.transaction(async (tx) => {
    const ms = String(Math.max(1, Math.round(holdLimitMs)));
    await tx.execute(sql`select set_config('statement_timeout', ${ms}, true), set_config('lock_timeout', ${ms}, true)`);
    return convertIn(tx as unknown as Database, { kyatPerUsd, after, limit });
  });
}
