// The query strings of /search (advanced search) and of /full-search with GET
// /api/listing/search, parsed by ONE plain function each (no Zod: this runs in the browser too), in the browser (the filter form's values) and on
// the server (loaders and the /api call). Parsing never fails: a search link may be old, shared,
// hand-edited or hostile, so an unknown value falls back to its default and numbers are clamped.
import { CURRENCIES, LIMITS, PAGE_SIZES, PROPERTY_TYPES, TOWNSHIP_SLUGS } from '../constants';

export const SEARCH_TYPES = ['all', 'rent', 'sale'] as const;
export const SEARCH_SORTS = ['createdAt', 'updatedAt', 'regularPrice', 'recommended'] as const;
export const SEARCH_ORDERS = ['desc', 'asc'] as const;
export const SEARCH_AMENITIES = ['parking', 'furnished', 'swimmingPool', 'gym', 'offer'] as const;
/** The amenities' labels (translation keys), in the filter form and a saved search's summary. */
export const SEARCH_AMENITY_LABELS: Record<(typeof SEARCH_AMENITIES)[number], string> = {
  parking: 'Parking',
  furnished: 'Furnished',
  swimmingPool: 'Swimming pool',
  gym: 'Gym',
  offer: 'Premium Ad',
};
/** Deeper pages are clamped: nobody pages through 80,000 results, and OFFSET must stay bounded. */
export const MAX_SEARCH_PAGE = 10_000;
export const MAX_BEDS_FILTER = 10;
/** The spec caps nothing; 100 characters is plenty for a search and keeps every query cheap. */
export const MAX_TERM_LENGTH = 100;
/** The search boxes' own word for an empty search (components/ui/validity-message.ts). */
export const EMPTY_SEARCH = 'Type a township, a kind of home or a road to search for.';
export const MAX_START_INDEX = 10_000;
/** /full-search?show=n (results already shown) is capped so a link cannot ask for everything. */
export const MAX_SHOWN = 400;

/** Any input to an integer in [min, max]; anything unreadable becomes `fallback`. */
const clampedInt = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Math.floor(Number(typeof value === 'string' ? value.trim() || NaN : NaN));
  return Number.isFinite(n) ? Math.min(Math.max(n, min), max) : fallback;
};

/** An enumerated value, or `fallback` for anything else (missing, misspelt, a list). */
const oneOf = <const T extends readonly string[], F extends T[number] | undefined>(value: unknown, values: T, fallback: F): T[number] | F =>
  (values as readonly unknown[]).includes(value) ? (value as T[number]) : fallback;

/** Checkbox semantics of the original site: 'true' filters, anything else (or 'false') does not. */
const flag = (value: unknown) => value === 'true' || value === 'on' || value === '1';

/**
 * The parameter that adds rented-out and sold homes to a search (/search, /full-search, the map,
 * GET /api/listing/search): without it a search shows only homes still available.
 */
const SHOW_CLOSED_PARAM = 'showClosed';

/** Adds the parameter to a query string only when set, so equal searches share one URL. */
export function withShowClosed(params: URLSearchParams, showClosed: boolean): URLSearchParams {
  if (showClosed) params.set(SHOW_CLOSED_PARAM, 'true');
  return params;
}

/** A price bound in the chosen currency (priceCurrency); blank or invalid means "no bound". */
const priceBound = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.replace(/[,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? Math.min(n, LIMITS.priceMax) : undefined;
};

/** Minimum bedrooms; 0 or blank is "any" (land has no bedrooms at all). */
const bedsFilter = (value: unknown) => {
  const n = Math.floor(Number(typeof value === 'string' && value.trim() !== '' ? value : NaN));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_BEDS_FILTER) : undefined;
};

export interface AdvancedSearchQuery {
  type: (typeof SEARCH_TYPES)[number];
  parking: boolean;
  furnished: boolean;
  swimmingPool: boolean;
  gym: boolean;
  offer: boolean;
  sort: (typeof SEARCH_SORTS)[number];
  order: (typeof SEARCH_ORDERS)[number];
  township: (typeof TOWNSHIP_SLUGS)[number] | undefined;
  propertyType: (typeof PROPERTY_TYPES)[number] | undefined;
  currency: (typeof CURRENCIES)[number] | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  beds: number | undefined;
  /** The map's area ('Search this area'): only listings whose pin is inside. */
  bounds: MapBounds | undefined;
  /** Rented-out and sold homes too ("Show rented and sold"), after the live ones; else live homes only. */
  showClosed: boolean;
  page: number;
}

/** A map area in degrees (WGS 84), written `bounds=south,west,north,east` in a search's URL. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const BOUNDS_MESSAGE = 'This map area is not valid: bounds must be south,west,north,east in degrees.';

/**
 * Plain decimals only: Number() would also read '', '0x1f' and '1e2'. Each character can be read
 * one way only, so a long run of digits before a wrong character is refused in one pass.
 */
const DEGREES = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Four numbers of a few dozen digits each are more than any map sends ('16.80123,96.10456,...'). */
const BOUNDS_MAX_LENGTH = 200;

/** Degrees are kept to 5 decimals (about a metre): enough for a map, and short, equal URLs. */
const roundDegrees = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * `south,west,north,east`: four finite numbers, latitudes within ±90 and longitudes within ±180,
 * south below north and west below east (a map of the Yangon portal never crosses the
 * antimeridian). Unlike the other parameters a wrong area is refused, not dropped: a search
 * that silently ignored it would show the whole city under a map of one street. Undefined
 * for none, null for a wrong one (invalidBounds gives its message).
 */
export function parseBounds(value: string | undefined): MapBounds | undefined | null {
  if (value === undefined || value.trim() === '') return undefined;
  if (value.length > BOUNDS_MAX_LENGTH) return null;
  const [south, west, north, east, ...rest] = value.split(',').map((part) => (DEGREES.test(part.trim()) ? roundDegrees(Number(part)) : NaN));
  const inRange = (n: number | undefined, limit: number) => n !== undefined && n >= -limit && n <= limit;
  const valid = rest.length === 0 && inRange(south, 90) && inRange(north, 90) && inRange(west, 180) && inRange(east, 180) && south! < north! && west! < east!;
  return valid ? { south: south!, west: west!, north: north!, east: east! } : null;
}

/** The message of a search URL's wrong map area, or undefined (none, or a right one). Server only: the browser never shows it. */
export const invalidBounds = (params: URLSearchParams) => (parseBounds(params.get('bounds') ?? undefined) === null ? BOUNDS_MESSAGE : undefined);

export const CURRENCY_MESSAGE = 'Prices can be searched in lakh MMK or USD only.';

/** The message of a search URL's unknown currency, or undefined. Refused, not dropped: a price range read in the wrong currency is off a hundredfold. */
export function invalidCurrency(params: URLSearchParams): string | undefined {
  const value = params.get('currency');
  return value === null || value.trim() === '' || (CURRENCIES as readonly string[]).includes(value) ? undefined : CURRENCY_MESSAGE;
}

/** The currency a search's price range is in: the one chosen, else lakh (how Yangon quotes homes). */
export const priceCurrency = (query: Pick<AdvancedSearchQuery, 'currency'>): (typeof CURRENCIES)[number] => query.currency ?? 'lakh MMK';

export const boundsParam = (b: MapBounds) => [b.south, b.west, b.north, b.east].join(',');

/**
 * A GET form without JavaScript sends the sort select as one value, `sort=regularPrice_asc`;
 * links and the enhanced form send `sort=regularPrice&order=asc`. Both read the same.
 */
function splitCombinedSort(input: Record<string, string>): Record<string, string> {
  const sort = input.sort;
  if (typeof sort !== 'string' || !sort.includes('_')) return input;
  const [field, order] = sort.split('_');
  return { ...input, sort: field!, order: input.order ?? order! };
}

/**
 * No search parameter needs more characters (a search term is cut to 100, a map area takes 200):
 * anything longer is cut before it is read.
 */
const PARAM_MAX_LENGTH = 1_000;

/** The first value of each parameter (a repeated parameter cannot turn into a list), cut to PARAM_MAX_LENGTH. */
function firstValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value.slice(0, PARAM_MAX_LENGTH);
  return out;
}

export function parseAdvancedSearch(params: URLSearchParams): AdvancedSearchQuery {
  const input = splitCombinedSort(firstValues(params));
  const sort = oneOf(input.sort, SEARCH_SORTS, 'createdAt');
  return {
    type: oneOf(input.type, SEARCH_TYPES, 'all'),
    parking: flag(input.parking),
    furnished: flag(input.furnished),
    swimmingPool: flag(input.swimmingPool),
    gym: flag(input.gym),
    offer: flag(input.offer),
    sort,
    // "Recommended" has one direction: best first.
    order: sort === 'recommended' ? 'desc' : oneOf(input.order, SEARCH_ORDERS, 'desc'),
    township: oneOf(input.township, TOWNSHIP_SLUGS, undefined),
    propertyType: oneOf(input.propertyType, PROPERTY_TYPES, undefined),
    currency: oneOf(input.currency, CURRENCIES, undefined),
    minPrice: priceBound(input.minPrice),
    maxPrice: priceBound(input.maxPrice),
    beds: bedsFilter(input.beds),
    bounds: parseBounds(input.bounds) ?? undefined,
    showClosed: flag(input[SHOW_CLOSED_PARAM]),
    page: clampedInt(input.page, 1, MAX_SEARCH_PAGE, 1),
  };
}

export const DEFAULT_SEARCH: AdvancedSearchQuery = parseAdvancedSearch(new URLSearchParams());

/**
 * How many filters change a search from the default (a price range counts once; the sort is not a
 * filter; showing rented and sold homes widens it, but is a choice made on the filters all the same).
 */
export function activeFilterCount(query: AdvancedSearchQuery): number {
  const set = [
    query.type !== 'all',
    query.township,
    query.propertyType,
    query.minPrice !== undefined || query.maxPrice !== undefined,
    query.beds !== undefined,
    ...SEARCH_AMENITIES.map((key) => query[key]),
    query.showClosed,
  ];
  return set.filter(Boolean).length;
}

/**
 * The portal's one way to write a search's URL (the pager's links, both filter forms): /search with
 * the canonical query, defaults and blanks left out, so equal searches share one URL. `page` is
 * written only when given and past the first: any change of filter starts again at page 1.
 */
export function searchUrl(query: Partial<AdvancedSearchQuery>, page?: number): string {
  const params = new URLSearchParams();
  if (query.type && query.type !== 'all') params.set('type', query.type);
  for (const key of SEARCH_AMENITIES) if (query[key]) params.set(key, 'true');
  if (query.township) params.set('township', query.township);
  if (query.propertyType) params.set('propertyType', query.propertyType);
  // The currency says what a price range is in: without one it changes nothing.
  if (query.currency && (query.minPrice !== undefined || query.maxPrice !== undefined)) params.set('currency', query.currency);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.beds !== undefined) params.set('beds', String(query.beds));
  if (query.bounds) params.set('bounds', boundsParam(query.bounds));
  withShowClosed(params, query.showClosed ?? false);
  if (query.sort && query.sort !== 'createdAt') params.set('sort', query.sort);
  if (query.order && query.order !== 'desc') params.set('order', query.order);
  if (page !== undefined && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}

/**
 * Search term: control characters (a NUL cannot even be stored in PostgreSQL text) read as
 * spaces; trimmed and cut to 100 characters (whole code points, so no broken Burmese).
 */
function searchTerm(value: unknown): string {
  if (typeof value !== 'string') return '';
  const clean = value.normalize('NFC').replace(/\p{Cc}/gu, ' ').trim();
  return Array.from(clean).slice(0, MAX_TERM_LENGTH).join('').trim();
}

/** Page only: how many results are on screen after 'Show More' (a multiple of the batch). */
function shownCount(value: unknown): number {
  const n = Math.floor(Number(typeof value === 'string' && value.trim() !== '' ? value : NaN));
  const batch = PAGE_SIZES.fullSearch;
  if (!Number.isFinite(n) || n <= batch) return batch;
  return Math.min(Math.ceil(n / batch) * batch, MAX_SHOWN);
}

export interface FullSearchQuery {
  searchTerm: string;
  startIndex: number;
  show: number;
  /** As in AdvancedSearchQuery: rented-out and sold homes too. */
  showClosed: boolean;
}

export function parseFullSearch(params: URLSearchParams): FullSearchQuery {
  const input = firstValues(params);
  return {
    searchTerm: searchTerm(input.searchTerm),
    startIndex: clampedInt(input.startIndex, 0, MAX_START_INDEX, 0),
    show: shownCount(input.show),
    showClosed: flag(input[SHOW_CLOSED_PARAM]),
  };
}
