// The agent page's listing widget: how many of the agency's listings are for rent and for sale.
import { useT } from '../../lib/root-data';
import { formatNumber } from '../../lib/format-number';

export function ListingStats({ rent, sale }: { rent: number; sale: number }) {
  const t = useT();
  const stat = (value: number, label: string) => (
    // The term comes first in the markup (as <dl> requires) and is shown under the number.
    <div className="flex flex-col-reverse items-center rounded-lg bg-surface-2 px-3 py-3 text-center">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums text-brand">{formatNumber(value)}</dd>
    </div>
  );
  return (
    <section aria-labelledby="agent-stats-heading" className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <h2 id="agent-stats-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
        {t('Listings')}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        {stat(rent, t('For Rent'))}
        {stat(sale, t('For Sale'))}
      </dl>
    </section>
  );
}
