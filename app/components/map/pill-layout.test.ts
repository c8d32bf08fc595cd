import { describe, expect, it } from 'vitest';
import { pillsThatFit, type Box } from './pill-layout';

const box = (left: number, top: number, width = 60, height = 24): Box => ({ left, top, right: left + width, bottom: top + height });

describe('pillsThatFit', () => {
  it('shows every pill that covers nothing', () => {
    expect(pillsThatFit([box(0, 0), box(60, 0), box(0, 24)], [])).toEqual([true, true, true]);
  });

  it('gives way to the pills before it, not after it', () => {
    expect(pillsThatFit([box(0, 0), box(30, 10), box(70, 0)], [])).toEqual([true, false, true]);
    expect(pillsThatFit([box(30, 10), box(0, 0), box(70, 0)], [])).toEqual([true, false, false]);
  });

  it("keeps a pill that overlaps only a pill that gave way: that one is a dot now", () => {
    // The second covers the first and gives way; the third covers only the second.
    expect(pillsThatFit([box(0, 0), box(50, 0), box(100, 0)], [])).toEqual([true, false, true]);
  });

  it("gives way to a cluster's circle", () => {
    expect(pillsThatFit([box(0, 0), box(200, 0)], [box(40, 10, 40, 40)])).toEqual([false, true]);
  });
});
