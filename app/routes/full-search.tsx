// /full-search?searchTerm=(&sort=)(&showClosed=true): full-text search, 8 results at a time with
// 'Show More', under a heading that counts the matches and a sort control (best match, newest,
// price either way). Homes still available only, unless "Show rented and sold" is ticked.
// The sort select belongs to the search form (its `form` attribute): with JavaScript a choice
// reloads the results at once; without it, the submit button beside it (or Search) sends both.
// The first batch is rendered by the server; 'Show More' asks this page's loader for the next
// batch (?startIndex=, lib/show-more). Without JavaScript it is a link asking the server for more at once (?show=16), and
// that same parameter is written into the address after each batch, so Back from a listing
// returns to everything that was on screen.
import { useEffect } from 'react';
import { Form, isRouteErrorResponse, useLoaderData, useNavigation, useRouteError, useSearchParams, useSubmit, Link, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { readForPage, refusalPage } from '../server-lib/page-refusals.server';
import { ListingCard } from '../components/listing/listing-card';
import { SaveSearch } from '../components/search/save-search';
import { savedSearchQuery } from '../lib/saved-search-query';
import type { ListingCardData as CardListing } from '../lib/views/listing-card';
import { Search as SearchIcon } from '../components/ui/icons';
import { Alert } from '../components/ui/alert';
import { ButtonLink, buttonClass } from '../components/ui/button';
import { fullSearchResults } from '../domain/search/full-search-results.server';
import { withHeldCovers } from '../domain/media/held-photos.server';
import { fullTextSearchCards } from '../domain/search/full-text-search.server';
import { NearMatchesPanel } from '../components/search/near-matches-lazy';
import { FULL_TEXT_SORTS, FULL_TEXT_SORT_LABELS, readFullTextSort, withFullTextSort, type FullTextSort } from '../lib/full-text-sort';
import { PAGE_SIZES } from '../lib/constants';
import { formatNumber } from '../lib/format-number';
import { useT } from '../lib/root-data';
import { EMPTY_SEARCH, MAX_TERM_LENGTH, parseFullSearch, withShowClosed } from '../lib/schemas/search';
import { ShowClosedCheck } from '../components/search/filter-fields';
import { clearValidity, sayWhenInvalid } from '../components/ui/validity-message';
import { pageTitle } from '../lib/page-title';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { batchStart } from '../lib/show-more/batch-request';
import { useShowMore } from '../lib/show-more/use-show-more';

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Full Text Search') },
  { name: 'description', content: 'Search every listing in Yangon by any words, in English or Burmese.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // With the data saver on, each card's photo waits for a tap that names its size (lib/held-photo.ts).
  return withHeldCovers(request, await results(request));
}

async function results(request: Request) {
  const params = new URL(request.url).searchParams;
  const startIndex = batchStart(params);
  if (startIndex === undefined) return fullSearchPage(params);
  // Show More's next batch of the same search, in the page's shape (the URL may be opened as a
  // page too), without the count: the heading of the first page stays on screen.
  const { searchTerm, showClosed } = parseFullSearch(params);
  const sort = readFullTextSort(params.get('sort'));
  if (!searchTerm) return fullSearchPage(params);
  const { listings, hasMore } = await answerOrRefuse(() => fullTextSearchCards({ term: searchTerm, startIndex, limit: PAGE_SIZES.fullSearch, sort, showClosed }));
  return { searchTerm, sort, showClosed, listings, hasMore, total: 0, totalIsExact: true, nearMatches: null };
}

/** A search refused for the load it would add (domain/search/search-lane.server.ts) is a 503 with its message, never a 500. */
const answerOrRefuse = <T,>(search: () => Promise<T>): Promise<T> => readForPage(search(), { 503: refusalPage });

export const clientLoader = batchClientLoader;

/** A refused search's Retry-After reaches the browser with its page. */
export const headers: HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

async function fullSearchPage(params: URLSearchParams) {
  const { searchTerm, show, showClosed } = parseFullSearch(params);
  const sort = readFullTextSort(params.get('sort'));
  if (!searchTerm) return { searchTerm, sort, showClosed, listings: [] as CardListing[], hasMore: false, total: 0, totalIsExact: true, nearMatches: null };
  return answerOrRefuse(async () => {
    // Read as cards (domain/listings/listing-cards.server.ts): the page shows nothing else of them.
    // Nothing found: near matches, homes in the neighbouring townships of one the term names.
    const { listings, hasMore, total, totalIsExact, nearMatches } = await fullSearchResults({ term: searchTerm, limit: show, sort, showClosed });
    return { searchTerm, sort, showClosed, listings, hasMore, total, totalIsExact, nearMatches };
  });
}

/** This page's address for a search: the sort and "Show rented and sold" only when not the defaults. */
const pageHref = ({ searchTerm, sort, showClosed, show }: { searchTerm: string; sort: FullTextSort; showClosed: boolean; show?: number }) =>
  `/full-search?${withShowClosed(withFullTextSort(new URLSearchParams({ searchTerm, ...(show === undefined ? {} : { show: String(show) }) }), sort), showClosed)}`;

/** The search form's id: the sort select, drawn beside the results, belongs to it. */
const SEARCH_FORM = 'full-search-form';

function SearchBox({ searchTerm, showClosed, busy }: { searchTerm: string; showClosed: boolean; busy: boolean }) {
  const t = useT();
  return (
    <Form id={SEARCH_FORM} method="get" action="/full-search" role="search" className="mb-6 flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="search-term" className="text-sm font-medium text-fg">
            {t('Search listings')}
          </label>
          <input
            id="search-term"
            type="search"
            name="searchTerm"
            required
            onInvalid={sayWhenInvalid(t(EMPTY_SEARCH))}
            onInput={clearValidity}
            maxLength={MAX_TERM_LENGTH}
            defaultValue={searchTerm}
            placeholder={t('Township, title, address... e.g. Bahan condo')}
            className="min-h-11 rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-muted"
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          <SearchIcon size={18} className="shrink-0" />
          {busy ? t('Searching...') : t('Search')}
        </button>
      </div>
      <ShowClosedCheck defaultChecked={showClosed} className="self-start" />
    </Form>
  );
}

/** How many listings match, and how they are ordered: the heading of the results (h2, above the cards' h3). */
function ResultsHeading({ searchTerm, sort, total, totalIsExact }: { searchTerm: string; sort: FullTextSort; total: number; totalIsExact: boolean }) {
  const t = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  // While a new order loads, the select shows it (controlled, not re-keyed: focus stays on it).
  const pending = navigation.location?.pathname === '/full-search' ? readFullTextSort(new URLSearchParams(navigation.location.search).get('sort')) : null;
  const count = !totalIsExact
    ? t('More than {n} results for "{term}"', { n: formatNumber(total), term: searchTerm })
    : total === 1
      ? t('1 result for "{term}"', { term: searchTerm })
      : t('{n} results for "{term}"', { n: formatNumber(total), term: searchTerm });
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <h2 className="min-w-0 break-words text-lg font-semibold text-fg">{count}</h2>
      <div className="flex items-end gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="full-search-sort" className="text-sm font-medium text-fg">
            {t('Sort')}
          </label>
          <select
            id="full-search-sort"
            name="sort"
            form={SEARCH_FORM}
            value={pending ?? sort}
            onChange={(event) => {
              const form = event.currentTarget.form;
              if (form) void submit(form);
            }}
            className="min-h-11 min-w-0 rounded-lg border border-line bg-surface px-3 text-base text-fg"
          >
            {FULL_TEXT_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(FULL_TEXT_SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        {/* Without JavaScript a choice needs a submit; with it, choosing is enough. */}
        <noscript>
          <button type="submit" form={SEARCH_FORM} className={buttonClass('secondary')}>
            {t('Apply')}
          </button>
        </noscript>
      </div>
    </div>
  );
}

/** The results of one loaded search; keyed by it, so a new search starts from its own first batch. */
function Results({
  searchTerm,
  sort,
  showClosed,
  initial,
  initialHasMore,
  busy,
}: {
  searchTerm: string;
  sort: FullTextSort;
  showClosed: boolean;
  initial: CardListing[];
  initialHasMore: boolean;
  busy: boolean;
}) {
  const t = useT();
  const {
    items: listings,
    hasMore,
    busy: loading,
    failed,
    showMore,
    listProps,
  } = useShowMore({
    first: initial,
    firstHasMore: initialHasMore,
    pageSize: PAGE_SIZES.fullSearch,
    href: pageHref({ searchTerm, sort, showClosed }),
    read: (data: { listings: CardListing[]; hasMore: boolean }) => ({ items: data.listings, hasMore: data.hasMore }),
  });

  // Record how many are shown without a router navigation (which would reload them all), so
  // Back from a listing returns to all of them; the router's own history state is kept as it is.
  useEffect(() => {
    if (listings.length > initial.length) window.history.replaceState(window.history.state, '', pageHref({ searchTerm, sort, showClosed, show: listings.length }));
  }, [listings.length, initial.length, searchTerm, sort, showClosed]);

  if (listings.length === 0) {
    // The spec's line, then, when a term found nothing, what to try instead: the spec's line
    // alone told someone who had typed something to type something.
    return (
      <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
        <p className="font-semibold text-fg">{t('No listing found! Type Something!')}</p>
        {searchTerm && (
          <>
            <p className="mt-2 text-sm text-muted">
              {t('Nothing matched "{term}". Try a township (Bahan), a kind of home (condo) or a reference number (YH-000123).', { term: searchTerm })}
            </p>
            <ButtonLink to="/search" variant="secondary" className="mt-4">
              {t('Browse all listings')}
            </ButtonLink>
          </>
        )}
      </div>
    );
  }
  return (
    <>
      <ul id="full-search-results" {...listProps} aria-busy={busy || loading} className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-50' : ''}`}>
        {listings.map((listing, i) => (
          <li key={listing._id}>
            <ListingCard listing={listing} priority={i < 2} sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
      {failed && (
        <div className="mt-6">
          <Alert>{t('Failed to fetch listings. Please check your internet connection, then refresh the page or try again later.')}</Alert>
        </div>
      )}
      {hasMore && (
        <div className="mt-8 flex justify-center">
          <Link
            to={pageHref({ searchTerm, sort, showClosed, show: listings.length + PAGE_SIZES.fullSearch })}
            preventScrollReset
            replace
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              showMore();
            }}
            className={buttonClass('secondary', 'min-w-40')}
          >
            {loading ? t('Loading...') : t('Show More')}
          </Link>
        </div>
      )}
    </>
  );
}

export default function FullSearch() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === '/full-search';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('Full Text Search')}</h1>
      {/* Keyed by the search: Back and Forward show the box as the search they return to had it. */}
      <SearchBox key={`${data.searchTerm}:${data.showClosed}`} searchTerm={data.searchTerm} showClosed={data.showClosed} busy={busy} />
      {data.searchTerm && (
        <div className="mb-6">
          <SaveSearch
            key={`${data.searchTerm}:${data.showClosed}`}
            from="full-search"
            query={savedSearchQuery('full-search', withShowClosed(new URLSearchParams({ searchTerm: data.searchTerm }), data.showClosed).toString())}
          />
        </div>
      )}
      <section aria-label={t('Listing results')}>
        {data.total > 0 && <ResultsHeading searchTerm={data.searchTerm} sort={data.sort} total={data.total} totalIsExact={data.totalIsExact} />}
        {data.total === 0 && data.nearMatches?.listings.length ? (
          <NearMatchesPanel nearMatches={data.nearMatches} sizes="(min-width: 640px) 50vw, 100vw" />
        ) : (
          <Results
            key={`${data.searchTerm}:${data.sort}:${data.showClosed}:${data.listings.length}`}
            searchTerm={data.searchTerm}
            sort={data.sort}
            showClosed={data.showClosed}
            initial={data.listings}
            initialHasMore={data.hasMore}
            busy={busy}
          />
        )}
      </section>
    </div>
  );
}

/** The term stays in the box; a search refused for load says why (its message), anything else the spec's line. */
export function ErrorBoundary() {
  const t = useT();
  const [params] = useSearchParams();
  const error = useRouteError();
  const refused = isRouteErrorResponse(error) && error.status === 503 && typeof error.data === 'string' ? error.data : null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('Full Text Search')}</h1>
      <SearchBox {...parseFullSearch(params)} busy={false} />
      <Alert>{t(refused ?? 'Failed to fetch listings. Please check your internet connection, then refresh the page or try again later.')}</Alert>
    </div>
  );
}
