// On a listing page: how its asking price stands against the median of homes like it in its
// township, with the way to that township's prices. Shown only where a median exists. Its words
// are here, not with the insights pages' (lib/insights-format.ts), which a listing page never loads.
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format-price';
import type { T } from '../../lib/i18n';
import { useRootData, useT } from '../../lib/root-data';
import type { PriceComparison } from '../../lib/views/price-insights';

const KINDS: Record<string, string> = {
  apartment: 'apartments',
  condo: 'condos',
  house: 'houses',
  land: 'land plots',
  'industrial-zone': 'industrial zones',
  other: 'other properties',
};

/** 'condos', '2-bedroom condos', 'condos with 5 or more bedrooms'. */
function groupName(t: T, propertyType: string, bedrooms: number | null): string {
  const kind = t(KINDS[propertyType] ?? 'other properties');
  if (bedrooms === null) return kind;
  if (bedrooms >= 5) return t('{kind} with 5 or more bedrooms', { kind });
  return t('{n}-bedroom {kind}', { n: bedrooms, kind });
}

/** "12 % below the median of 2-bedroom condos in Bahan". */
function comparisonSentence(t: T, comparison: PriceComparison, townshipName: string): string {
  const vars = { group: groupName(t, comparison.propertyType, comparison.bedrooms), township: townshipName, percent: Math.abs(comparison.percent) };
  if (comparison.percent === 0) return t('At the median of {group} in {township}', vars);
  return comparison.percent < 0 ? t('{percent} % below the median of {group} in {township}', vars) : t('{percent} % above the median of {group} in {township}', vars);
}

export function PriceComparisonNote({ comparison }: { comparison: PriceComparison }) {
  const t = useT();
  const { lang } = useRootData();
  const township = lang === 'my' ? comparison.township.my : comparison.township.en;
  const median = `${formatPrice(comparison.median, comparison.currency, t)}${comparison.type === 'rent' ? ` ${t('/ month')}` : ''}`;
  return (
    <section aria-labelledby="price-comparison-heading" className="rounded-xl border border-line bg-surface p-4 text-sm">
      <h2 id="price-comparison-heading" className="font-semibold text-fg">
        {comparisonSentence(t, comparison, township)}
      </h2>
      <p className="mt-1 text-muted">{t('Median: {price}', { price: median })}</p>
      <Link to={`/insights/${comparison.township.slug}`} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
        {t('What homes cost in {township}', { township })}
      </Link>
    </section>
  );
}
