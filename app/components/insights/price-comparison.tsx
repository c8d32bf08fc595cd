// On a listing page: how its asking price stands against the median of homes like it in its
// township, with the way to that township's prices. Shown only where a median exists.
import { Link } from 'react-router';
import { comparisonSentence } from '../../lib/insights-format';
import { formatPrice } from '../../lib/format-price';
import { useRootData, useT } from '../../lib/root-data';
import type { PriceComparison } from '../../lib/views/price-insights';

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
