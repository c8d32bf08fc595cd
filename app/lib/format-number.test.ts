import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

// Node carries full ICU: the hand-written formatter must write what Intl writes.
const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('formatNumber', () => {
  it("groups thousands and keeps at most two decimals: '1,234,567.5'", () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(10_000_000)).toBe('10,000,000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999.999)).toBe('1,000');
  });

  it('writes what Intl.NumberFormat writes, halves, signs, the tiny and the huge included', () => {
    const edges = [1.005, 0.125, 2.675, 1.115, -1.005, -0.001, -0.005, -0, 0.015, 8.345, 1e21, 1.5e22, 1e-7, 5e-3, 123456789.999, 0.3 + 0.6, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER, 2 ** 70];
    for (const value of edges) expect(formatNumber(value), String(value)).toBe(intl.format(value));
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 20_000; i++) {
      const scale = 10 ** Math.floor(random() * 12 - 3);
      const value = (random() - 0.3) * scale;
      const rounded = [value, Math.round(value * 1000) / 1000, Math.round(value * 200) / 200];
      for (const v of rounded) expect(formatNumber(v), String(v)).toBe(intl.format(v));
    }
  });
});
