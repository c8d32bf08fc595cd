// The /blogs filters: Search Term, Sort (Latest/Oldest) and Category, sent as a GET form so
// every choice lives in the URL (shareable, and works before scripts load). With scripts, choosing
// a sort or a category filters right away; the button stays for the search term and for a
// browser without JavaScript (and it is there from the first paint, so nothing moves).
import type { ChangeEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useT } from '../../lib/root-data';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { BLOG_FILTER_CATEGORIES, readBlogFilters, type BlogFilters as Filters } from '../../lib/blog-query';

export function BlogFilters({ filters }: { filters: Filters }) {
  const t = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  // The selects show the URL's choice, or the one on its way: controlled rather than re-keyed,
  // so the select just used keeps the focus while the posts reload.
  const pending = navigation.location?.pathname.toLowerCase() === '/blogs' ? readBlogFilters(new URLSearchParams(navigation.location.search)) : null;
  const shown = pending ?? filters;
  const applyNow = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (form) void submit(form);
  };
  return (
    // Keyed by the search term, so Back/Forward show the URL's term in its field.
    <Form
      key={filters.searchTerm}
      method="get"
      role="search"
      aria-label={t('Filter posts')}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <TextField label={t('Search Term:')} name="searchTerm" type="search" maxLength={200} defaultValue={filters.searchTerm} placeholder={t('Search...')} />
      {/* One above the other on a phone: half its width cut the categories' names ('Condo Project'). */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField
          label={t('Sort:')}
          name="sort"
          value={shown.sort}
          onChange={applyNow}
          options={[
            { value: 'desc', label: t('Latest') },
            { value: 'asc', label: t('Oldest') },
          ]}
        />
        <SelectField
          label={t('Category:')}
          name="category"
          value={shown.category}
          onChange={applyNow}
          placeholder={t('Select All')}
          options={BLOG_FILTER_CATEGORIES.map((category) => ({ value: category, label: t(category) }))}
        />
      </div>
      <Button type="submit">{t('Apply Filters')}</Button>
    </Form>
  );
}
