// The two counters under the hero: how many homes are for rent and for sale right now. Each
// links to that search. Screen readers get the final number; the count-up is decoration.
import { useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { useCountUp } from './count-up';
import { formatNumber } from '../../lib/format-number';

function Counter({ value, label, to }: { value: number; label: string; to: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useCountUp(value, ref);
  const final = formatNumber(value);
  return (
    <Link to={to} className="flex flex-col items-center rounded-xl bg-surface px-3 py-4 text-center shadow-sm ring-1 ring-line transition hover:ring-brand">
      {/* The final number's width is reserved up front, so counting never moves the layout. */}
      <span ref={ref} aria-hidden="true" className="inline-block text-2xl font-extrabold tabular-nums text-brand sm:text-3xl" style={{ minWidth: `${final.length}ch` }}>
        {formatNumber(shown)}
      </span>
      <span className="sr-only">{final}</span>
      <span className="mt-1 text-xs font-medium text-muted sm:text-sm">{label}</span>
    </Link>
  );
}

export function Counters({ rent, sale }: { rent: number; sale: number }) {
  const t = useT();
  return (
    <div className="grid grid-cols-2 gap-3" role="group" aria-label={t('Listings on the portal')}>
      <Counter value={rent} label={t('Properties for rent')} to="/search?type=rent" />
      <Counter value={sale} label={t('Properties for sale')} to="/search?type=sale" />
    </div>
  );
}
