import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('formatNumber', () => {
  it('groups whole numbers exactly as Intl does', () => {
    const wholes = [0, -0, 1, 12, 123, 1234, 12345, 123456, 1234567, -1, -999, -1000, -1234567, 1000000000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits++) wholes.push(10 ** digits - 1, 10 ** digits, Math.floor(Math.random() * 10 ** digits));
    for (const value of wholes) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it('rounds fractions to two decimals and leaves the rest to Intl', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0.125)).toBe(intl.format(0.125));
    expect(formatNumber(2 ** 60)).toBe(intl.format(2 ** 60));
    expect(formatNumber(NaN)).toBe('NaN');
  });
});
