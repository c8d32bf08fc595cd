import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countAt, easeOutCubic } from './count-up';
import { nextCount } from './reveal';
import { TOWNSHIP_STAGES } from './township-shortcuts';

describe('count-up', () => {
  it('starts at 0, ends exactly at the number, and never goes past it', () => {
    expect(countAt(31200, 0)).toBe(0);
    expect(countAt(31200, COUNT_UP_MS)).toBe(31200);
    expect(countAt(31200, COUNT_UP_MS * 3)).toBe(31200);
    let previous = 0;
    for (let ms = 0; ms <= COUNT_UP_MS; ms += 100) {
      const value = countAt(31200, ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(31200);
      previous = value;
    }
  });
  it('eases out: more than half way at half time', () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect([easeOutCubic(-1), easeOutCubic(2)]).toEqual([0, 1]);
  });
});

describe('View More', () => {
  it('adds 9 at a time up to the total', () => {
    expect(nextCount(9, 27, 9)).toBe(18);
    expect(nextCount(18, 27, 9)).toBe(27);
    expect(nextCount(9, 12, 9)).toBe(12);
    expect(nextCount(27, 27, 9)).toBe(27);
  });
});

describe('township stages', () => {
  it('show 4, then 7, then all (spec: Home)', () => {
    expect(TOWNSHIP_STAGES.slice(0, 2)).toEqual([4, 7]);
    expect(TOWNSHIP_STAGES[2]).toBe(Infinity);
  });
});
