// A listing card for lists (home, agent page): cover photo, title, township, price and the key
// numbers, in the order of the search results' cards. On a phone it is a compact row (photo
// left), from 640 px a photo-on-top card.
//
// Light on purpose: a page shows 9 to 18 of them. The key numbers are one line of words
// ('2 beds · 1 bath · 1,200 sq ft') rather than a list with an icon each, which cost a tile ten
// elements and a kilobyte of inline SVG, written into the page once per tile.
import { Link } from 'react-router';
import type { ListingTileData } from '../../lib/views/listing-tile';
import { imageSrcSet, smallImage } from '../../lib/media-url';
import { useRootData, useT } from '../../lib/root-data';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import { listingFacts } from '../listing/listing-facts';
import { Price } from '../listing/price';
import { townshipLabel } from '../../lib/township-label';

/** What a tile shows of a listing (no address, no date): what the home page sends the browser. */
export type TileListing = Omit<ListingTileData, 'address' | 'createdAt'>;

export function toTileListing({ address: _address, createdAt: _createdAt, ...tile }: ListingTileData): TileListing {
  return tile;
}

const badge = 'rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 shadow-sm';

export function ListingTile({ listing }: { listing: TileListing }) {
  const t = useT();
  const { lang } = useRootData();
  const typeLabel = usePropertyTypeLabel();
  const closed = listing.propertyStatus === 'Rented Out' || listing.propertyStatus === 'Sold Out';
  const facts = listingFacts(t, listing);
  return (
    <Link
      to={`/listing/${listing._id}`}
      prefetch="intent"
      className="group flex h-full overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md sm:flex-col"
    >
      <div className="relative min-h-28 w-36 shrink-0 bg-surface-2 sm:aspect-[3/2] sm:w-full">
        {listing.cover && (
          <img
            src={smallImage(listing.cover)}
            srcSet={imageSrcSet(listing.cover)}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 144px"
            width={400}
            height={267}
            loading="lazy"
            decoding="async"
            alt=""
            // The frame holds its size (a row's height on a phone, 3:2 from 640 px): the photo fills it.
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          <span className={`${badge} bg-brand text-on-brand`}>{listing.type === 'rent' ? t('For Rent') : t('For Sale')}</span>
          {listing.offer && <span className={`${badge} bg-accent text-on-accent`}>{t('Premium Ad')}</span>}
        </div>
        {closed && (
          <span className="absolute inset-x-0 bottom-0 bg-black/65 py-1 text-center text-xs font-bold uppercase tracking-wide text-white">
            {t(listing.propertyStatus)}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-fg group-hover:underline sm:text-base">{listing.name}</h3>
        <p className="truncate text-sm text-muted">
          {townshipLabel(listing.township, lang)} · {typeLabel(listing.propertyType)}
        </p>
        <Price listing={listing} />
        {facts.length > 0 && <p className="mt-auto text-sm text-muted">{facts.map((fact) => fact.text).join(' · ')}</p>}
      </div>
    </Link>
  );
}
