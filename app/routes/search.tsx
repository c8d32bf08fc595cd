// /search: the advanced search. Every filter is a query parameter (spec section 2), parsed by one
// schema that never fails, so any link, old or hand-made, shows a page; only a wrong map area
// (`bounds`) is refused, with a 400 that says so. Homes still available only, unless "Show rented
// and sold" (showClosed=true) adds the others after them. Results are 8 to a numbered page, in 2
// columns from small screens up, and on a map (components/search/results-map.tsx): a List / Map
// switch on phones, the two side by side from 1280 px.
import { Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { data, useLocation, useLoaderData, useNavigation, useNavigationType, Link, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { FilterForm } from '../components/search/filter-form';
import { FiltersToggle } from '../components/search/filters-toggle';
import { ListingCard } from '../components/listing/listing-card';
import { ResultsMap } from '../components/search/results-map';
import { SaveSearch } from '../components/search/save-search';
import { SortMenu } from '../components/search/sort-menu';
import { savedSearchQuery } from '../lib/saved-search-query';
import { Pagination } from '../components/ui/pagination';
import { searchListings } from '../domain/search/advanced-search.server';
import { withHeldCovers } from '../domain/media/held-photos.server';
import { useT } from '../lib/root-data';
import { useDataSaver } from '../lib/data-saver';
import { activeFilterCount, BOUNDS_MESSAGE, invalidBounds, invalidCurrency, parseAdvancedSearch, priceCurrency, searchUrl, type AdvancedSearchQuery } from '../lib/schemas/search';
import { nearMatchesOfSearch } from '../domain/search/near-matches.server';
import { NearMatchesPanel } from '../components/search/near-matches-lazy';
import { rateOfTheDay } from '../domain/exchange-rates/rate-of-the-day.server';
import { formatNumber } from '../lib/format-number';
import { formatPrice } from '../lib/format-price';
import { budgetDoubt, type BudgetDoubt } from '../lib/forms/price-sense';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Advanced Search') },
  { name: 'description', content: 'Search homes, flats, condos and land for rent and sale in Yangon by township, type, price and amenities.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseAdvancedSearch(params);
  const boundsError = invalidBounds(params) ?? invalidCurrency(params);
  // The rate of the day, for the browser to convert a typed budget when the currency changes;
  // read beside the search, not before it.
  const [kyatPerUsd, found] = await Promise.all([rateOfTheDay(), boundsError ? null : searchListings({ query })]);
  if (boundsError || !found) {
    const none = { listings: [], total: 0, totalIsExact: true, page: 1, pageCount: 0, pageSize: 0, nearMatches: null };
    return data({ query, boundsError, kyatPerUsd, budgetQuestion: null, ...none }, { status: 400 });
  }
  // Already cards (domain/listings/listing-cards.server.ts): the page shows nothing else of them.
  const { listings, ...result } = found;
  // Nothing found: homes close to the search instead of an empty page.
  const nearMatches = result.total === 0 ? await nearMatchesOfSearch({ query }) : null;
  // The budget question is worked out here, not in the page: its rules stay out of the page's JavaScript.
  // With the data saver on, each card's photo waits for a tap that names its size (lib/held-photo.ts).
  return withHeldCovers(request, { query, boundsError: undefined, kyatPerUsd, budgetQuestion: budgetDoubt(query), ...result, listings, nearMatches });
}

/**
 * Saving this search (or asking for the confirmation link again) posts to /saved-searches and
 * changes nothing the results show: they are not searched again for it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/saved-searches') ? false : defaultShouldRevalidate;

/** Whether the window is at least 1280 px wide, where the list and the map stand side by side. */
function useWideScreen() {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const media = window.matchMedia('(min-width: 1280px)');
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}

/** The phone's switch between the list and the map (from 1280 px both show, and it hides). */
function ViewSwitch({ view, onChange }: { view: 'list' | 'map'; onChange: (view: 'list' | 'map') => void }) {
  const t = useT();
  const option = (value: 'list' | 'map', label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={`flex-1 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${view === value ? 'bg-brand text-on-brand' : 'text-fg'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('Show the results as')} className="mb-4 flex gap-1 rounded-lg border border-line bg-surface p-1 xl:hidden">
      {option('list', t('List'))}
      {option('map', t('Map'))}
    </div>
  );
}

/**
 * After a new search or another page of results, bring the results into view when they are not:
 * on a phone they sit below the whole form, so "Search" at the form's foot, or a page number at
 * the list's foot, would otherwise leave the reader looking at the form. (The form and the page
 * links navigate with preventScrollReset, so the page does not first jump to the top.) Back and
 * Forward are left to the browser's restored position, and a page opened afresh starts at the top.
 */
function useResultsInView(results: RefObject<HTMLElement | null>, search: string) {
  const navigationType = useNavigationType();
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    const section = results.current;
    if (navigationType === 'POP' || !section) return;
    const { top } = section.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) section.scrollIntoView({ block: 'start' });
    // The filter form is drawn anew for the new search (keyed by it), taking the focused Search
    // button or field with it: a keyboard's focus fell back to the page's top. It goes to the
    // results it asked for instead, which a screen reader then names.
    if (document.activeElement === document.body) section.querySelector<HTMLElement>('#results-heading')?.focus({ preventScroll: true });
  }, [results, search, navigationType]);
}

/**
 * The filter form. On a phone a search that has filters folds them behind a button, so its results
 * are what the reader sees, from the home page's form or a township card as after "Search" here;
 * a search without filters shows the form. On large screens the form is always beside the results.
 */
function Filters({ query, busy, kyatPerUsd }: { query: AdvancedSearchQuery; busy: boolean; kyatPerUsd?: number }) {
  const t = useT();
  const count = activeFilterCount(query);
  const [shown, setShown] = useState(count === 0);
  return (
    // Below the sticky header; taller than the window (768 px high), it scrolls on its own.
    <div className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain">
      <FiltersToggle open={shown} onToggle={() => setShown((value) => !value)} controls="search-filters" label={t('Filters ({n})', { n: count })} />
      <div id="search-filters" className={shown ? undefined : 'hidden lg:block'}>
        <FilterForm query={query} busy={busy} kyatPerUsd={kyatPerUsd} />
      </div>
    </div>
  );
}

/** 'Did you mean 15 lakh?' over a budget that fits no home in its currency: a link to the same search in the other. */
function BudgetQuestion({ query, doubt }: { query: AdvancedSearchQuery; doubt: BudgetDoubt | null }) {
  const t = useT();
  if (!doubt) return null;
  return (
    <p className="-mt-2 mb-4 text-sm">
      <Link to={searchUrl({ ...query, currency: doubt.currency, page: 1 })} className="font-medium text-brand underline">
        {doubt.currency === 'USD' ? t('Did you mean {price} a month?', { price: formatPrice(doubt.amount, 'USD') }) : t('Did you mean {n} lakh?', { n: doubt.amount })}
      </Link>
    </p>
  );
}

/** The page frame: form beside (on large screens) or above (on phones) the results. */
function Layout({ query, busy, kyatPerUsd, children }: { query: AdvancedSearchQuery; busy: boolean; kyatPerUsd?: number; children: ReactNode }) {
  const t = useT();
  const { search } = useLocation();
  const results = useRef<HTMLElement>(null);
  useResultsInView(results, search);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('Advanced Search')}</h1>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        {/* Keyed by the URL: Back and Forward show the filters of the search they return to. */}
        <Fragment key={search}>
          <Filters query={query} busy={busy} kyatPerUsd={kyatPerUsd} />
        </Fragment>
        {/* scroll-mt: clear of the sticky header when scrolled into view. */}
        <section ref={results} aria-labelledby="results-heading" className="min-w-0 scroll-mt-20">
          <h2 id="results-heading" tabIndex={-1} className="sr-only">
            {t('Listing results')}
          </h2>
          {children}
        </section>
      </div>
    </div>
  );
}

export default function Search() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // Only a navigation to this page dims the results; leaving for a listing does not.
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === '/search';
  const { query, listings, total, totalIsExact, page, pageCount, boundsError, nearMatches } = data;
  const [view, setView] = useState<'list' | 'map'>('list');
  const wide = useWideScreen();
  const saver = useDataSaver();

  if (boundsError) {
    return (
      <Layout query={query} busy={busy} kyatPerUsd={data.kyatPerUsd}>
        <Alert>{t(boundsError)}</Alert>
        <Link to={searchUrl(boundsError === BOUNDS_MESSAGE ? { ...query, bounds: undefined } : { ...query, minPrice: undefined, maxPrice: undefined })} className="mt-4 inline-block font-medium text-brand underline">
          {t(boundsError === BOUNDS_MESSAGE ? 'Show all areas' : 'Show all prices')}
        </Link>
      </Layout>
    );
  }

  return (
    <Layout query={query} busy={busy} kyatPerUsd={data.kyatPerUsd}>
      <div className="mb-4">
        <SaveSearch key={searchUrl(query)} from="search" query={savedSearchQuery('search', searchUrl(query).split('?')[1] ?? '')} />
      </div>
      <ViewSwitch view={view} onChange={setView} />
      <div className="xl:grid xl:grid-cols-2 xl:items-start xl:gap-6">
        <div className={view === 'map' ? 'hidden xl:block' : undefined}>
          {/* One line of fixed height, so the grid below never moves when the text changes; with
              nothing found and nothing loading, no band at all above the empty state. */}
          <div className={busy || total > 0 ? 'mb-4 flex min-h-11 items-center justify-between gap-2' : 'flex'}>
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              {busy ? (
                <>
                  <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-line border-t-brand" />
                  {t('Searching...')}
                </>
              ) : total === 0 ? null : totalIsExact ? (
                total === 1 ? t('1 listing found') : t('{n} listings found', { n: formatNumber(total) })
              ) : (
                t('More than {n} listings found', { n: formatNumber(total) })
              )}
            </p>
            {listings.length > 0 && <SortMenu query={query} />}
          </div>
          {(query.minPrice !== undefined || query.maxPrice !== undefined) && (
            <p className="-mt-2 mb-4 text-sm text-muted">{t('Prices in {currency}; listings priced in either currency are compared at the rate of the day.', { currency: t(priceCurrency(query)) })}</p>
          )}
          <BudgetQuestion query={query} doubt={data.budgetQuestion} />
          <div aria-busy={busy} className={`transition-opacity ${busy ? 'pointer-events-none opacity-50' : ''}`}>
            {listings.length === 0 && total === 0 && nearMatches ? (
              <NearMatchesPanel nearMatches={nearMatches} currency={query.currency} sizes="(min-width: 1280px) 440px, (min-width: 1024px) calc((100vw - 24rem) / 2), (min-width: 640px) 50vw, 100vw" />
            ) : listings.length === 0 ? (
              <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
                <p className="font-semibold text-fg">{t('No listing found!')}</p>
                <p className="mt-1 text-sm text-muted">
                  {total > 0 ? t('There are no more results on this page.') : t('Try fewer filters or another township.')}
                </p>
                {/* On a phone the filters are folded away above: the way out, where the reader is. */}
                {total === 0 && activeFilterCount(query) > 0 && (
                  <ButtonLink to="/search" variant="secondary" className="mt-4">
                    {t('Clear filters')}
                  </ButtonLink>
                )}
              </div>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-1">
                {listings.map((listing, i) => (
                  <li key={listing._id}>
                    <ListingCard listing={listing} currency={query.currency} priority={i < 2} sizes="(min-width: 1280px) 440px, (min-width: 1024px) calc((100vw - 24rem) / 2), (min-width: 640px) 50vw, 100vw" />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Pagination page={page} pageCount={pageCount} href={(n) => searchUrl(query, n)} preventScrollReset className="mt-8" />
        </div>
        <div className={`xl:sticky xl:top-20 ${view === 'list' ? 'hidden xl:block' : ''}`}>
          {/* Data saver: the map (Leaflet and its tiles) only when asked for, on a wide screen too. */}
          {saver && wide && view === 'list' ? (
            <Button variant="secondary" className="w-full" onClick={() => setView('map')}>
              {t('Show on map')}
            </Button>
          ) : (
            <ResultsMap query={query} shown={view === 'map' || wide} busy={busy} />
          )}
        </div>
      </div>
    </Layout>
  );
}

/** The loader failed (database down) or, after hydration, the network did: the spec's text. */
export function ErrorBoundary() {
  const t = useT();
  const { search } = useLocation();
  return (
    <Layout query={parseAdvancedSearch(new URLSearchParams(search))} busy={false}>
      <Alert>{t('Failed to fetch listings. Please check your internet connection, then refresh the page or try again later.')}</Alert>
    </Layout>
  );
}
