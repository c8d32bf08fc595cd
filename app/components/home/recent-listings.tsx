// 'Recent rent' / 'Recent sale' on the home page: 27 loaded, 9 shown, 'View More' adds 9 and
// disappears when nothing is left.
import type { ListingTileData } from '../../domain/home/listing-tile';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { ListingTile } from './listing-tile';
import { useReveal } from './reveal';
import { SectionHeading, ViewMore } from './section';

export function RecentListings({ id, title, listings, to }: { id: string; title: string; listings: ListingTileData[]; to: string }) {
  const t = useT();
  const { shown, hasMore, more } = useReveal(listings.length, PAGE_SIZES.homeShow);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} title={title} to={to} />
      {listings.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-center text-muted">{t('No listings yet.')}</p>
      ) : (
        <ul id={id} className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {listings.slice(0, shown).map((listing) => (
            <li key={listing._id}>
              <ListingTile listing={listing} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && <ViewMore onClick={more} controls={id} />}
    </section>
  );
}
