import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows three numbers with the current page in the middle', () => {
    expect(pageWindow({ page: 5, pageCount: 10 })).toEqual([4, 5, 6]);
  });
  it('starts at 1 on the first pages and ends at the last page', () => {
    expect(pageWindow({ page: 1, pageCount: 10 })).toEqual([1, 2, 3]);
    expect(pageWindow({ page: 2, pageCount: 10 })).toEqual([1, 2, 3]);
    expect(pageWindow({ page: 10, pageCount: 10 })).toEqual([8, 9, 10]);
  });
  it('shows fewer numbers when there are fewer pages', () => {
    expect(pageWindow({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(pageWindow({ page: 1, pageCount: 2 })).toEqual([1, 2]);
    expect(pageWindow({ page: 2, pageCount: 2 })).toEqual([1, 2]);
    expect(pageWindow({ page: 1, pageCount: 0 })).toEqual([]);
  });
  it('keeps a page past the end near the last pages', () => {
    expect(pageWindow({ page: 40, pageCount: 10 })).toEqual([8, 9, 10]);
  });
});
