// /full-search?searchTerm=: full-text search, 8 results at a time with 'Show More'. The first batch
// is rendered by the server; 'Show More' fetches the next batch from GET /api/listing/search with
// startIndex. Without JavaScript it is a link asking the server for more at once (?show=16), and
// that same parameter is written into the address after each batch, so Back from a listing
// returns to everything that was on screen.
import { useState } from 'react';
import { Form, Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ListingCard, toCardListing, type CardListing } from '../components/search/listing-card';
import { Search as SearchIcon } from '../components/ui/icons';
import { Alert } from '../components/ui/alert';
import { buttonClass } from '../components/ui/button';
import { fullTextSearchCards } from '../domain/search/full-text-search.server';
import type { ListingView } from '../domain/listings/listing-view';
import { PAGE_SIZES } from '../lib/constants';
import { useT } from '../lib/root-data';
import { MAX_TERM_LENGTH, parseFullSearch } from '../lib/schemas/search';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Full Text Search') },
  { name: 'description', content: 'Search every listing in Yangon by any words, in English or Burmese.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { searchTerm, show } = parseFullSearch(new URL(request.url).searchParams);
  if (!searchTerm) return { searchTerm, listings: [] as CardListing[], hasMore: false };
  // Read as cards (domain/listings/listing-cards.server.ts): the page shows nothing else of them.
  const { listings, hasMore } = await fullTextSearchCards({ term: searchTerm, startIndex: 0, limit: show });
  return { searchTerm, listings, hasMore };
}

const moreHref = (searchTerm: string, show: number) => `/full-search?${new URLSearchParams({ searchTerm, show: String(show) })}`;

function SearchBox({ searchTerm, busy }: { searchTerm: string; busy: boolean }) {
  const t = useT();
  return (
    <Form method="get" action="/full-search" role="search" className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="search-term" className="text-sm font-medium text-fg">
          {t('Search listings')}
        </label>
        <input
          id="search-term"
          type="search"
          name="searchTerm"
          required
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
    </Form>
  );
}

/** The results of one loaded search; keyed by it, so a new search starts from its own first batch. */
function Results({ searchTerm, initial, initialHasMore, busy }: { searchTerm: string; initial: CardListing[]; initialHasMore: boolean; busy: boolean }) {
  const t = useT();
  const [listings, setListings] = useState(initial);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function showMore() {
    setLoading(true);
    setFailed(false);
    try {
      const params = new URLSearchParams({ searchTerm, startIndex: String(listings.length) });
      const response = await fetch(`/api/listing/search?${params}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const batch = ((await response.json()) as ListingView[]).map(toCardListing);
      const seen = new Set(listings.map((l) => l._id));
      const next = [...listings, ...batch.filter((l) => !seen.has(l._id))];
      setListings(next);
      setHasMore(/rel="next"/.test(response.headers.get('Link') ?? ''));
      // Record how many are shown without a router navigation (which would reload them all);
      // the router's own history state is kept as it is.
      window.history.replaceState(window.history.state, '', moreHref(searchTerm, next.length));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (listings.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
        <p className="font-semibold text-fg">{t('No listing found! Type Something!')}</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-busy={busy || loading} className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-50' : ''}`}>
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
            to={moreHref(searchTerm, listings.length + PAGE_SIZES.fullSearch)}
            preventScrollReset
            replace
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void showMore();
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
      <SearchBox key={data.searchTerm} searchTerm={data.searchTerm} busy={busy} />
      <section aria-label={t('Listing results')}>
        <Results key={`${data.searchTerm}:${data.listings.length}`} searchTerm={data.searchTerm} initial={data.listings} initialHasMore={data.hasMore} busy={busy} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('Full Text Search')}</h1>
      <SearchBox searchTerm={parseFullSearch(params).searchTerm} busy={false} />
      <Alert>{t('Failed to fetch listings. Please check your internet connection, then refresh the page or try again later.')}</Alert>
    </div>
  );
}
