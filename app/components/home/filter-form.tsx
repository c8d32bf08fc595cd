// The advanced filter on the home page: type, township (Burmese names when reading in Burmese),
// property type and amenities, sent to /search. Without scripts it is a plain GET form; with
// them, blank choices are dropped from the URL (search-url.ts).
import { Form, useNavigate } from 'react-router';
import { PROPERTY_TYPES, TOWNSHIPS } from '../../lib/constants';
import { useRootData, useT } from '../../lib/root-data';
import { CheckboxField } from '../ui/checkbox-field';
import { RadioGroup } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { Sliders } from '../ui/icons';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import { searchUrl } from './search-url';

export function FilterForm() {
  const t = useT();
  const { lang } = useRootData();
  const navigate = useNavigate();
  const typeLabel = usePropertyTypeLabel();
  const townships = TOWNSHIPS.map((x) => ({ value: x.slug, label: lang === 'my' ? x.my : x.en }));
  const amenities = [
    { name: 'parking', label: t('Parking') },
    { name: 'furnished', label: t('Furnished') },
    { name: 'swimmingPool', label: t('Swimming pool') },
    { name: 'gym', label: t('Gym') },
    { name: 'offer', label: t('Premium Ad') },
  ];

  return (
    <section aria-labelledby="filter-heading" className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <h2 id="filter-heading" className="mb-4 flex items-center gap-2 text-lg font-bold text-fg">
        <Sliders size={20} className="text-brand" />
        {t('Advanced Search')}
      </h2>
      <Form
        method="get"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchUrl(new FormData(event.currentTarget)));
        }}
        className="flex flex-col gap-4"
      >
        <RadioGroup
          legend={t('Type')}
          name="type"
          defaultValue="all"
          options={[
            { value: 'all', label: t('All') },
            { value: 'rent', label: t('Rent') },
            { value: 'sale', label: t('Sale') },
          ]}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField label={t('Township')} name="township" options={townships} placeholder={t('All townships')} defaultValue="" />
          <SelectField
            label={t('Property type')}
            name="propertyType"
            options={PROPERTY_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            placeholder={t('Any type')}
            defaultValue=""
          />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">{t('Amenities')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {amenities.map((a) => (
              <CheckboxField key={a.name} name={a.name} value="true" label={a.label} />
            ))}
          </div>
        </fieldset>
        <button type="submit" className="min-h-12 rounded-lg bg-brand px-5 text-base font-semibold text-on-brand hover:bg-brand-strong">
          {t('Search properties')}
        </button>
      </Form>
    </section>
  );
}
