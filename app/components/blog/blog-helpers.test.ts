import { describe, expect, it } from 'vitest';
import { blogApiUrl, postsQuery, readBlogFilters } from './blog-query';

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

describe('readBlogFilters', () => {
  it('reads the filters from the URL, each bad value falling back on its own', () => {
    expect(readBlogFilters(new URLSearchParams('searchTerm=condo&sort=asc&category=Knowledge+Base'))).toEqual({ searchTerm: 'condo', sort: 'asc', category: 'Knowledge Base' });
    expect(readBlogFilters(new URLSearchParams('searchTerm=condo&sort=up&category=Gossip'))).toEqual({ searchTerm: 'condo', sort: 'desc', category: '' });
    expect(readBlogFilters(new URLSearchParams(''))).toEqual({ searchTerm: '', sort: 'desc', category: '' });
  });
});

describe('blogApiUrl', () => {
  it('asks the API for the next batch with the same filters', () => {
    expect(blogApiUrl({ searchTerm: '100% condo', sort: 'asc', category: 'Property News & Legal' }, 9)).toBe(
      '/api/post/getposts?searchTerm=100%25+condo&sort=asc&category=Property+News+%26+Legal&startIndex=9&limit=9',
    );
    expect(blogApiUrl({ searchTerm: '', sort: 'desc', category: '' }, 18)).toBe('/api/post/getposts?sort=desc&startIndex=18&limit=9');
  });
});
