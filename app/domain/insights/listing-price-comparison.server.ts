// The listing page's "12 % below the median of 2-bedroom condos in Bahan": the listing's asking
// price against the stored median of its township's live listings of the same type, property
// type and bedrooms, in the listing's own currency. Null when that group has no median.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { townshipPriceGroups } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { PriceComparison } from '../../lib/views/price-insights';
import { bedroomGroup, hasConvertedPrice, priceInLakh } from './insights-sample.server';
import { townshipBySlug } from './township-insights.server';

interface Row {
  lakh: string | number;
  currency: string;
  township: string;
  type: 'rent' | 'sale';
  property_type: string;
  bedrooms: number | null;
  median_lakh: string | number;
  median_usd: string | number;
}

export async function priceComparisonFor({ listingId }: { listingId: string }): Promise<PriceComparison | null> {
  if (!isUuid(listingId)) return null;
  // A side note: the listing page is shown without it rather than not at all.
  return compare(listingId).catch((error: unknown) => {
    console.error('A listing could not be compared with its township median:', error);
    return null;
  });
}

async function compare(listingId: string): Promise<PriceComparison | null> {
  const g = townshipPriceGroups;
  const result = await getDb().execute(sql`
    select ${priceInLakh('l')} as lakh, l.currency, l.township, l.type, l.property_type, ${bedroomGroup('l')} as bedrooms,
      ${g.medianLakh} as median_lakh, ${g.medianUsd} as median_usd
    from listings l
    join ${g} on ${g.township} = l.township and ${g.type} = l.type and ${g.propertyType} = l.property_type
      and ${g.bedrooms} is not distinct from ${bedroomGroup('l')}
    where l.id = ${listingId} and ${hasConvertedPrice('l')} and ${g.medianLakh} is not null
    limit 1`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  const township = row && townshipBySlug(row.township);
  if (!row || !township) return null;
  const medianLakh = Number(row.median_lakh);
  if (!(medianLakh > 0)) return null;
  return {
    // In lakh whatever the listing's currency: both columns are at the same rate.
    percent: Math.round(((Number(row.lakh) - medianLakh) / medianLakh) * 100),
    type: row.type,
    propertyType: row.property_type,
    bedrooms: row.bedrooms === null ? null : Number(row.bedrooms),
    township,
    median: Number(row.currency === 'USD' ? row.median_usd : row.median_lakh),
    currency: row.currency,
  };
}
