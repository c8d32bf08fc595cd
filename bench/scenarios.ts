// What the benchmark asks for: realistic mixes of the portal's busiest pages, drawn from a fixed
// seed so every run sends the same requests.
import { mulberry32, pick, randInt } from '../app/db/demo/factories.server';
import { CURRENCIES, PROPERTY_TYPES, TOWNSHIP_SLUGS } from '../app/lib/constants';

export const ENGLISH_TERMS = [
  'condo', 'bahan', 'inya lake', 'apartment for rent', '2 bedroom', 'swimming pool', 'kamayut', 'house for sale',
  'land plot', 'sule pagoda', 'star city', 'yankin apartment', 'spacious', 'shwedagon', 'warehouse', 'modern 3 bedroom',
];
export const BURMESE_TERMS = ['ကွန်ဒို', 'ဗဟန်း', 'တိုက်ခန်း', 'မြေကွက်', 'ငှားရန်', 'ဗဟန်းမြို့နယ်ကွန်ဒို', 'ရန်ကင်း တိုက်ခန်း', 'လှိုင်'];

export interface Scenario {
  name: string;
  paths: string[];
}

function advancedSearchPaths(count: number): string[] {
  const rng = mulberry32(11);
  return Array.from({ length: count }, () => {
    const p = new URLSearchParams();
    const type = pick(rng, ['all', 'rent', 'sale'] as const);
    if (type !== 'all') p.set('type', type);
    if (rng() < 0.5) p.set('township', pick(rng, TOWNSHIP_SLUGS));
    if (rng() < 0.4) p.set('propertyType', pick(rng, PROPERTY_TYPES));
    for (const flag of ['parking', 'furnished', 'swimmingPool', 'gym', 'offer']) if (rng() < 0.12) p.set(flag, 'true');
    if (rng() < 0.2) p.set('beds', String(randInt(rng, 1, 4)));
    if (rng() < 0.15) {
      const currency = pick(rng, CURRENCIES);
      p.set('currency', currency);
      p.set('maxPrice', String(currency === 'USD' ? randInt(rng, 5, 50) * 100 : randInt(rng, 10, 60)));
    }
    const sort = pick(rng, ['createdAt', 'createdAt', 'updatedAt', 'regularPrice'] as const);
    if (sort !== 'createdAt') p.set('sort', sort);
    if (rng() < 0.3) p.set('order', 'asc');
    if (rng() < 0.25) p.set('page', String(randInt(rng, 2, 5)));
    return `/search?${p}`;
  });
}

/**
 * What the target ratios compare with the minimal React Router app's static page (bench/yardstick.ts):
 * the portal's static page, the first page of rentals (the page Lighthouse measures), a listing
 * page and the home page.
 */
export function yardstickScenarios(listingIds: string[]): { static: Scenario; search: Scenario; listing: Scenario; home: Scenario } {
  return {
    static: { name: 'GET /TermsAndConditions (static page)', paths: ['/TermsAndConditions'] },
    search: { name: 'GET /search?type=rent', paths: ['/search?type=rent'] },
    listing: { name: 'GET /listing/:id', paths: listingIds.map((id) => `/listing/${id}`) },
    home: { name: 'GET / (home)', paths: ['/'] },
  };
}

export function scenarios(listingIds: string[]): Scenario[] {
  const rng = mulberry32(12);
  const terms = [...ENGLISH_TERMS, ...BURMESE_TERMS];
  const yardstick = yardstickScenarios(listingIds);
  return [
    { name: 'GET /healthz (ceiling)', paths: ['/healthz'] },
    // A page with no database work and little to render: what any page costs before its own.
    yardstick.static,
    yardstick.home,
    { name: 'GET /search (advanced, filters)', paths: advancedSearchPaths(500) },
    yardstick.search,
    {
      name: 'GET /full-search (page, EN + MY)',
      paths: terms.map((term) => `/full-search?${new URLSearchParams({ searchTerm: term })}`),
    },
    {
      name: 'GET /api/listing/search (EN + MY)',
      paths: Array.from({ length: 200 }, () => `/api/listing/search?${new URLSearchParams({ searchTerm: pick(rng, terms), startIndex: String(8 * randInt(rng, 0, 2)) })}`),
    },
    yardstick.listing,
    // What a hydrated browser fetches when it moves between searches: the loaders' data, no HTML.
    { name: 'GET /search.data (client navigation)', paths: advancedSearchPaths(500).map((p) => p.replace('/search?', '/search.data?')) },
    {
      name: 'GET /full-search.data (client nav.)',
      paths: terms.map((term) => `/full-search.data?${new URLSearchParams({ searchTerm: term })}`),
    },
  ];
}
