// Server-renders the search screens with fixed loader data: what a visitor sees before any script
// runs (a GET form carrying every filter, cards, numbered pages, the empty and error states).
import { describe, expect, it } from 'vitest';
import { toListingCard } from '../../lib/views/listing-card';
import type { ListingView } from '../../lib/views/listing-view';
import { parseAdvancedSearch } from '../../lib/schemas/search';
import FullSearch, { ErrorBoundary as FullSearchError } from '../../routes/full-search';
import Search, { ErrorBoundary as SearchError } from '../../routes/search';
import { renderPage } from '../../../tests/support/render-page';
import { budgetDoubt } from '../../lib/forms/price-sense';

const listing = (n: number, overrides: Partial<ListingView> = {}): ListingView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  refNo: n,
  name: `Bright Condo number ${n}`,
  description: '<p>x</p>',
  address: 'No. 1, Inya Road',
  township: 'bahan',
  propertyType: 'condo',
  type: 'rent',
  squareFeet: 1200,
  landSquareFeet: null,
  bedrooms: 2,
  bathrooms: 1,
  regularPrice: 1500,
  discountPrice: null,
  offer: false,
  parking: true,
  swimmingPool: false,
  gym: false,
  furnished: false,
  generator: false,
  propertyStatus: 'Still Available',
  currency: 'USD',
  status: 'Agent',
  phone: '09 123 456',
  viber: null,
  whatsapp: null,
  messenger: null,
  latitude: 16.8131,
  longitude: 96.1561,
  imageUrls: ['/media/ab/abababab-abab-4bab-8bab-abababababab-800.webp'],
  userRef: 'u',
  createdAt: '2024-06-16T00:00:00.000Z',
  updatedAt: '2024-06-16T00:00:00.000Z',
  ...overrides,
});

const render = (path: string, Component: () => React.ReactNode, data: unknown, options: { lang?: 'en' | 'my'; error?: boolean; Boundary?: () => React.ReactNode } = {}) =>
  renderPage(path, Component, data, { ...options, root: { lang: options.lang ?? 'en' } });

/** The opening tag of the first element with this name attribute. */
const tagNamed = (html: string, name: string) => html.match(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const formTag = (html: string) => html.match(/<form[^>]*>/)?.[0] ?? '';
/** The opening tag of the first element of this kind with this attribute. */
const tagWith = (html: string, element: string, attribute: string) => html.match(new RegExp(`<${element}[^>]*\\s${attribute}[^>]*>`))?.[0] ?? '';
/** A boolean attribute in a tag, bare (`checked`) or as `checked=""`. */
const flag = (name: string) => new RegExp(`\\s${name}(?:="")?(?=[\\s/>])`);

const searchData = (qs: string, listings: ListingView[], total: number, pageCount: number, totalIsExact = true) => {
  const query = parseAdvancedSearch(new URLSearchParams(qs));
  return { query, listings: listings.map(toListingCard), total, totalIsExact, page: query.page, pageCount, pageSize: 8, budgetQuestion: budgetDoubt(query) };
};

describe('/search', () => {
  it('is a GET form to /search carrying every filter, filled from the URL', () => {
    const html = render('/search?type=sale&gym=true&township=kamayut&beds=2&minPrice=100&sort=regularPrice&order=asc', Search, searchData('type=sale&gym=true&township=kamayut&beds=2&minPrice=100&sort=regularPrice&order=asc', [], 0, 0));
    expect(formTag(html)).toContain('method="get"');
    expect(formTag(html)).toContain('action="/search"');
    for (const name of ['type', 'parking', 'furnished', 'swimmingPool', 'gym', 'offer', 'township', 'propertyType', 'currency', 'minPrice', 'maxPrice', 'beds', 'sort']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).not.toContain('name="page"');
    expect(tagWith(html, 'input', 'value="sale"')).toMatch(flag('checked'));
    expect(tagNamed(html, 'gym')).toMatch(flag('checked'));
    expect(tagNamed(html, 'parking')).not.toMatch(flag('checked'));
    expect(tagWith(html, 'option', 'value="kamayut"')).toMatch(flag('selected'));
    expect(tagWith(html, 'option', 'value="regularPrice_asc"')).toMatch(flag('selected'));
    expect(tagNamed(html, 'minPrice')).toContain('value="100"');
  });

  it('offers "Show rented and sold" as a labelled checkbox of the form, counted among the filters, ticked as the search is', () => {
    const plain = render('/search?type=rent', Search, searchData('type=rent', [], 0, 0));
    const box = tagNamed(plain, 'showClosed');
    expect(box).toContain('type="checkbox"');
    expect(box).toContain('value="true"');
    expect(box).not.toMatch(flag('checked'));
    // A native checkbox in reach of the keyboard, inside its label, which names it.
    expect(box).not.toMatch(/tabindex="-1"|\sdisabled/);
    expect(plain).toMatch(/<label[^>]*for="([^"]+)"[^>]*><input id="\1"[^>]*name="showClosed"[^>]*\/?>Show rented and sold<\/label>/);
    expect(plain).toContain('Filters (1)');
    // After a search with it ticked, the form shows it ticked, the count holds it and the pager keeps it.
    const cards = Array.from({ length: 8 }, (_, i) => listing(i + 1));
    const ticked = render('/search?type=rent&showClosed=true&page=2', Search, searchData('type=rent&showClosed=true&page=2', cards, 24, 3));
    expect(tagNamed(ticked, 'showClosed')).toMatch(flag('checked'));
    expect(ticked).toContain('Filters (2)');
    expect(ticked).toContain('href="/search?type=rent&amp;showClosed=true&amp;page=3"');
    expect(render('/search', Search, searchData('', [], 0, 0), { lang: 'my' })).toContain('>ငှားပြီး၊ ရောင်းပြီးသား အိမ်များကိုပါ ပြရန်</label>');
  });

  it('shows cards in 1 column on a phone and 2 from small screens, with numbered pages', () => {
    const cards = Array.from({ length: 8 }, (_, i) => listing(i + 1));
    const html = render('/search?type=rent&page=5', Search, searchData('type=rent&page=5', cards, 80, 10));
    expect(html).toContain('grid grid-cols-1 gap-4 sm:grid-cols-2');
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html).toContain('80 listings found');
    // Pages 4, 5 (current) and 6, with previous and next keeping the filters.
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>5</);
    expect(html).toContain('href="/search?type=rent&amp;page=4"');
    expect(html).toContain('href="/search?type=rent&amp;page=6"');
    expect(html).not.toContain('page=7"');
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
  });

  it('leads a card with the currency searched in, the lister\'s following as "listed at"', () => {
    const lakh = listing(1, { currency: 'lakh MMK', type: 'sale', regularPrice: 15, priceLakh: 15, priceUsd: 333.33 });
    const inUsd = render('/search?currency=USD&maxPrice=400', Search, searchData('currency=USD&maxPrice=400', [lakh], 1, 1));
    const price = (html: string) => html.match(/<span class="font-bold text-brand[^"]*">([^<]*)<\/span>/)?.[1];
    expect(price(inUsd)).toBe('$333');
    expect(inUsd).toContain('listed at 15 lakh MMK');
    expect(inUsd).not.toContain('about 15 lakh MMK');
    // Searched in the lister's own currency, or in none: the lister's price leads, the other follows.
    const inLakh = render('/search?currency=lakh+MMK&maxPrice=20', Search, searchData('currency=lakh+MMK&maxPrice=20', [lakh], 1, 1));
    expect(price(inLakh)).toBe('15 lakh MMK');
    expect(inLakh).toContain('about $333');
    expect(inLakh).not.toContain('listed at');
  });

  it('labels the price boxes with their unit', () => {
    const labels = (html: string) => [...html.matchAll(/<label[^>]*>((?:Min|Max) price[^<]*)<\/label>/g)].map((m) => m[1]);
    expect(labels(render('/search', Search, searchData('', [], 0, 0)))).toEqual(['Min price (lakh MMK)', 'Max price (lakh MMK)']);
    expect(labels(render('/search?currency=USD&maxPrice=400', Search, searchData('currency=USD&maxPrice=400', [], 0, 0)))).toEqual(['Min price (USD)', 'Max price (USD)']);
  });

  it('asks "Did you mean 15 lakh?" over a dollar budget no home fits, linking to the search in lakh', () => {
    const html = render('/search?currency=USD&maxPrice=15', Search, searchData('currency=USD&maxPrice=15', [], 0, 0));
    expect(html).toMatch(/<a [^>]*href="\/search\?currency=lakh\+MMK&amp;maxPrice=15"[^>]*>Did you mean 15 lakh\?<\/a>/);
    const fits = render('/search?currency=USD&maxPrice=333', Search, searchData('currency=USD&maxPrice=333', [], 0, 0));
    expect(fits).not.toContain('Did you mean');
  });

  it('says when there are more results than it counted', () => {
    const html = render('/search', Search, searchData('', [listing(1)], 1000, 125, false));
    expect(html).toContain('More than 1,000 listings found');
  });

  it('has an empty state, also beyond the last page', () => {
    const empty = render('/search?township=insein', Search, searchData('township=insein', [], 0, 0));
    expect(empty).toContain('No listing found!');
    // The way out under the message, where a phone's reader is (the form is folded above): the
    // form's own 'Clear filters' and this one.
    expect(empty.match(/<a [^>]*href="\/search"[^>]*>Clear filters<\/a>/g)).toHaveLength(2);
    // No empty band where the count and the order would be: the live region stays, taking no room.
    const band = /<div class="([^"]*)"><p role="status"[^>]*><\/p>/.exec(empty);
    expect(band).not.toBeNull();
    expect(band![1]).not.toMatch(/min-h-|mb-/);
    const beyond = render('/search?page=9', Search, searchData('page=9', [], 20, 3));
    expect(beyond).toContain('There are no more results on this page.');
    expect(beyond).toContain('href="/search?page=3"');
  });

  it("shows the spec's error text, with the form still there", () => {
    const html = render('/search?type=rent', Search, null, { error: true, Boundary: SearchError });
    expect(html).toContain('Failed to fetch listings. Please check your internet connection, then refresh the page or try again later.');
    expect(formTag(html)).toContain('action="/search"');
  });
});

describe('listing card', () => {
  it('shows the cover with a srcset and fixed size, title, township, price, facts and badges', () => {
    const html = render('/search', Search, searchData('', [listing(1, { offer: true, discountPrice: 1200, type: 'sale' })], 1, 1));
    expect(html).toContain('srcSet="/media/ab/abababab-abab-4bab-8bab-abababababab-400.webp 400w, /media/ab/abababab-abab-4bab-8bab-abababababab-800.webp 800w"');
    expect(html).toMatch(/<img[^>]*width="400"[^>]*height="267"/);
    expect(html).toContain('aspect-[3/2]');
    expect(html).toContain('href="/listing/00000000-0000-4000-8000-000000000001"');
    expect(html).toContain('Bahan');
    expect(html).toContain('$1,200');
    expect(html).toContain('2 beds');
    expect(html).toContain('1 bath');
    expect(html).toContain('1,200 sq ft');
    expect(html).toContain('For Sale');
    expect(html).toContain('Premium Ad');
  });

  it('shows a land listing its land area, as land, and a listing with no numbers no empty row', () => {
    const land = listing(1, { propertyType: 'land', squareFeet: null, landSquareFeet: 4800, bedrooms: null, bathrooms: null });
    const card = (html: string) => html.match(/<article[\s\S]*?<\/article>/)?.[0] ?? '';
    const html = card(render('/search', Search, searchData('', [land], 1, 1)));
    expect(html).toMatch(/<li[^>]*>(?:<svg.*?<\/svg>)?4,800 sq ft of land<\/li>/);
    expect(html).not.toMatch(/\bbeds?\b|\bbaths?\b/);
    expect(render('/search', Search, searchData('', [land], 1, 1), { lang: 'my' })).toContain('မြေ 4,800 စတုရန်းပေ');
    // A house shows its floor area, not its plot.
    expect(render('/search', Search, searchData('', [listing(2, { propertyType: 'house', squareFeet: 1500, landSquareFeet: 6000 })], 1, 1))).toContain('1,500 sq ft<');
    const bare = listing(3, { propertyType: 'other', squareFeet: null, landSquareFeet: null, bedrooms: 0, bathrooms: 0 });
    const article = card(render('/search', Search, searchData('', [bare], 1, 1)));
    expect(article).toContain('Bright Condo number 3');
    expect(article).not.toContain('<ul');
  });

  it('overlays the status of a rented or sold listing, and speaks Burmese', () => {
    const html = render('/search', Search, searchData('', [listing(1, { propertyStatus: 'Rented Out' })], 1, 1), { lang: 'my' });
    expect(html).toContain('ငှားပြီး');
    expect(html).toContain('ဗဟန်း');
  });
});

describe('/full-search', () => {
  const found = (searchTerm: string, listings: ListingView[], hasMore: boolean, total = listings.length, sort = 'relevance', totalIsExact = true, showClosed = false) => ({
    searchTerm,
    sort,
    showClosed,
    listings: listings.map(toListingCard),
    hasMore,
    total,
    totalIsExact,
  });
  /** The page's heading levels in document order (h1 2 3 ...): none may be skipped. */
  const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));

  it("shows 'No listing found! Type Something!' without a term or without results", () => {
    expect(render('/full-search', FullSearch, found('', [], false))).toContain('No listing found! Type Something!');
    expect(render('/full-search?searchTerm=zzz', FullSearch, found('zzz', [], false))).toContain('No listing found! Type Something!');
  });

  it('counts the results in a heading between the page title and the cards, so no heading level is skipped', () => {
    const cards = Array.from({ length: 8 }, (_, i) => listing(i + 1));
    const html = render('/full-search?searchTerm=condo', FullSearch, found('condo', cards, true, 23));
    expect(html).toMatch(/<h2[^>]*>23 results for &quot;condo&quot;<\/h2>/);
    const levels = headingLevels(html);
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i}`).toBeLessThanOrEqual(1));
    expect(render('/full-search?searchTerm=condo', FullSearch, found('condo', [listing(1)], false, 1))).toContain('1 result for &quot;condo&quot;');
    expect(render('/full-search?searchTerm=condo', FullSearch, found('condo', cards, true, 100, 'relevance', false))).toContain('More than 100 results for &quot;condo&quot;');
    const burmese = render('/full-search?searchTerm=condo', FullSearch, found('condo', cards, true, 23), { lang: 'my' });
    expect(burmese).toContain('&quot;condo&quot; အတွက် ရလဒ် 23 ခု');
  });

  it('offers the four orders in a select that belongs to the search form, and keeps the order in Show More', () => {
    const cards = Array.from({ length: 8 }, (_, i) => listing(i + 1));
    const html = render('/full-search?searchTerm=condo&sort=price-asc', FullSearch, found('condo', cards, true, 20, 'price-asc'));
    const select = tagNamed(html, 'sort');
    expect(select).toContain('form="full-search-form"');
    expect(formTag(html)).toContain('id="full-search-form"');
    for (const value of ['relevance', 'newest', 'price-asc', 'price-desc']) expect(html).toMatch(new RegExp(`<option[^>]*\\svalue="${value}"`));
    const priceAsc = tagWith(html, 'option', 'value="price-asc"');
    expect(priceAsc).toMatch(flag('selected'));
    expect(html).toContain(`${priceAsc}Price low to high</option>`);
    expect(html).toContain('href="/full-search?searchTerm=condo&amp;show=16&amp;sort=price-asc"');
    // Without scripts a button submits the choice (with them, choosing is enough).
    expect(html).toMatch(/<noscript><button type="submit" form="full-search-form"[^>]*>Apply<\/button><\/noscript>/);
  });

  it('requires a term, keeps it in the box, and offers Show More as a link while more exist', () => {
    const cards = Array.from({ length: 8 }, (_, i) => listing(i + 1));
    const html = render('/full-search?searchTerm=condo', FullSearch, found('condo', cards, true));
    expect(tagNamed(html, 'searchTerm')).toMatch(flag('required'));
    expect(tagNamed(html, 'searchTerm')).toContain('value="condo"');
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html).toContain('href="/full-search?searchTerm=condo&amp;show=16"');
    expect(html).toContain('Show More');
    const last = render('/full-search?searchTerm=condo', FullSearch, found('condo', cards.slice(0, 3), false));
    expect(last).not.toContain('Show More');
  });

  it('offers "Show rented and sold" in its form, ticked as the search is, and keeps it in Show More', () => {
    const cards = Array.from({ length: 8 }, (_, i) => listing(i + 1));
    const plain = render('/full-search?searchTerm=condo', FullSearch, found('condo', cards, true));
    expect(tagNamed(plain, 'showClosed')).toContain('type="checkbox"');
    expect(tagNamed(plain, 'showClosed')).not.toMatch(flag('checked'));
    expect(plain).toMatch(/<label[^>]*for="([^"]+)"[^>]*><input id="\1"[^>]*name="showClosed"[^>]*\/?>Show rented and sold<\/label>/);
    const ticked = render('/full-search?searchTerm=condo&showClosed=true', FullSearch, found('condo', cards, true, 20, 'relevance', true, true));
    expect(tagNamed(ticked, 'showClosed')).toMatch(flag('checked'));
    expect(ticked).toContain('href="/full-search?searchTerm=condo&amp;show=16&amp;showClosed=true"');
  });

  it("shows the spec's error text when the search fails", () => {
    const html = render('/full-search?searchTerm=condo', FullSearch, null, { error: true, Boundary: FullSearchError });
    expect(html).toContain('Failed to fetch listings. Please check your internet connection, then refresh the page or try again later.');
    expect(tagNamed(html, 'searchTerm')).toContain('value="condo"');
  });
});
