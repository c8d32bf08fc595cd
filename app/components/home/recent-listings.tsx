// 'Recent rent' / 'Recent sale' on the home page: the page comes with the 9 newest; 'View More'
// asks /home-lists/:list for the next 9 of this list (lib/show-more) and disappears when
// nothing is left.
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
import type { ListingCardData as TileListing } from '../../lib/views/listing-card';
import { ListingCard } from '../listing/listing-card';
import { homeBatch, type HomeBatch } from './home-batch';
import { SectionHeading, ViewMore } from './section';

/** The tiles a phone draws with the page; the others wait until scrolled near. */
const TILES_DRAWN_AT_ONCE = 2;

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
          {items.map((listing, i) => (
            // On a phone the list is one tile wide and its first screen shows at most the first
            // two: the others are laid out once the browser finds them near, in a task after the
            // first layout, which was the largest task of a first visit. 270 px: a little above the tallest tile, Burmese at 320 px (257).
            // Wider, the tiles share the grid's rows, which an undrawn tile's height would set.
            <li key={listing._id} className={i >= TILES_DRAWN_AT_ONCE ? 'max-sm:render-when-near [--drawn-height:270px]' : undefined}>
              <ListingCard variant="tile" listing={listing} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && <ViewMore onClick={showMore} controls={id} busy={busy} failed={failed} />}
    </section>
  );
}
