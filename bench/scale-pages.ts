// The pages bench/scale.ts measures at both sizes, and the run that measures them: short bursts
// that alternate between two servers (each scenario on one, then on the other, the order turning
// every round, as bench/yardstick.ts takes its ratios), so the host's drift falls on both sizes
// alike. Each scenario's latencies are pooled over its rounds for its p50 and p95.
import { TOWNSHIP_SLUGS } from '../app/lib/constants';
import { runLoad } from './http-load';
import { BURMESE_TERMS, ENGLISH_TERMS } from './scenarios';

/** Who asks: nobody signed in, a lister (250 listings at either size), an admin. */
export type Audience = 'visitor' | 'lister' | 'admin';

export interface PageScenario {
  key: string;
  name: string;
  audience: Audience;
  paths: string[];
}

/** What a database gives its scenarios: listing ids drawn from all of it. */
export interface SiteSample {
  listingIds: string[];
}

/** Every sort /search offers (advanced-search.server.ts, resultOrder): newest first is the default; "show rented and sold" puts them last. */
const SORTS: [string, string, string][] = [
  ['sortNewest', 'newest first (default)', ''],
  ['sortOldest', 'oldest first', 'sort=createdAt&order=asc'],
  ['sortUpdated', 'latest updated', 'sort=updatedAt'],
  ['sortCheapest', 'cheapest first', 'sort=regularPrice&order=asc'],
  ['sortDearest', 'dearest first', 'sort=regularPrice&order=desc'],
  ['sortRecommended', 'recommended', 'sort=recommended'],
  ['sortShowClosed', 'rented and sold too, newest first', 'showClosed=true'],
  ['sortShowClosedCheapest', 'rented and sold too, cheapest first', 'showClosed=true&sort=regularPrice&order=asc'],
];

/** Townships in a fixed spread (every third), for the filters and /insights. */
const TOWNSHIPS = TOWNSHIP_SLUGS.filter((_, i) => i % 3 === 0);

const withPages = (query: string) => [1, 2, 3].map((page) => `/search?type=rent${query ? `&${query}` : ''}${page > 1 ? `&page=${page}` : ''}`);

/** A rental search as people fill the form: a township, two bedrooms or more, a price range in dollars or in lakh. */
const filteredSearches = () =>
  TOWNSHIPS.flatMap((township) => [
    `/search?type=rent&township=${township}&beds=2&currency=USD&minPrice=300&maxPrice=1500`,
    `/search?type=rent&township=${township}&beds=2&currency=lakh+MMK&minPrice=5&maxPrice=30`,
  ]);

export function pageScenarios({ listingIds }: SiteSample): PageScenario[] {
  const term = (t: string) => encodeURIComponent(t);
  return [
    { key: 'home', name: 'GET /', audience: 'visitor', paths: ['/'] },
    { key: 'searchFilters', name: '/search rent, township, beds, price', audience: 'visitor', paths: filteredSearches() },
    ...SORTS.map(([key, name, query]): PageScenario => ({ key, name: `/search rent, ${name}`, audience: 'visitor', paths: withPages(query) })),
    { key: 'fullSearchEn', name: '/full-search English', audience: 'visitor', paths: ENGLISH_TERMS.map((t) => `/full-search?searchTerm=${term(t)}`) },
    { key: 'fullSearchMy', name: '/full-search Burmese', audience: 'visitor', paths: BURMESE_TERMS.map((t) => `/full-search?searchTerm=${term(t)}`) },
    {
      key: 'apiSearch',
      name: '/api/listing/search EN + MY',
      audience: 'visitor',
      paths: [...ENGLISH_TERMS, ...BURMESE_TERMS].map((t, i) => `/api/listing/search?searchTerm=${term(t)}&startIndex=${8 * (i % 3)}`),
    },
    { key: 'listing', name: '/listing/:id', audience: 'visitor', paths: listingIds.map((id) => `/listing/${id}`) },
    { key: 'insights', name: '/insights/:township', audience: 'visitor', paths: TOWNSHIPS.map((t) => `/insights/${t}`) },
    { key: 'sitemapIndex', name: '/sitemap.xml (index)', audience: 'visitor', paths: ['/sitemap.xml'] },
    { key: 'listerHome', name: 'lister: /dashboard', audience: 'lister', paths: ['/dashboard'] },
    { key: 'listerPerformance', name: 'lister: performance tab', audience: 'lister', paths: ['/dashboard?tab=performance'] },
    { key: 'listerEnquiries', name: 'lister: enquiries tab', audience: 'lister', paths: ['/dashboard?tab=enquiries'] },
    { key: 'listerListings', name: 'lister: /my-listing', audience: 'lister', paths: ['/my-listing'] },
    { key: 'adminOverview', name: 'admin: /dashboard (overview)', audience: 'admin', paths: ['/dashboard'] },
    ...['users', 'users-listings', 'posts', 'inbox', 'reviews', 'reports', 'performance', 'enquiries'].map(
      (tab): PageScenario => ({ key: `admin-${tab}`, name: `admin: ${tab} tab`, audience: 'admin', paths: [`/dashboard?tab=${tab}`] }),
    ),
    { key: 'adminDuplicates', name: 'admin: /moderation/duplicates', audience: 'admin', paths: ['/moderation/duplicates'] },
  ];
}

/** One server as the run sees it: where it listens, and the cookie of each audience. */
export interface Side {
  url: string;
  cookies: Partial<Record<Audience, string>>;
}

/** A scenario on two servers (its paths may differ: listing ids are each database's own). */
export interface PairedScenario {
  key: string;
  audience: Audience;
  paths: [string[], string[]];
}

export interface SideFigures {
  requests: number;
  errors: number;
  errorSamples: string[];
  p50: number;
  p95: number;
  /** Requests per second, each round's burst, and their median. */
  rps: number;
  perRound: { p50: number; p95: number; rps: number }[];
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs `rounds` rounds: in each, every scenario in a burst of `burstSeconds` at `connections`
 * connections on one side, then the other (which goes first turns each round). Warm the servers
 * first. Returns each scenario's figures on either side.
 */
export async function interleave(
  sides: [Side, Side],
  scenarios: PairedScenario[],
  { rounds, burstSeconds, connections, onRound }: { rounds: number; burstSeconds: number; connections: number; onRound?: (round: number) => void },
): Promise<Map<string, [SideFigures, SideFigures]>> {
  type Acc = { latencies: number[]; requests: number; errors: number; errorSamples: Set<string>; perRound: SideFigures['perRound'] };
  const empty = (): Acc => ({ latencies: [], requests: 0, errors: 0, errorSamples: new Set<string>(), perRound: [] });
  const acc = new Map<string, [Acc, Acc]>(scenarios.map((s) => [s.key, [empty(), empty()]]));
  for (let round = 0; round < rounds; round++) {
    for (const scenario of scenarios) {
      for (const i of round % 2 ? [1, 0] : [0, 1]) {
        const side = sides[i];
        const paths = scenario.paths[i];
        const cookie = side.cookies[scenario.audience];
        const result = await runLoad({
          baseUrl: side.url,
          nextPath: (n) => paths[(round * 7 + n) % paths.length],
          connections,
          maxRequests: Number.MAX_SAFE_INTEGER,
          maxSeconds: burstSeconds,
          warmupRequests: 0,
          headers: cookie ? { cookie } : undefined,
          keepLatencies: true,
        });
        const into = acc.get(scenario.key)![i];
        into.latencies.push(...result.latencies!);
        into.requests += result.requests;
        into.errors += result.errors;
        for (const sample of result.errorSamples) if (into.errorSamples.size < 5) into.errorSamples.add(sample);
        into.perRound.push({ p50: result.p50, p95: result.p95, rps: result.rps });
      }
    }
    onRound?.(round);
  }
  const figures = (a: Acc): SideFigures => {
    const sorted = [...a.latencies].sort((x, y) => x - y);
    return {
      requests: a.requests,
      errors: a.errors,
      errorSamples: [...a.errorSamples],
      p50: round2(percentile(sorted, 50)),
      p95: round2(percentile(sorted, 95)),
      rps: round2(median(a.perRound.map((r) => r.rps))),
      perRound: a.perRound,
    };
  };
  return new Map([...acc].map(([key, [a, b]]) => [key, [figures(a), figures(b)]]));
}

/**
 * Each scenario's paths fetched on a side, unmeasured: compiled code, plans and caches warm. At
 * least `requests` of each (default: two per connection, or each path once up to 50).
 */
export async function warmUp(side: Side, scenarios: { audience: Audience; paths: string[] }[], connections: number, requests?: number) {
  for (const scenario of scenarios) {
    const cookie = side.cookies[scenario.audience];
    await runLoad({
      baseUrl: side.url,
      nextPath: (n) => scenario.paths[n % scenario.paths.length],
      connections,
      maxRequests: 0,
      maxSeconds: 0,
      warmupRequests: requests ?? Math.max(connections * 2, Math.min(scenario.paths.length, 50)),
      headers: cookie ? { cookie } : undefined,
    });
  }
}
