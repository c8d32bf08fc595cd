// Each township's usual price per square foot, for rent and for sale: the 5th to the 95th
// percentile of its public listings that state an area, in lakh MMK (both currencies in one
// scale, as the price order reads them). A township with fewer than MIN_LISTINGS such listings
// has no range yet, and the quality score then takes any price (lib/quality-score.ts).
import { and, gt, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, PRICE_RANK, publicListing } from '../../db/schema';
import type { PriceRange } from '../../lib/quality-score';

export const MIN_LISTINGS = 5;

/** The key of a range: `rent:bahan`. */
export const rangeKey = (type: string, township: string) => `${type}:${township}`;

export async function townshipPriceRanges(): Promise<Record<string, PriceRange>> {
  const area = sql`coalesce(nullif(${listings.squareFeet}, 0), ${listings.landSquareFeet})`;
  const perFoot = sql`(${PRICE_RANK} / ${area})::float8`;
  const rows = await getDb()
    .select({
      type: listings.type,
      township: listings.township,
      low: sql<number>`percentile_cont(0.05) within group (order by ${perFoot})`.mapWith(Number),
      high: sql<number>`percentile_cont(0.95) within group (order by ${perFoot})`.mapWith(Number),
    })
    .from(listings)
    .where(and(publicListing, gt(area, 0)))
    .groupBy(listings.type, listings.township)
    .having(sql`count(*) >= ${MIN_LISTINGS}`);
  return Object.fromEntries(rows.map((row) => [rangeKey(row.type, row.township), { low: row.low, high: row.high }]));
}
