// The advanced search form of /search: the shared form (search-form.tsx) and fields
// (filter-fields.tsx) in the sidebar's layout, showing the search on screen, with the sort.
import { Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { boundsParam, type AdvancedSearchQuery } from '../../lib/schemas/search';
import { buttonClass } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { Search as SearchIcon } from '../ui/icons';
import { AmenityChecks, FilterSelects, PriceRange, ShowClosedCheck, TypeChoice } from './filter-fields';
import { SearchForm } from './search-form';
import { SORT_OPTIONS } from './sort-options';

export function FilterForm({ query, busy = false, kyatPerUsd }: { query: AdvancedSearchQuery; busy?: boolean; kyatPerUsd?: number }) {
  const t = useT();

  return (
    // The results page brings its results into view itself (routes/search.tsx).
    <SearchForm preventScrollReset role="search" aria-label={t('Advanced Search')} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      {/* A new choice of filters keeps the map's area ('Search this area'); 'Show all areas' drops it. */}
      {query.bounds && <input type="hidden" name="bounds" value={boundsParam(query.bounds)} />}
      <TypeChoice defaultValue={query.type} />
      <FilterSelects
        narrow
        township={query.township}
        propertyType={query.propertyType}
        beds={query.beds === undefined ? '' : String(query.beds)}
        currency={query.currency}
      />
      <PriceRange minPrice={query.minPrice} maxPrice={query.maxPrice} currency={query.currency} kyatPerUsd={kyatPerUsd} />
      <AmenityChecks checked={query} />
      <ShowClosedCheck defaultChecked={query.showClosed} />
      <SelectField
        label={t('Sort')}
        name="sort"
        defaultValue={`${query.sort}_${query.order}`}
        options={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'flex-1')}>
          <SearchIcon size={18} className="shrink-0" />
          {busy ? t('Searching...') : t('Search')}
        </button>
        <Link to="/search" className={buttonClass('secondary')}>
          {t('Clear filters')}
        </Link>
      </div>
    </SearchForm>
  );
}
