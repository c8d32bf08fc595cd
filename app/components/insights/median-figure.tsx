// A median in both currencies, lakh first (how Yangon quotes property), or why there is none.
import { medianParts } from '../../lib/insights-format';
import { useT } from '../../lib/root-data';
import type { Median } from '../../lib/views/price-insights';

export function MedianFigure({ median, perMonth = false, className = '' }: { median: Median; perMonth?: boolean; className?: string }) {
  const t = useT();
  const parts = medianParts(t, median);
  if (!parts) return <span className={`text-muted ${className}`}>{t('Too few listings')}</span>;
  const month = perMonth ? ` ${t('/ month')}` : '';
  return (
    <span className={`flex flex-col ${className}`}>
      <span className="font-semibold text-fg">
        {parts.lakh}
        {month}
      </span>
      <span className="text-muted">
        {parts.usd}
        {month}
      </span>
    </span>
  );
}
