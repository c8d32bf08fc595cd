// What homes cost, by township: the medians the nightly job (domain/insights/compute-price-
// insights.server.ts) writes, read by /insights, /insights/:township and the listing page. Pages
// read these few thousand rows instead of sorting 100,000 prices on every view. A median is
// stored only for a group of MEDIAN_MIN_LISTINGS or more (a CHECK holds the job to it), so no
// page can show the price of one or two homes as a township's typical one.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { townships } from './entities';

/** The fewest listings a median is drawn from. */
export const MEDIAN_MIN_LISTINGS = 5;

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const min = sql.raw(String(MEDIAN_MIN_LISTINGS));

/**
 * The live listings of a township by type (rent or sale), property type and bedrooms (5 stands
 * for 5 or more; null when not given, as for land), and one row per township and type over every
 * property type (property_type null). Prices per square foot count only listings with an area.
 */
export const townshipPriceGroups = pgTable(
  'township_price_groups',
  {
    township: text('township')
      .notNull()
      .references(() => townships.slug, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    propertyType: text('property_type'),
    bedrooms: smallint('bedrooms'),
    listings: integer('listings').notNull(),
    medianLakh: money('median_lakh'),
    medianUsd: money('median_usd'),
    /** How many of the listings give an area, and the median price per square foot over them. */
    withArea: integer('with_area').notNull(),
    medianLakhPerSqft: numeric('median_lakh_per_sqft', { precision: 14, scale: 4, mode: 'number' }),
    medianUsdPerSqft: money('median_usd_per_sqft'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('township_price_groups_idx').on(t.township, t.type, t.propertyType, t.bedrooms),
    check('township_price_groups_min', sql`(${t.listings} >= ${min} or (${t.medianLakh} is null and ${t.medianUsd} is null)) and (${t.withArea} >= ${min} or (${t.medianLakhPerSqft} is null and ${t.medianUsdPerSqft} is null))`),
  ],
);

/**
 * A township's median asking price by type for each of the last 12 months, over the listings on
 * the market that month: posted by its end and not rented out or sold before it began.
 */
export const townshipPriceMonths = pgTable(
  'township_price_months',
  {
    township: text('township')
      .notNull()
      .references(() => townships.slug, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    listings: integer('listings').notNull(),
    medianLakh: money('median_lakh'),
    medianUsd: money('median_usd'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.township, t.type, t.month] }),
    check('township_price_months_min', sql`${t.listings} >= ${min} or (${t.medianLakh} is null and ${t.medianUsd} is null)`),
  ],
);

export type TownshipPriceGroup = typeof townshipPriceGroups.$inferSelect;
export type TownshipPriceMonth = typeof townshipPriceMonths.$inferSelect;
