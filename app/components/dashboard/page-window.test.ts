import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows three page numbers around the current page', () => {
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
  });
  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(12, 10)).toEqual([8, 9, 10]);
  });
  it('shows fewer when there are fewer pages', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
