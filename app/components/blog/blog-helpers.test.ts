import { describe, expect, it } from 'vitest';
import { blogsHref, readBlogFilters } from '../../lib/blog-query';

describe('readBlogFilters', () => {
  it('reads the filters from the URL, each bad value falling back on its own', () => {
    expect(readBlogFilters(new URLSearchParams('searchTerm=condo&sort=asc&category=Knowledge+Base'))).toEqual({ searchTerm: 'condo', sort: 'asc', category: 'Knowledge Base' });
    expect(readBlogFilters(new URLSearchParams('searchTerm=condo&sort=up&category=Gossip'))).toEqual({ searchTerm: 'condo', sort: 'desc', category: '' });
    expect(readBlogFilters(new URLSearchParams(''))).toEqual({ searchTerm: '', sort: 'desc', category: '' });
  });
});

describe('blogsHref', () => {
  it("is the page with the same filters (its loader answers Show more's batches)", () => {
    expect(blogsHref({ searchTerm: '100% condo', sort: 'asc', category: 'Property News & Legal' })).toBe('/blogs?searchTerm=100%25+condo&sort=asc&category=Property+News+%26+Legal');
    expect(blogsHref({ searchTerm: '', sort: 'desc', category: '' })).toBe('/blogs?sort=desc');
  });
});
