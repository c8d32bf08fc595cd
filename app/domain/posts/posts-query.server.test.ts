import { describe, expect, it } from 'vitest';
import { postsQuery } from './posts-query.server';

describe('postsQuery', () => {
  it('takes defaults for missing or blank values', () => {
    expect(postsQuery.parse({})).toEqual({ startIndex: 0, limit: 9, sort: 'desc' });
    expect(postsQuery.parse({ searchTerm: '', category: '', sort: '', limit: '', startIndex: '' })).toEqual({ startIndex: 0, limit: 9, sort: 'desc' });
    expect(postsQuery.parse({ category: 'all' }).category).toBeUndefined();
  });
  it('reads numbers, sort, category and trims the search term', () => {
    expect(postsQuery.parse({ startIndex: '9', limit: '50', sort: 'asc', category: 'Condo Projects', searchTerm: '  condo  ' })).toEqual({
      startIndex: 9,
      limit: 50,
      sort: 'asc',
      category: 'Condo Projects',
      searchTerm: 'condo',
    });
  });
  it('refuses bad values', () => {
    for (const bad of [{ limit: '51' }, { limit: '0' }, { limit: 'x' }, { startIndex: '-1' }, { sort: 'up' }, { category: 'Gossip' }]) {
      expect(postsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
