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

/** A price in lakh as people say it: to one decimal below 100 lakh ('12.5'), whole above ('1,870'). */
export const roundLakh = (lakh: number) => (lakh < 100 ? Math.round(lakh * 10) / 10 : Math.round(lakh));

/**
 * A budget typed in one unit, in the other at `kyatPerUsd`, rounded as people say prices: whole
 * dollars, lakh to one decimal below 100 (15 lakh at 4,500 is $333; $333 is 15 lakh).
 */
export function convertBudget(value: number, from: string, to: string, kyatPerUsd: number): number {
  if (from === to) return value;
  if (to === 'USD') return Math.round((value * KYAT_PER_LAKH) / kyatPerUsd);
  return roundLakh((value * kyatPerUsd) / KYAT_PER_LAKH);
}
