// The shapes /insights, /insights/:township and the listing page's price comparison carry
// (domain/insights). A median is null where fewer than five listings stand behind it.

export interface Median {
  lakh: number | null;
  usd: number | null;
}

export interface TownshipName {
  slug: string;
  en: string;
  my: string;
}

export interface PriceGroup {
  type: 'rent' | 'sale';
  propertyType: string;
  /** 5 stands for 5 or more; null when the listings do not say (land). */
  bedrooms: number | null;
  listings: number;
  median: Median;
  perSqft: Median;
}

export interface PriceMonth {
  /** The month's first day, YYYY-MM-DD. */
  month: string;
  listings: number;
  median: Median;
}

export interface TownshipInsights {
  township: TownshipName;
  /** When the nightly job last ran (ISO); null before its first run. */
  computedAt: string | null;
  live: { rent: number; sale: number };
  /** Over every property type, per type. */
  overall: { rent: Median; sale: Median };
  groups: PriceGroup[];
  trend: { rent: PriceMonth[]; sale: PriceMonth[] };
}

export interface TownshipSummary {
  township: TownshipName;
  live: { rent: number; sale: number };
  rent: Median;
  sale: Median;
}

export interface InsightsOverview {
  computedAt: string | null;
  townships: TownshipSummary[];
}

/** How a listing's asking price stands against the median of homes like it in its township. */
export interface PriceComparison {
  /** Rounded percent above (positive) or below (negative) the median. */
  percent: number;
  type: 'rent' | 'sale';
  propertyType: string;
  bedrooms: number | null;
  township: TownshipName;
  /** The median in the listing's own currency. */
  median: number;
  currency: string;
}

/** A month's key as a date (UTC): '2026-03-01'. */
export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The `count` months up to and including the one of `last`, oldest first. */
export function monthsUpTo(last: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthKey(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - (count - 1 - i), 1))));
}
