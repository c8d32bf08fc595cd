// The fields of the advanced search, shared by the form on /search and the one on the home page:
// one definition of each filter (its name in the URL, its label and its choices), so the two forms
// cannot drift apart. Each takes the value to show first; blank means "any".
import { useEffect, useRef, useState } from 'react';
import { CURRENCIES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, TOWNSHIPS } from '../../lib/constants';
import { convertBudget } from '../../lib/exchange-rate';
import { useRootData, useT } from '../../lib/root-data';
import { priceCurrency, SEARCH_AMENITIES, SEARCH_AMENITY_LABELS as AMENITY_LABELS, type AdvancedSearchQuery } from '../../lib/schemas/search';
import { CheckboxField } from '../ui/checkbox-field';
import { RadioGroup } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type Amenity = (typeof SEARCH_AMENITIES)[number];
type Currency = AdvancedSearchQuery['currency'];

export function TypeChoice({ defaultValue = 'all' }: { defaultValue?: string }) {
  const t = useT();
  return (
    <RadioGroup
      legend={t('Type')}
      name="type"
      defaultValue={defaultValue}
      options={[
        { value: 'all', label: t('Rent & Sale') },
        { value: 'rent', label: t('Rent') },
        { value: 'sale', label: t('Sale') },
      ]}
    />
  );
}

/**
 * Township, property type, bedrooms and currency. Two selects a row on a phone (one below 420 px
 * in Burmese, whose words would be cut); `narrow`: one a row from 1024 px too (the desktop sidebar
 * of /search is too narrow for two).
 */
export function FilterSelects({ township = '', propertyType = '', beds = '', currency, narrow = false }: { township?: string; propertyType?: string; beds?: string; currency?: Currency; narrow?: boolean }) {
  const t = useT();
  const { lang } = useRootData();
  const columns = `${lang === 'my' ? 'grid-cols-1 min-[420px]:grid-cols-2' : 'grid-cols-2'} ${narrow ? 'lg:grid-cols-1' : ''}`;
  return (
    <div className={`grid gap-3 ${columns}`}>
      <SelectField
        label={t('Township')}
        name="township"
        defaultValue={township}
        placeholder={t('All townships')}
        options={TOWNSHIPS.map((x) => ({ value: x.slug, label: lang === 'my' ? x.my : x.en }))}
      />
      <SelectField
        label={t('Property type')}
        name="propertyType"
        defaultValue={propertyType}
        placeholder={t('All types')}
        options={PROPERTY_TYPES.map((value) => ({ value, label: t(PROPERTY_TYPE_LABELS[value]) }))}
      />
      <SelectField
        label={t('Bedrooms')}
        name="beds"
        defaultValue={beds}
        placeholder={t('Any')}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('{n}+ beds', { n }) }))}
      />
      <SelectField
        label={t('Currency')}
        name="currency"
        defaultValue={priceCurrency({ currency })}
        options={CURRENCIES.map((value) => ({ value, label: t(value) }))}
      />
    </div>
  );
}

/** The budget's two boxes, by their names in the URL. */
const BUDGET_FIELDS = ['minPrice', 'maxPrice'] as const;

/**
 * Min and max price, labelled with the currency chosen beside them; listings in the other currency
 * are found too (the note says so). With `kyatPerUsd` (the rate of the day), changing the currency
 * converts the typed budget so it means the same; without JavaScript the server reads what is sent.
 */
export function PriceRange({ minPrice = '', maxPrice = '', currency, kyatPerUsd }: { minPrice?: string | number; maxPrice?: string | number; currency?: Currency; kyatPerUsd?: number }) {
  const t = useT();
  const chosen = priceCurrency({ currency });
  const [unit, setUnit] = useState<string>(chosen);
  useEffect(() => setUnit(chosen), [chosen]);
  const boxes = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = boxes.current?.closest('form');
    const select = form?.elements.namedItem('currency');
    if (!form || !(select instanceof HTMLSelectElement)) return;
    const change = () => {
      const to = select.value;
      if (kyatPerUsd) {
        // Two currencies: the one left is the other.
        const from = to === 'USD' ? 'lakh MMK' : 'USD';
        for (const name of BUDGET_FIELDS) {
          const box = form.elements.namedItem(name);
          if (box instanceof HTMLInputElement && box.value.trim() !== '' && Number.isFinite(Number(box.value))) {
            box.value = String(convertBudget(Number(box.value), from, to, kyatPerUsd));
          }
        }
      }
      setUnit(to);
    };
    select.addEventListener('change', change);
    return () => select.removeEventListener('change', change);
  }, [kyatPerUsd]);
  const box = (name: (typeof BUDGET_FIELDS)[number], label: string, value: string | number) => (
    <TextField label={label} name={name} type="number" inputMode="decimal" min={0} step="any" defaultValue={value} />
  );
  return (
    <>
      <div ref={boxes} className="grid grid-cols-2 gap-3">
        {box('minPrice', t('Min price ({unit})', { unit: t(unit) }), minPrice)}
        {box('maxPrice', t('Max price ({unit})', { unit: t(unit) }), maxPrice)}
      </div>
      <p className="-mt-2 text-xs text-muted">{t('Listings priced in either currency are found: prices are compared at the rate of the day.')}</p>
    </>
  );
}

/** The amenity checkboxes; `columns`: the grid's classes (two a row on a phone). */
export function AmenityChecks({ checked = {}, columns = 'grid-cols-2' }: { checked?: Partial<Record<Amenity, boolean>>; columns?: string }) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('Amenities')}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {SEARCH_AMENITIES.map((name) => (
          <CheckboxField key={name} name={name} value="true" label={t(AMENITY_LABELS[name])} defaultChecked={checked[name]} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Show rented and sold": a search shows only homes still available unless this is ticked; then
 * the rented-out and sold ones follow the live ones (/search and /full-search).
 */
export function ShowClosedCheck({ defaultChecked = false, className }: { defaultChecked?: boolean; className?: string }) {
  const t = useT();
  return <CheckboxField name="showClosed" value="true" label={t('Show rented and sold')} defaultChecked={defaultChecked} className={className} />;
}
