// What /dashboard?tab=performance carries: the lister's listings (or, for an admin, everyone's),
// each with its totals over the period, its rank among listings of the same township, type and
// property type, and its views per day beside their median.

export const PERFORMANCE_PERIODS = [30, 90] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export interface PerformanceTotals {
  views: number;
  saves: number;
  enquiries: number;
  contactTaps: number;
  alerts: number;
}

export interface ListingPerformance {
  _id: string;
  name: string;
  township: string;
  type: string;
  propertyType: string;
  totals: PerformanceTotals;
  /** 1 for the most viewed of its peers; null until the numbers are first rolled up (or while hidden). */
  rank: number | null;
  /** Public listings of the same township, type and property type, this one included. */
  peers: number;
  /** Their median views over the period. */
  peerMedianViews: number;
  /** One per day of `days`: null before the listing was posted. */
  views: (number | null)[];
  /** The peers' median views each day; null where none was rolled up. */
  peerMedian: (number | null)[];
}

export interface PerformanceData {
  readonly tab: 'performance';
  readonly period: PerformancePeriod;
  /** The period's Yangon days, oldest first (YYYY-MM-DD), today last. */
  readonly days: string[];
  readonly listings: ListingPerformance[];
  readonly page: number;
  readonly pageCount: number;
  readonly totalListings: number;
  /** All the listings' totals over the period (every listing of the lister; an admin: of the site). */
  readonly summary: PerformanceTotals;
  /** Set when the page shows one listing (?listing=). */
  readonly listingId: string | null;
}

/** ?period=: 30 unless it says 90. */
export const periodOf = (value: string | null): PerformancePeriod => (value === '90' ? 90 : 30);
