// Which listings the price insights count, and their prices in both currencies: the one place the
// nightly job (compute-price-insights.server.ts) and the listing page's comparison read them from.
import { sql, type SQL } from 'drizzle-orm';
import { duplicateListing, publicListingAs } from '../../db/schema';

/**
 * The listings a median is drawn from, for a query naming `listings` as `alias`: public ones
 * only (a listing the moderators hid says nothing about the market), and no duplicate of another
 * listing (the same home posted twice would count twice). Add any further exclusion here.
 */
export function countsInPriceInsights(alias: string): SQL {
  return sql`${publicListingAs(alias)} and not ${duplicateListing(sql`${sql.identifier(alias)}.id`)}`;
}

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/**
 * The asking price in lakh MMK and in US dollars, whatever the currency it was listed in: the
 * columns the database keeps at the rate of the day (listings.price_lakh, price_usd).
 */
export const priceInLakh = (alias: string): SQL => column(alias, 'price_lakh');
export const priceInUsd = (alias: string): SQL => column(alias, 'price_usd');

/** A price the database has converted (0 is the columns' default before it has). */
export const hasConvertedPrice = (alias: string): SQL => sql`${column(alias, 'price_lakh')} > 0 and ${column(alias, 'price_usd')} > 0`;

/** Bedrooms as the insights group them: 5 stands for 5 or more. */
export const BEDROOMS_CAP = 5;
export function bedroomGroup(alias: string): SQL {
  return sql`least(${column(alias, 'bedrooms')}, ${sql.raw(String(BEDROOMS_CAP))})`;
}

/** The area a price per square foot is reckoned on: the floor area, else the land's. */
export function areaOf(alias: string): SQL {
  return sql`nullif(coalesce(${column(alias, 'square_feet')}, ${column(alias, 'land_square_feet')}), 0)`;
}
