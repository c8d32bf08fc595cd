// A listing's price as one number whatever its currency, in lakh MMK (lib/constants.ts,
// LAKH_MMK_PER_USD): what a search sorted by price orders by. One expression, written with the
// columns' bare names, for the index that serves the sort (entities.ts) and for every query that
// sorts so (advanced and full-text search): PostgreSQL uses an expression index only for the same
// expression.
import { sql } from 'drizzle-orm';
import { LAKH_MMK_PER_USD } from '../../lib/constants';

export const PRICE_RANK = sql.raw(`(case when currency = 'USD' then regular_price * ${LAKH_MMK_PER_USD} else regular_price end)`);
