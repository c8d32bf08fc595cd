// The advanced search form: a GET form, so without JavaScript it still searches and every filter
// lands in the URL. With JavaScript the submit goes through the router with the canonical query
// (defaults and blanks left out, sort and order as two parameters). It never sends a page number:
// any change of filter starts again at page 1.
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CURRENCIES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, TOWNSHIPS } from '../../lib/constants';
import { useRootData, useT } from '../../lib/root-data';
import { advancedSearchParams, parseAdvancedSearch, type AdvancedSearchQuery } from '../../lib/schemas/search';
import { buttonClass } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { RadioGroup } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { Search as SearchIcon } from '../ui/icons';

const SORT_OPTIONS = [
  { value: 'createdAt_desc', label: 'Latest' },
  { value: 'createdAt_asc', label: 'Oldest' },
  { value: 'updatedAt_desc', label: 'Recently updated' },
  { value: 'updatedAt_asc', label: 'Least recently updated' },
  { value: 'regularPrice_desc', label: 'Price high to low' },
  { value: 'regularPrice_asc', label: 'Price low to high' },
] as const;

const AMENITIES = [
  { name: 'parking', label: 'Parking' },
  { name: 'furnished', label: 'Furnished' },
  { name: 'swimmingPool', label: 'Swimming pool' },
  { name: 'gym', label: 'Gym' },
  { name: 'offer', label: 'Premium Ad' },
] as const;

export function FilterForm({ query, busy = false }: { query: AdvancedSearchQuery; busy?: boolean }) {
  const t = useT();
  const { lang } = useRootData();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(key, value);
    const canonical = advancedSearchParams(parseAdvancedSearch(params)).toString();
    // The results page brings its results into view itself (routes/search.tsx).
    void navigate(canonical ? `/search?${canonical}` : '/search', { preventScrollReset: true });
  }

  return (
    <form method="get" action="/search" onSubmit={onSubmit} role="search" aria-label={t('Advanced Search')} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <RadioGroup
        legend={t('Type')}
        name="type"
        defaultValue={query.type}
        options={[
          { value: 'all', label: t('Rent & Sale') },
          { value: 'rent', label: t('Rent') },
          { value: 'sale', label: t('Sale') },
        ]}
      />
      {/* Two selects a row on a phone (one below 420 px in Burmese, whose words would be cut);
          one a row in the desktop sidebar, too narrow for two. */}
      <div className={`grid gap-3 lg:grid-cols-1 ${lang === 'my' ? 'grid-cols-1 min-[420px]:grid-cols-2' : 'grid-cols-2'}`}>
        <SelectField
          label={t('Township')}
          name="township"
          defaultValue={query.township ?? ''}
          placeholder={t('All townships')}
          options={TOWNSHIPS.map((x) => ({ value: x.slug, label: lang === 'my' ? x.my : x.en }))}
        />
        <SelectField
          label={t('Property type')}
          name="propertyType"
          defaultValue={query.propertyType ?? ''}
          placeholder={t('All types')}
          options={PROPERTY_TYPES.map((value) => ({ value, label: t(PROPERTY_TYPE_LABELS[value]) }))}
        />
        <SelectField
          label={t('Bedrooms')}
          name="beds"
          defaultValue={query.beds === undefined ? '' : String(query.beds)}
          placeholder={t('Any')}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('{n}+ beds', { n }) }))}
        />
        <SelectField
          label={t('Currency')}
          name="currency"
          defaultValue={query.currency ?? ''}
          placeholder={t('Any currency')}
          options={CURRENCIES.map((value) => ({ value, label: t(value) }))}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('Min price')} name="minPrice" type="number" inputMode="decimal" min={0} step="any" defaultValue={query.minPrice ?? ''} />
        <TextField label={t('Max price')} name="maxPrice" type="number" inputMode="decimal" min={0} step="any" defaultValue={query.maxPrice ?? ''} />
      </div>
      <p className="-mt-2 text-xs text-muted">{t("Prices are in each listing's own currency; choose a currency to compare like with like.")}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('Amenities')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {AMENITIES.map((a) => (
            <CheckboxField key={a.name} name={a.name} value="true" label={t(a.label)} defaultChecked={query[a.name]} />
          ))}
        </div>
      </fieldset>
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
    </form>
  );
}
