import { describe, expect, it } from 'vitest';
import { isPriceDrop, priceReduced, type PricePoint } from './price-drop';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const usd = (price: number, days: number): PricePoint => ({ price, currency: 'USD', at: daysAgo(days) });

describe('priceReduced', () => {
  it('is earned by a cut of 5 % or more in the last 14 days', () => {
    expect(priceReduced([usd(1000, 40), usd(950, 3)], NOW)).toBe(true);
    expect(priceReduced([usd(1000, 40), usd(951, 3)], NOW)).toBe(false);
    expect(priceReduced([usd(1000, 40), usd(800, 13.9)], NOW)).toBe(true);
  });

  it('is not earned by a cut older than 14 days', () => {
    expect(priceReduced([usd(1000, 40), usd(800, 14.1)], NOW)).toBe(false);
  });

  it('is not earned by a raise followed by a cut back', () => {
    expect(priceReduced([usd(1000, 40), usd(1200, 10), usd(1000, 2)], NOW)).toBe(false);
    expect(priceReduced([usd(1000, 40), usd(1200, 10), usd(1100, 2)], NOW)).toBe(false);
    // Cut below where it stood 14 days ago: a real cut, whatever happened between.
    expect(priceReduced([usd(1000, 40), usd(1200, 10), usd(900, 2)], NOW)).toBe(true);
  });

  it('measures a listing posted in the last 14 days from its first price', () => {
    expect(priceReduced([usd(1000, 10), usd(900, 1)], NOW)).toBe(true);
    expect(priceReduced([usd(1000, 5)], NOW)).toBe(false);
    expect(priceReduced([], NOW)).toBe(false);
  });

  it('is not earned by a cut from a price that stood less than 7 days', () => {
    // Posted at 1,000 and cut to 950 a minute later.
    expect(priceReduced([usd(1000, 1 / 1440), usd(950, 0)], NOW)).toBe(false);
    expect(priceReduced([usd(1000, 5), usd(900, 1)], NOW)).toBe(false);
    expect(priceReduced([usd(1000, 8), usd(900, 0.9)], NOW)).toBe(true);
    // The price in force 14 days ago had stood only since 16 days ago, then went up.
    expect(priceReduced([usd(1000, 40), usd(1200, 16), usd(1100, 12), usd(1000, 1)], NOW)).toBe(false);
    expect(priceReduced([usd(1000, 40), usd(1200, 20), usd(1100, 12), usd(1000, 1)], NOW)).toBe(true);
  });

  it('compares prices across currencies', () => {
    // $1,000 is 45 lakh; 40 lakh is 11 % less.
    expect(priceReduced([usd(1000, 30), { price: 40, currency: 'lakh MMK', at: daysAgo(1) }], NOW)).toBe(true);
    expect(isPriceDrop({ price: 1000, currency: 'USD' }, { price: 44, currency: 'lakh MMK' })).toBe(true);
    expect(isPriceDrop({ price: 1000, currency: 'USD' }, { price: 46, currency: 'lakh MMK' })).toBe(false);
  });
});
