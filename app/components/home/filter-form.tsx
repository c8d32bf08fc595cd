// The advanced filter on the home page: /search's form (search/search-form.tsx) and its fields
// (search/filter-fields.tsx) in the home page's layout, so both forms give the same URL.
//
// On phones and tablets it is folded behind a 'Filters' button, as /search folds its filters: the
// hero's search box comes first, and the whole form (taller than a phone's screen) would push the
// listings two screens down. From 1024 px it is always open.
import { useState } from 'react';
import { useT } from '../../lib/root-data';
import { AmenityChecks, FilterSelects, PriceRange, TypeChoice } from '../search/filter-fields';
import { FiltersToggle } from '../search/filters-toggle';
import { SearchForm } from '../search/search-form';

export function FilterForm() {
  const t = useT();
  const [open, setOpen] = useState(false);

  return (
    <section aria-labelledby="filter-heading">
      <FiltersToggle open={open} onToggle={() => setOpen((value) => !value)} controls="home-filters" label={t('Filters')} />
      <div id="home-filters" className={`rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6 ${open ? '' : 'hidden lg:block'}`}>
        <h2 id="filter-heading" className="mb-4 text-lg font-bold text-fg">
          {t('Advanced Search')}
        </h2>
        <SearchForm className="flex flex-col gap-4">
          <TypeChoice />
          <FilterSelects />
          <PriceRange />
          <AmenityChecks columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" />
          <button type="submit" className="min-h-12 rounded-lg bg-brand px-5 text-base font-semibold text-on-brand hover:bg-brand-strong">
            {t('Search properties')}
          </button>
        </SearchForm>
      </div>
    </section>
  );
}
