import { useT } from '../lib/root-data';
import { formatNumber } from '../lib/format-number';

export function StatCard({ label, total, lastMonth }: { label: string; total: number; lastMonth: number }) {
  const t = useT();
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-line bg-surface p-4">
      <p className="text-sm font-medium uppercase tracking-wide text-muted">{label}</p>
      <p data-stat="total" className="mt-1 text-3xl font-bold text-fg">
        {formatNumber(total)}
      </p>
      <p className="mt-1 text-sm text-success">
        +{lastMonth} <span className="text-muted">{t('Last month')}</span>
      </p>
    </div>
  );
}
