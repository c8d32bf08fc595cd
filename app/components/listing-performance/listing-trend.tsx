// My Listings' small trend beside a row: the listing's views per day over the last 30 days, a
// link to its numbers (/dashboard?tab=performance&listing=). Nothing when the page did not say.
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format-number';
import { useT } from '../../lib/root-data';
import { Sparkline } from '../charts';

export function ListingTrend({ listingId, views }: { listingId: string; views?: number[] }) {
  const t = useT();
  if (!views) return null;
  const total = views.reduce((sum, n) => sum + n, 0);
  const label = t('Views, last 30 days: {n}', { n: formatNumber(total) });
  return (
    <Link to={`/dashboard?tab=performance&listing=${listingId}`} className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-brand" data-trend={listingId}>
      <Sparkline values={views} label={label} />
      <span aria-hidden="true">{formatNumber(total)}</span>
    </Link>
  );
}
