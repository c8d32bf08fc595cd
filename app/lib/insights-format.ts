// How the price insights read: medians in both currencies, the groups' names, the comparison
// sentence of a listing page. Shared by /insights, /insights/:township and the listing page.
import { formatNumber } from './format-number';
import type { T } from './i18n';
import { KYAT_PER_LAKH } from './exchange-rate';
import type { Median, PriceComparison } from './views/price-insights';

/** '12.5 lakh MMK' and '$2,778', or null where there is no median. */
export function medianParts(t: T, median: Median): { lakh: string; usd: string } | null {
  if (median.lakh === null || median.usd === null) return null;
  return { lakh: `${formatNumber(median.lakh)} ${t('lakh MMK')}`, usd: `$${formatNumber(Math.round(median.usd))}` };
}

/** A price per square foot: lakh are too coarse, so kyat ('1,390 MMK') and dollars with cents. */
export function perSqftParts(median: Median): { mmk: string; usd: string } | null {
  if (median.lakh === null || median.usd === null) return null;
  return { mmk: `${formatNumber(Math.round(median.lakh * KYAT_PER_LAKH))} MMK`, usd: `$${formatNumber(median.usd)}` };
}

const KINDS: Record<string, string> = {
  apartment: 'apartments',
  condo: 'condos',
  house: 'houses',
  land: 'land plots',
  'industrial-zone': 'industrial zones',
  other: 'other properties',
};

/** 'condos', '2-bedroom condos', 'condos with 5 or more bedrooms'. */
export function groupName(t: T, propertyType: string, bedrooms: number | null): string {
  const kind = t(KINDS[propertyType] ?? 'other properties');
  if (bedrooms === null) return kind;
  if (bedrooms >= 5) return t('{kind} with 5 or more bedrooms', { kind });
  return t('{n}-bedroom {kind}', { n: bedrooms, kind });
}

/** A group's bedrooms in a table: '2', '5+', or 'Not given'. */
export function bedroomsCell(t: T, bedrooms: number | null): string {
  if (bedrooms === null) return t('Not given');
  return bedrooms >= 5 ? '5+' : String(bedrooms);
}

/** "12 % below the median of 2-bedroom condos in Bahan". */
export function comparisonSentence(t: T, comparison: PriceComparison, townshipName: string): string {
  const vars = { group: groupName(t, comparison.propertyType, comparison.bedrooms), township: townshipName, percent: Math.abs(comparison.percent) };
  if (comparison.percent === 0) return t('At the median of {group} in {township}', vars);
  return comparison.percent < 0 ? t('{percent} % below the median of {group} in {township}', vars) : t('{percent} % above the median of {group} in {township}', vars);
}
