// What a saved search keeps: the whole query of /search (type, township, property type, currency,
// price range, bedrooms, amenities, "Show rented and sold") or of /full-search (the term, and
// "Show rented and sold"), read by the search pages' own
// parsers (lib/schemas/search.ts) and opened again through their own URL builders, so a saved
// search shows exactly the results it saved. Shared by the pages (the save form, the list) and
// the server (storing, matching, the alert e-mail).
import { PROPERTY_TYPE_LABELS } from './constants';
import { formatPrice } from './format-price';
import type { T } from './i18n';
import { parseAdvancedSearch, parseFullSearch, priceCurrency, SEARCH_AMENITIES, SEARCH_AMENITY_LABELS, searchUrl, withShowClosed, type AdvancedSearchQuery } from './schemas/search';
import { townshipLabel } from './township-label';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** Translation keys of the frequencies, as the page offers them. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As it happens',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const SAVED_SEARCH_LIMITS = {
  nameMax: 80,
  /** Saved searches per account: each is matched on every alert run. */
  perUser: 50,
} as const;

/** The pages a search is saved from. */
export const SEARCH_PAGES = ['search', 'full-search'] as const;
export type SearchPage = (typeof SEARCH_PAGES)[number];

// The map's area is not kept: an alert covers the township and filters, wherever on the map.
export type SavedSearchFilters = Omit<AdvancedSearchQuery, 'sort' | 'order' | 'page' | 'bounds'>;

/** A saved search's query: the filters of /search, or the term of /full-search (then no filter but showClosed). */
export interface SavedSearchQuery extends SavedSearchFilters {
  term: string | undefined;
}

/** [low, high]: a reversed price range is read the way it was meant (by the search and its alerts alike). */
export function orderedPriceRange(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/** The query of a search page's address (its query string), normalized: defaults, clamps, the range in order. */
export function savedSearchQuery(page: SearchPage, queryString: string): SavedSearchQuery {
  const params = new URLSearchParams(queryString);
  if (page === 'full-search') {
    const { searchTerm, showClosed } = parseFullSearch(params);
    return { ...filtersOf(parseAdvancedSearch(new URLSearchParams())), showClosed, term: searchTerm || undefined };
  }
  const filters = filtersOf(parseAdvancedSearch(params));
  const [minPrice, maxPrice] = orderedPriceRange(filters.minPrice, filters.maxPrice);
  return { ...filters, minPrice, maxPrice, term: undefined };
}

function filtersOf(query: AdvancedSearchQuery): SavedSearchFilters {
  const { type, township, propertyType, currency, minPrice, maxPrice, beds, parking, furnished, swimmingPool, gym, offer, showClosed } = query;
  return { type, township, propertyType, currency, minPrice, maxPrice, beds, parking, furnished, swimmingPool, gym, offer, showClosed };
}

/** A price range in words ('9 – 22 lakh MMK' as '9 lakh MMK – 22 lakh MMK', 'From $500', 'Up to $800'); null for none. */
export function priceRangeText(min: number | undefined, max: number | undefined, currency: string, t: T): string | null {
  const price = (value: number) => formatPrice(value, currency, t);
  if (min !== undefined && max !== undefined) return `${price(min)} – ${price(max)}`;
  if (min !== undefined) return t('From {price}', { price: price(min) });
  if (max !== undefined) return t('Up to {price}', { price: price(max) });
  return null;
}

/** The address that opens a saved search's results: /full-search for a term, else /search. */
export function savedSearchUrl(query: SavedSearchQuery): string {
  if (query.term) return `/full-search?${withShowClosed(new URLSearchParams({ searchTerm: query.term }), query.showClosed)}`;
  return searchUrl(query);
}

/**
 * The query in words, one part per filter ('Rent', 'Bahan', 'Condo', '2+ beds', '$500 – $1,000',
 * 'Parking'), or the quoted term; 'All listings' when nothing narrows it; 'Rented and sold too'
 * when it shows those. The saved searches page and the alert e-mail show it; `t` and `lang` are the reader's.
 */
export function describeQuery(query: SavedSearchQuery, t: T, lang: string): string[] {
  const closed = query.showClosed ? [t('Rented and sold too')] : [];
  if (query.term) return [`“${query.term}”`, ...closed];
  const parts: string[] = [];
  if (query.type !== 'all') parts.push(t(query.type === 'rent' ? 'Rent' : 'Sale'));
  if (query.township) parts.push(townshipLabel(query.township, lang));
  if (query.propertyType) parts.push(t(PROPERTY_TYPE_LABELS[query.propertyType]));
  if (query.beds !== undefined) parts.push(t('{n}+ beds', { n: query.beds }));
  const range = priceRangeText(query.minPrice, query.maxPrice, priceCurrency(query), t);
  if (range) parts.push(range);
  for (const key of SEARCH_AMENITIES) if (query[key]) parts.push(t(SEARCH_AMENITY_LABELS[key]));
  return [...(parts.length ? parts : [t('All listings')]), ...closed];
}
