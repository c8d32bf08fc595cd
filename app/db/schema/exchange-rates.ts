// The kyat-per-dollar rate an admin sets (domain/exchange-rates), every change kept with its
// date: the newest row is the rate of the day. The database keeps each listing's price in both
// currencies at that rate (listings.price_lakh and price_usd; the triggers at the end of the
// migration that made this table), so a new rate needs no migration and no code change.
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, uuid } from 'drizzle-orm/pg-core';
import { EXCHANGE_RATE_LIMITS } from '../../lib/exchange-rate';
import { createdAt, id } from './columns';
import { users } from './entities';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    /** Kyat to one US dollar (4,500 is 0.045 lakh). */
    kyatPerUsd: numeric('kyat_per_usd', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The admin who set it; kept when the account goes, as history. */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The rate of the day is the newest row.
    index('exchange_rates_created_idx').on(t.createdAt),
    check('exchange_rates_range', sql`${t.kyatPerUsd} between ${sql.raw(String(EXCHANGE_RATE_LIMITS.min))} and ${sql.raw(String(EXCHANGE_RATE_LIMITS.max))}`),
  ],
);

export type ExchangeRate = typeof exchangeRates.$inferSelect;
