// 'Recent rent' / 'Recent sale' on the home page: the page comes with the 9 newest; 'View More'
// asks /home-lists/:list for the next 9 of this list (lib/show-more) and disappears when
// nothing is left.
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
import type { ListingCardData as TileListing } from '../../lib/views/listing-card';
import { ListingCard } from '../listing/listing-card';
import { HydrateLater } from '../ui/hydrate-later';
import { homeBatch, type HomeBatch } from './home-batch';
import { SectionHeading, ViewMore } from './section';

export function RecentListings({ id, type, title, listings, to }: { id: string; type: 'rent' | 'sale'; title: string; listings: HomeBatch<TileListing>; to: string }) {
  const t = useT();
  const { items, hasMore, busy, failed, showMore, listProps } = useShowMore({
    first: listings.items,
    firstHasMore: listings.more,
    pageSize: PAGE_SIZES.homeShow,
    ...homeBatch<TileListing>(type),
  });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} title={title} to={to} />
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-center text-muted">{t('No listings yet.')}</p>
      ) : (
        <ul id={id} {...listProps} className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {items.map((listing) => (
            <HydrateLater as="li" key={listing._id}>
              <ListingCard variant="tile" listing={listing} />
            </HydrateLater>
          ))}
        </ul>
      )}
      {hasMore && <ViewMore onClick={showMore} controls={id} busy={busy} failed={failed} />}
    </section>
  );
}
