// 'Recent rent' / 'Recent sale' on the home page: the page comes with the 9 newest; 'View More'
// asks GET /api/listing/get for the next 9 (the same call other clients use) and disappears when
// nothing is left.
import type { ListingView } from '../../lib/views/listing-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import type { ListingCardData as TileListing } from '../../lib/views/listing-card';
import { ListingCard } from '../listing/listing-card';
import { getJson, useLoadMore } from './load-more';
import { SectionHeading, ViewMore } from './section';

const PAGE = PAGE_SIZES.homeShow;

async function fetchListings(type: 'rent' | 'sale', startIndex: number): Promise<TileListing[]> {
  const page = Math.floor(startIndex / PAGE) + 1;
  // Loaded on the first click, not with the page: the first paint does not need it.
  const [body, { toListingCard }] = await Promise.all([
    getJson<{ results: { result: ListingView[] } }>(`/api/listing/get?type=${type}&page=${page}&limit=${PAGE}`),
    import('../../lib/views/listing-card'),
  ]);
  return body.results.result.map(toListingCard);
}

export function RecentListings({ id, type, title, listings, to }: { id: string; type: 'rent' | 'sale'; title: string; listings: { items: TileListing[]; more: boolean }; to: string }) {
  const t = useT();
  const { items, hasMore, busy, failed, loadMore } = useLoadMore({
    initial: listings.items,
    initialHasMore: listings.more,
    pageSize: PAGE,
    fetchPage: (startIndex) => fetchListings(type, startIndex),
  });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} title={title} to={to} />
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-center text-muted">{t('No listings yet.')}</p>
      ) : (
        <ul id={id} className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {items.map((listing) => (
            <li key={listing._id}>
              <ListingCard variant="tile" listing={listing} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && <ViewMore onClick={() => void loadMore()} controls={id} busy={busy} failed={failed} />}
    </section>
  );
}
