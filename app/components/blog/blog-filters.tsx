// The /blogs filters: Search Term, Sort (Latest/Oldest) and Category, sent as a GET form so
// every choice lives in the URL (shareable, and works before scripts load).
import { Form } from 'react-router';
import { useT } from '../../lib/root-data';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { BLOG_FILTER_CATEGORIES, type BlogFilters as Filters } from './blog-query';

export function BlogFilters({ filters }: { filters: Filters }) {
  const t = useT();
  return (
    // Keyed by the filters, so Back/Forward show the URL's values in the fields.
    <Form
      key={`${filters.searchTerm}|${filters.sort}|${filters.category}`}
      method="get"
      role="search"
      aria-label={t('Filter posts')}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <TextField label={t('Search Term:')} name="searchTerm" type="search" maxLength={200} defaultValue={filters.searchTerm} placeholder={t('Search...')} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <SelectField
          label={t('Sort:')}
          name="sort"
          defaultValue={filters.sort}
          options={[
            { value: 'desc', label: t('Latest') },
            { value: 'asc', label: t('Oldest') },
          ]}
        />
        <SelectField
          label={t('Category:')}
          name="category"
          defaultValue={filters.category}
          placeholder={t('Select All')}
          options={BLOG_FILTER_CATEGORIES.map((category) => ({ value: category, label: t(category) }))}
        />
      </div>
      <Button type="submit">{t('Apply Filters')}</Button>
    </Form>
  );
}
