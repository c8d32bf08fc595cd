// The kyat-per-dollar rate an admin sets (domain/exchange-rates), every change kept with its
// date: the newest row is the rate of the day. Each listing's price in both currencies is kept at
// that rate (listings.price_lakh and price_usd): by the database when a listing is written (the
// trigger at the end of the migration that made this table), and by the job that records a new
// rate for the listings already there (domain/exchange-rates), so a new rate needs no migration
// and no code change.
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXCHANGE_RATE_LIMITS } from '../../lib/exchange-rate';
import { id } from './columns';
import { users } from './entities';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    /** Kyat to one US dollar (4,500 is 0.045 lakh). */
    kyatPerUsd: numeric('kyat_per_usd', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The admin who set it; kept when the account goes, as history. */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was set; the clock's time, not the transaction's, so two rates set in one transaction keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    // The rate of the day is the newest row.
    index('exchange_rates_created_idx').on(t.createdAt),
    check('exchange_rates_range', sql`${t.kyatPerUsd} between ${sql.raw(String(EXCHANGE_RATE_LIMITS.min))} and ${sql.raw(String(EXCHANGE_RATE_LIMITS.max))}`),
  ],
);

export type ExchangeRate = typeof exchangeRates.$inferSelect;
