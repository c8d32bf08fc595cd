// How the price insights read: medians in both currencies, per square foot, a group's bedrooms.
// Shared by /insights and /insights/:township.
import { formatNumber } from './format-number';
import { formatPrice } from './format-price';
import type { T } from './i18n';
import { KYAT_PER_LAKH, roundLakh } from './exchange-rate';
import type { Median } from './views/price-insights';

/** '12.5 lakh MMK' and '$2,778', or null where there is no median: rounded as a listing's price is. */
export function medianParts(t: T, median: Median): { lakh: string; usd: string } | null {
  if (median.lakh === null || median.usd === null) return null;
  return { lakh: formatPrice(roundLakh(median.lakh), 'lakh MMK', t), usd: formatPrice(Math.round(median.usd), 'USD') };
}

/** A price per square foot: lakh are too coarse, so kyat ('1,390 MMK', in the reader's words) and dollars with cents. */
export function perSqftParts(t: T, median: Median): { mmk: string; usd: string } | null {
  if (median.lakh === null || median.usd === null) return null;
  return { mmk: `${formatNumber(Math.round(median.lakh * KYAT_PER_LAKH))} ${t('MMK')}`, usd: `$${formatNumber(median.usd)}` };
}

/** A group's bedrooms in a table: '2', '5+', or 'Not given'. */
export function bedroomsCell(t: T, bedrooms: number | null): string {
  if (bedrooms === null) return t('Not given');
  return bedrooms >= 5 ? '5+' : String(bedrooms);
}
