import { describe, expect, it } from 'vitest';
import { blogApiUrl, readBlogFilters } from '../../lib/blog-query';

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
