// My Listings' three counts (spec: total, sale and rent, each with the past month's), named for
// what they count: listings posted for sale and for rent, not closed deals. One row of three small
// cells on a phone, so the listings themselves start on the first screen.
import { formatNumber } from '../../lib/format-number';
import { useT } from '../../lib/root-data';

interface Counts {
  totalListings: number;
  lastMonthListings: number;
  totalSales: number;
  lastMonthSales: number;
  totalRent: number;
  lastMonthRent: number;
}

function Count({ label, total, lastMonth }: { label: string; total: number; lastMonth: number }) {
  const t = useT();
  return (
    <div role="group" aria-label={label} className="flex flex-col rounded-xl border border-line bg-surface p-2 sm:p-4">
      <p className="text-xs font-medium text-muted sm:text-sm">{label}</p>
      <p data-stat="total" className="mt-auto pt-1 text-xl font-bold text-fg sm:text-3xl">
        {formatNumber(total)}
      </p>
      <p className="text-xs text-muted sm:text-sm">{t('{n} new in the past month', { n: formatNumber(lastMonth) })}</p>
    </div>
  );
}

export function ListingCounts({ counts }: { counts: Counts }) {
  const t = useT();
  return (
    <div className="mb-4 grid grid-cols-3 gap-2 sm:mb-6 sm:gap-4">
      <Count label={t('All listings')} total={counts.totalListings} lastMonth={counts.lastMonthListings} />
      <Count label={t('Listings for sale')} total={counts.totalSales} lastMonth={counts.lastMonthSales} />
      <Count label={t('Listings for rent')} total={counts.totalRent} lastMonth={counts.lastMonthRent} />
    </div>
  );
}
