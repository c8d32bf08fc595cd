import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_SEARCH, invalidBounds, MAX_SEARCH_PAGE, MAX_SHOWN, MAX_START_INDEX, parseAdvancedSearch, parseBounds, parseFullSearch, searchUrl } from './search';
import { costRatio } from '../../../tests/support/cost-ratio';

const parse = (qs: string) => parseAdvancedSearch(new URLSearchParams(qs));

describe('advanced search parameters', () => {
  it('has the spec defaults: all types, newest first, page 1, no filter, live homes only', () => {
    expect(DEFAULT_SEARCH).toEqual({
      type: 'all',
      parking: false,
      furnished: false,
      swimmingPool: false,
      gym: false,
      offer: false,
      sort: 'createdAt',
      order: 'desc',
      township: undefined,
      propertyType: undefined,
      currency: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      beds: undefined,
      showClosed: false,
      page: 1,
    });
  });

  it('reads every parameter of the spec', () => {
    const q = parse(
      'type=rent&parking=true&furnished=true&swimmingPool=true&gym=true&offer=true&sort=regularPrice&order=asc&township=bahan&propertyType=condo&page=3&currency=USD&minPrice=500&maxPrice=2000&beds=2&showClosed=true',
    );
    expect(q).toEqual({
      type: 'rent',
      parking: true,
      furnished: true,
      swimmingPool: true,
      gym: true,
      offer: true,
      sort: 'regularPrice',
      order: 'asc',
      township: 'bahan',
      propertyType: 'condo',
      currency: 'USD',
      minPrice: 500,
      maxPrice: 2000,
      beds: 2,
      showClosed: true,
      page: 3,
    });
    expect(parse('currency=lakh+MMK').currency).toBe('lakh MMK');
  });

  it("reads offer=false (and any other flag value) as 'no filter'", () => {
    expect(parse('offer=false&parking=no&gym=TRUE').offer).toBe(false);
    expect(parse('offer=false&parking=no&gym=TRUE').parking).toBe(false);
    expect(parse('parking=on').parking).toBe(true);
    expect(parse('showClosed=on').showClosed).toBe(true);
    expect(parse('showClosed=false').showClosed).toBe(false);
  });

  it('falls back to the defaults on unknown values instead of failing', () => {
    const q = parse('type=castle&sort=name&order=sideways&township=paris&propertyType=boat&currency=EUR&beds=lots&minPrice=cheap&maxPrice=-5&page=abc');
    expect(q).toEqual(DEFAULT_SEARCH);
  });

  it('clamps the page and ignores nonsense numbers', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
    expect(parse('page=2.9').page).toBe(2);
    expect(parse('page=1e9').page).toBe(MAX_SEARCH_PAGE);
    expect(parse('page=Infinity').page).toBe(1);
    expect(parse('beds=0').beds).toBeUndefined();
    expect(parse('beds=99').beds).toBe(10);
    expect(parse('minPrice=1,500&maxPrice=99999999').minPrice).toBe(1500);
    expect(parse('maxPrice=99999999').maxPrice).toBe(10_000_000);
  });

  it('takes the first of a repeated parameter', () => {
    expect(parse('type=sale&type=rent').type).toBe('sale');
  });

  it("reads the no-JavaScript form's combined sort value", () => {
    expect(parse('sort=regularPrice_asc')).toMatchObject({ sort: 'regularPrice', order: 'asc' });
    expect(parse('sort=updatedAt_desc')).toMatchObject({ sort: 'updatedAt', order: 'desc' });
    expect(parse('sort=bogus_asc')).toMatchObject({ sort: 'createdAt', order: 'asc' });
  });

  it('writes a canonical URL without defaults, and without the page unless asked', () => {
    expect(searchUrl(DEFAULT_SEARCH)).toBe('/search');
    const q = parse('type=sale&gym=true&township=bahan&sort=regularPrice&order=asc&page=4&minPrice=0');
    expect(searchUrl(q)).toBe('/search?type=sale&gym=true&township=bahan&minPrice=0&sort=regularPrice&order=asc');
    expect(searchUrl(q, 4)).toBe('/search?type=sale&gym=true&township=bahan&minPrice=0&sort=regularPrice&order=asc&page=4');
    expect(searchUrl(q, 1)).not.toContain('page');
    // What it writes reads back the same.
    expect(parse(searchUrl(q, 4).split('?')[1]!)).toEqual(q);
    const closedToo = parse('township=bahan&showClosed=on');
    expect(searchUrl(closedToo)).toBe('/search?township=bahan&showClosed=true');
    expect(parse(searchUrl(closedToo).split('?')[1]!)).toEqual(closedToo);
  });
});

// What the filter forms send (both go through parseAdvancedSearch and searchUrl).
describe('the URL of a filter form', () => {
  const formUrl = (qs: string | string[][]) => searchUrl(parseAdvancedSearch(new URLSearchParams(qs)));

  it('carries "Show rented and sold" when ticked, and nothing when not', () => {
    expect(formUrl('type=rent&showClosed=true')).toBe('/search?type=rent&showClosed=true');
    expect(formUrl('type=rent')).toBe('/search?type=rent');
  });
  it('keeps chosen filters in the canonical order and drops blank ones and the defaults', () => {
    expect(formUrl('type=all&township=&propertyType=condo&parking=true&gym=true&beds=&minPrice=&maxPrice=&currency=')).toBe('/search?parking=true&gym=true&propertyType=condo');
    expect(formUrl('type=rent&township=bahan')).toBe('/search?type=rent&township=bahan');
    expect(formUrl('type=all&township=')).toBe('/search');
  });
  it('carries the price range, the bedrooms and the currency', () => {
    expect(formUrl('type=sale&beds=3&currency=USD&minPrice=100000&maxPrice=250,000')).toBe('/search?type=sale&currency=USD&minPrice=100000&maxPrice=250000&beds=3');
  });
  it("gives /search's form the same URL: the sort select's one value split in two, never a page", () => {
    expect(formUrl('type=rent&sort=regularPrice_asc&page=4')).toBe('/search?type=rent&sort=regularPrice&order=asc');
    expect(formUrl('sort=createdAt_desc')).toBe('/search');
  });
  it('leaves out values that are not choices (a hand-edited form)', () => {
    expect(formUrl([['township', 'dagon myothit & co'], ['beds', 'many']])).toBe('/search');
  });
});

describe('active filters', () => {
  const count = (query: string) => activeFilterCount(parseAdvancedSearch(new URLSearchParams(query)));

  it('counts what narrows the results: a price range once, the sort and the page not at all', () => {
    expect(count('')).toBe(0);
    expect(count('sort=regularPrice&order=asc&page=3&currency=USD')).toBe(0);
    expect(count('type=rent&township=bahan')).toBe(2);
    expect(count('type=all&propertyType=condo&beds=2&minPrice=100&maxPrice=900')).toBe(3);
    expect(count('parking=true&furnished=true&swimmingPool=true&gym=true&offer=true')).toBe(5);
  });

  it('counts "Show rented and sold": a choice made on the filters', () => {
    expect(count('showClosed=true')).toBe(1);
    expect(count('type=rent&township=bahan&showClosed=true')).toBe(3);
  });
});

describe('full-text search parameters', () => {
  const full = (qs: string) => parseFullSearch(new URLSearchParams(qs));

  it('trims the term and caps it at 100 characters without breaking a character', () => {
    expect(full('searchTerm=%20%20bahan%20condo%20').searchTerm).toBe('bahan condo');
    expect(full(`searchTerm=${'a'.repeat(10_000)}`).searchTerm).toHaveLength(100);
    const burmese = 'ကွန်ဒို'.repeat(30);
    const capped = full(`searchTerm=${encodeURIComponent(burmese)}`).searchTerm;
    expect(Array.from(capped)).toHaveLength(100);
    expect(burmese.startsWith(capped)).toBe(true);
  });

  it('reads a missing term as empty and clamps startIndex', () => {
    expect(full('')).toEqual({ searchTerm: '', startIndex: 0, show: 8, showClosed: false });
    expect(full('startIndex=-3').startIndex).toBe(0);
    expect(full('startIndex=abc').startIndex).toBe(0);
    expect(full('startIndex=16').startIndex).toBe(16);
    expect(full('startIndex=99999999').startIndex).toBe(MAX_START_INDEX);
  });

  it('reads "Show rented and sold" as the advanced search does', () => {
    expect(full('searchTerm=condo&showClosed=true').showClosed).toBe(true);
    expect(full('searchTerm=condo&showClosed=yes').showClosed).toBe(false);
  });

  it('rounds show up to whole batches and caps it', () => {
    expect(full('show=9').show).toBe(16);
    expect(full('show=16').show).toBe(16);
    expect(full('show=0').show).toBe(8);
    expect(full('show=100000').show).toBe(MAX_SHOWN);
  });
});

describe('a map area built to be slow', () => {
  // A long run of digits and a letter made the number pattern try every split of the run:
  // 13 KB of it held the server for 3 s, and a visitor's tab as long.
  const digits = '1'.repeat(12_000);
  const worst = [`${digits}a`, `1,2,3,${digits}a`, `${digits}.${digits}x`, `-${digits}-`, `.${digits}..`];

  it('is refused, as any wrong area is', () => {
    for (const value of worst) expect(parseBounds(value), value.slice(-10)).toBeNull();
    expect(parseBounds(' 16.8 , 96.1,16.9, 96.2 ')).toEqual({ south: 16.8, west: 96.1, north: 16.9, east: 96.2 });
    expect(parseBounds('-.5,-1.,0.5,1')).toEqual({ south: -0.5, west: -1, north: 0.5, east: 1 });
    for (const wrong of ['1e2,0,2,1', '0x1,0,2,1', '1..2,0,2,1', '--1,0,2,1', ',0,2,1']) expect(parseBounds(wrong), wrong).toBeNull();
  });

  it('costs no more than an ordinary area of its length, in the search and in the map', async () => {
    const ordinary = `16.${'1'.repeat(digits.length)},96.1,16.9,96.2`;
    for (const value of worst) {
      const params = new URLSearchParams({ bounds: value });
      const ratio = await costRatio(
        () => [parseAdvancedSearch(params), invalidBounds(params)],
        () => [parseAdvancedSearch(new URLSearchParams({ bounds: ordinary })), invalidBounds(new URLSearchParams({ bounds: ordinary }))],
      );
      expect(ratio, value.slice(-10)).toBeLessThan(20);
    }
  });
});
