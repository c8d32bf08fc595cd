// A listing's price as one number whatever its currency: its price in lakh at the rate of the day
// (listings.price_lakh, kept by the database; exchange-rates.ts). What a search sorted by price
// orders by, written as the bare column name for the raw SQL of full-text search.
import { sql } from 'drizzle-orm';

export const PRICE_RANK = sql.raw('price_lakh');
