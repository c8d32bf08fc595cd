// The kyat-per-dollar rate's rules and conversions, shared by the admin form (browser), the server
// and the pages that show a price's "about" figure in the other currency.

/**
 * The rates an admin may set, in kyat to the dollar. The market has moved between about 1,300
 * and 5,000 in recent years; the bounds leave room either way yet keep every listing's converted
 * price inside its column (numeric(14,2)).
 */
export const EXCHANGE_RATE_LIMITS = { min: 100, max: 100_000 } as const;

/** Kyat in one lakh. */
export const KYAT_PER_LAKH = 100_000;

/** The rate the database starts with (4,500 kyat, about the market rate of 2025-26), until an admin sets one. */
export const INITIAL_KYAT_PER_USD = 4_500;
