import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { describeQuery, savedSearchQuery, savedSearchUrl } from './saved-search-query';
import { parseAdvancedSearch, searchUrl } from './schemas/search';

const t = translator('en');

describe('a saved search query', () => {
  it('keeps the filters of /search, not its sort or page, with the price range in order', () => {
    const query = savedSearchQuery('search', '?type=sale&township=yankin&minPrice=900&maxPrice=100&furnished=true&sort=regularPrice&page=4');
    expect(query).toMatchObject({ type: 'sale', township: 'yankin', minPrice: 100, maxPrice: 900, furnished: true, term: undefined });
    expect(savedSearchUrl(query)).toBe('/search?type=sale&furnished=true&township=yankin&minPrice=100&maxPrice=900');
  });

  it('opens the same results as the page it was saved from', () => {
    const from = '/search?type=rent&gym=true&township=bahan&propertyType=condo&currency=USD&beds=3';
    const reopened = savedSearchUrl(savedSearchQuery('search', from.split('?')[1]));
    expect(reopened).toBe(searchUrl(parseAdvancedSearch(new URLSearchParams(from.split('?')[1]))));
  });

  it('keeps the term of /full-search, cleaned as the page reads it, and no filter', () => {
    const query = savedSearchQuery('full-search', 'searchTerm=%20%20condo%00bahan%20&type=rent');
    expect(query.term).toBe('condo bahan');
    expect(query.type).toBe('all');
    expect(savedSearchUrl(query)).toBe('/full-search?searchTerm=condo+bahan');
  });

  it('keeps "Show rented and sold" with a search of either page, and opens it again with it', () => {
    const search = savedSearchQuery('search', 'township=bahan&showClosed=true&page=2');
    expect(search).toMatchObject({ township: 'bahan', showClosed: true });
    expect(savedSearchUrl(search)).toBe('/search?township=bahan&showClosed=true');
    expect(savedSearchQuery('search', 'township=bahan').showClosed).toBe(false);
    const term = savedSearchQuery('full-search', 'searchTerm=condo&showClosed=true');
    expect(term).toMatchObject({ term: 'condo', showClosed: true });
    expect(savedSearchUrl(term)).toBe('/full-search?searchTerm=condo&showClosed=true');
    expect(savedSearchUrl(savedSearchQuery('full-search', 'searchTerm=condo'))).toBe('/full-search?searchTerm=condo');
  });

  it('reads as words, or as "All listings" when nothing narrows it', () => {
    expect(describeQuery(savedSearchQuery('search', 'type=rent&township=bahan&beds=2&currency=USD&maxPrice=800&parking=true'), t, 'en')).toEqual([
      'Rent',
      'Bahan',
      '2+ beds',
      'Up to $800',
      'Parking',
    ]);
    expect(describeQuery(savedSearchQuery('search', ''), t, 'en')).toEqual(['All listings']);
    expect(describeQuery(savedSearchQuery('search', 'township=bahan'), t, 'my')).toEqual(['ဗဟန်း']);
    expect(describeQuery(savedSearchQuery('search', 'showClosed=true'), t, 'en')).toEqual(['All listings', 'Rented and sold too']);
    expect(describeQuery(savedSearchQuery('full-search', 'searchTerm=condo&showClosed=true'), t, 'en')).toEqual(['“condo”', 'Rented and sold too']);
  });
});
