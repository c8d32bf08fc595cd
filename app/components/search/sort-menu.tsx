// 'Sort: Latest' above the results, where a phone's reader is: the filter form, which also
// sorts, is folded away above them. A disclosure of links, one per order: it works before and
// without scripts, by keyboard, and a link is only followed when chosen (a select that sorts as
// it changes would load the page again at every arrow key).
import { useRef } from 'react';
import { Link } from 'react-router';
import { useDismissDetails } from '../ui/use-dismiss-details';
import { ChevronRight } from '../ui/icons';
import { useT } from '../../lib/root-data';
import { searchUrl, type AdvancedSearchQuery } from '../../lib/schemas/search';
import { SORT_OPTIONS } from './sort-options';

export function SortMenu({ query }: { query: AdvancedSearchQuery }) {
  const t = useT();
  const current = `${query.sort}_${query.order}`;
  const chosen = SORT_OPTIONS.find((option) => option.value === current) ?? SORT_OPTIONS[0];
  // Once scripts run, the open menu also closes on Escape (the focus back on its summary) and on
  // a tap outside it.
  const menu = useRef<HTMLDetailsElement>(null);
  useDismissDetails(menu);
  return (
    // Keyed by the order: the page in its new order comes with the menu closed.
    <details key={current} ref={menu} className="group relative shrink-0">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg px-3 text-sm font-semibold text-fg hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
        {t('Sort')}: {t(chosen.label)}
        <ChevronRight size={16} className="rotate-90 transition-transform group-open:-rotate-90" />
      </summary>
      <ul className="absolute right-0 z-20 mt-1 w-60 rounded-xl border border-line bg-surface p-1 shadow-lg">
        {SORT_OPTIONS.map((option) => {
          const [sort, order] = option.value.split('_') as [AdvancedSearchQuery['sort'], AdvancedSearchQuery['order']];
          const isChosen = option === chosen;
          return (
            <li key={option.value}>
              <Link
                to={searchUrl({ ...query, sort, order })}
                preventScrollReset
                aria-current={isChosen ? 'true' : undefined}
                className={`flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-surface-2 ${isChosen ? 'font-semibold text-brand' : 'text-fg'}`}
              >
                {t(option.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
