// A listing's price history and its "Price reduced" tag. The tag compares the price now with the
// price in force 14 days ago (the first price, for a listing posted since): a cut of 5 % or more
// from then earns it, if that price stood for at least 7 days. A raise followed by a cut back never
// does, as the price is then no lower than it was; a cut is measured from where the price stood,
// not from the peak of a raise; and a price changed within the week it was set (posted at 100,
// cut to 95 a minute later) was never really asked.
import { DAY_MS } from './durations';
import { priceInLakh } from './quality-score';

export const PRICE_DROP = { days: 14, stoodDays: 7 } as const;

/** One price a listing had, from `at` on. */
export interface PricePoint {
  price: number;
  currency: string;
  /** ISO 8601. */
  at: string;
}

/**
 * Whether the last of `history` (oldest first) is a cut of 5 % or more from the price in force
 * PRICE_DROP.days ago, that price having stood for PRICE_DROP.stoodDays or more.
 */
export function priceReduced(history: readonly PricePoint[], now: Date = new Date()): boolean {
  if (history.length < 2) return false;
  const windowStart = now.getTime() - PRICE_DROP.days * DAY_MS;
  let at = 0;
  history.forEach((point, i) => {
    if (Date.parse(point.at) <= windowStart) at = i;
  });
  const [reference, current] = [history[at], history[history.length - 1]];
  if (reference === current) return false;
  if (Date.parse(history[at + 1].at) - Date.parse(reference.at) < PRICE_DROP.stoodDays * DAY_MS) return false;
  return isPriceCut(reference, current);
}

/** Whether `after` is 5 % or more below `before`, whatever their currencies. */
export function isPriceCut(before: { price: number; currency: string }, after: { price: number; currency: string }): boolean {
  const [price, was] = comparable(after, before);
  // 5 % as the whole numbers 19 / 20: 950 after 1,000 is exactly 5 %, never a rounding short.
  return price * 20 <= was * 19;
}

/** Two prices in one currency: as they are when they share one, else both in lakh MMK. */
function comparable(a: { price: number; currency: string }, b: { price: number; currency: string }): [number, number] {
  return a.currency === b.currency ? [a.price, b.price] : [priceInLakh(a.price, a.currency), priceInLakh(b.price, b.currency)];
}

/** Whether `after` is lower than `before`, whatever their currencies. */
export function isPriceDrop(before: { price: number; currency: string }, after: { price: number; currency: string }): boolean {
  const [a, b] = comparable(after, before);
  return a < b;
}
