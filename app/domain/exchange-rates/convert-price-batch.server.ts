// One batch of a new rate's conversion (apply-exchange-rate.server.ts): the next listings in the
// table's physical order, each given its prices in both currencies at the new rate, in one short
// statement of its own. Converting them all in one statement held the embedded database for 60 to
// 100 s at 50,000 listings; a batch holds its rows' locks for a fraction of a second, and a search
// in between sees every listing once, converted or not yet. Rows already at the rate are not
// written again, so a retried conversion redoes nothing. On PostgreSQL a batch is also stopped at
// a hard limit: one that meets a listing another transaction holds, or a slow disk, rolls back
// rather than keep the rows it already wrote locked (batchCut; the caller retries it smaller).
//
// Why physical order: listings walked in id order (random uuids) touched pages all over the table
// and its indexes, and past the database's buffers each row cost twice as much at 200,000 listings
// as at 50,000; walked in place, neighbouring rows share pages and the cost a row stays flat
// (bench/exchange-rate-growth.ts). The walk stops at the table's end when it began: a listing
// written since, or moved by any update, took the rate of the day from the database
// (listings_prices_refresh, drizzle/0046_prices_refreshed_on_every_write.sql).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { getDb } from '../../db/registry.server';
import { withTimeLimits } from '../../db/time-limited.server';
import { lockNotAvailable, queryCanceled } from '../../db/unique-violation';

/** A place in the listings table: a row's ctid, page and item, as PostgreSQL writes it ('(page,item)'). */
export type TablePlace = string;

/** The table's first place: where a conversion starts. */
export const FIRST_PLACE: TablePlace = '(0,0)';

/** Whether a batch was stopped at its limit (statement_timeout or lock_timeout): it rolled back, nothing of it was kept. */
export const batchCut = (error: unknown): boolean => queryCanceled(error) || lockNotAvailable(error);

/** Where the walk ends (the table's size in pages when it began) and about how many listings a page holds. */
export async function listingPages(): Promise<{ pages: number; rowsPerPage: number }> {
  const result = (await getDb().execute(sql`
    select (pg_relation_size('listings') / current_setting('block_size')::int)::int as pages,
           (select reltuples from pg_class where oid = 'listings'::regclass)::float8 as estimate`)) as unknown as { rows: { pages: number; estimate: number }[] };
  const pages = Number(result.rows[0].pages);
  // A table never analysed says -1 (PostgreSQL 14+): a guess, which only sizes the pages a batch looks at.
  const estimate = Number(result.rows[0].estimate);
  return { pages, rowsPerPage: estimate > 0 && pages > 0 ? Math.max(1, estimate / pages) : 8 };
}

const page = (place: TablePlace) => Number(/^\((\d+),/.exec(place)![1]);
const item = (place: TablePlace) => Number(/,(\d+)\)$/.exec(place)![1]);

async function convertIn(db: Database, { kyatPerUsd, from, limit, endPage, rowsPerPage }: BatchOptions) {
  const rate = sql`${kyatPerUsd}::numeric`;
  // The pages the next `limit` rows should be on (twice, for dead rows): sorting only their rows
  // by place stays cheap, where an ordered scan of the rest of the table would not.
  const rangeEnd = Math.min(endPage, page(from) + 1 + Math.ceil((2 * limit) / rowsPerPage));
  const result = (await db.execute(sql`
    with batch as (
      select ctid as place from listings
       where ctid >= ${from}::tid and ctid < ${`(${rangeEnd},0)`}::tid
       order by ctid limit ${limit}
    ), converted as (
      update listings l
         set price_lakh = price_in_lakh(l.regular_price, l.currency, ${rate}),
             price_usd = price_in_usd(l.regular_price, l.currency, ${rate})
       where l.ctid = any(array(select place from batch))
         and (l.price_lakh <> price_in_lakh(l.regular_price, l.currency, ${rate}) or l.price_usd <> price_in_usd(l.regular_price, l.currency, ${rate}))
      returning 1
    )
    select (select count(*) from batch)::int as rows, (select place from batch order by place desc limit 1)::text as last,
           (select count(*) from converted)::int as converted`)) as unknown as { rows: { rows: number; last: string | null; converted: number }[] };
  const [row] = result.rows;
  // A full batch goes on after its last row; a short one found every row left in its pages.
  const next = Number(row.rows) === limit && row.last !== null ? `(${page(row.last)},${item(row.last) + 1})` : `(${rangeEnd},0)`;
  return { next: page(next) >= endPage ? null : next, converted: Number(row.converted) };
}

interface BatchOptions {
  kyatPerUsd: number;
  /** The batch's first place: the last batch's `next`, FIRST_PLACE at first. */
  from: TablePlace;
  limit: number;
  /** The table's size in pages when the walk began, and its listings a page (listingPages). */
  endPage: number;
  rowsPerPage: number;
}

/**
 * Converts the (at most) `limit` listings from place `from` on to `kyatPerUsd`, with the
 * database's own rounding (price_in_lakh, price_in_usd: what its listing trigger uses). Returns
 * where the next batch starts (null once past `endPage`) and how many rows it rewrote. On
 * PostgreSQL the batch is stopped after `holdLimitMs`, running or waiting behind another's lock
 * (db/time-limited.server.ts): it then throws an error batchCut knows, with nothing written.
 */
export function convertPriceBatch({ holdLimitMs, ...batch }: BatchOptions & { holdLimitMs: number }): Promise<{ next: TablePlace | null; converted: number }> {
  return withTimeLimits({ statementMs: holdLimitMs, lockMs: holdLimitMs }, (db) => convertIn(db, batch));
}
