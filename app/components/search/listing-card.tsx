// One listing in a list (the two searches' results, similar listings): cover photo, badges, title,
// township, price and the key facts. The whole card is one link target (the title's link is
// stretched over it), so a screen reader hears the title once, not every text of the card.
import { Link } from 'react-router';
import type { ListingCardData } from '../../lib/views/listing-card';
import { imageSrcSet, smallImage } from '../../lib/media-url';
import { useRootData, useT } from '../../lib/root-data';
import { Price } from '../listing/price';
import { ListingFacts } from '../listing/listing-facts';
import { Pin } from '../ui/icons';
import { townshipLabel } from '../../lib/township-label';

/** What a card shows: the shape the card queries read (lib/views/listing-card.ts). */
export type CardListing = ListingCardData;

/** Only what a card shows: a page's loader data (sent to the browser too) stays small. */
export function toCardListing(listing: CardListing): CardListing {
  const { _id, name, township, type, offer, regularPrice, discountPrice, currency, bedrooms, bathrooms, squareFeet, landSquareFeet, propertyStatus, imageUrls } = listing;
  return { _id, name, township, type, offer, regularPrice, discountPrice, currency, bedrooms, bathrooms, squareFeet, landSquareFeet, propertyStatus, imageUrls: imageUrls.slice(0, 1) };
}

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm';

export function ListingCard({
  listing,
  priority = false,
  heading: Heading = 'h3',
  sizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
}: {
  listing: CardListing;
  /** The first cards of a page are its largest paint: load them at once, before the rest. */
  priority?: boolean;
  /** The title's heading level, under the page's own headings. */
  heading?: 'h2' | 'h3' | 'h4';
  /** How wide the card is drawn, so the browser picks the 400 or 800 px photo. */
  sizes?: string;
}) {
  const t = useT();
  const { lang } = useRootData();
  const cover = listing.imageUrls[0];
  const overlay = listing.propertyStatus === 'Rented Out' || listing.propertyStatus === 'Sold Out' ? t(listing.propertyStatus) : null;

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand">
      {/* The frame keeps its 3:2 shape before the photo arrives: no jump as it loads. */}
      <div className="relative aspect-[3/2] bg-surface-2">
        {cover && (
          <img
            src={smallImage(cover)}
            srcSet={imageSrcSet(cover)}
            sizes={sizes}
            width={400}
            height={267}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        <div className="absolute left-2 top-2 flex flex-wrap gap-1.5">
          <span className={`${badge} bg-brand text-on-brand`}>{listing.type === 'rent' ? t('For Rent') : t('For Sale')}</span>
          {listing.offer && <span className={`${badge} bg-surface text-accent`}>{t('Premium Ad')}</span>}
        </div>
        {overlay && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/55">
            <span className="rounded-md border-2 border-white px-3 py-1 text-lg font-bold uppercase tracking-wide text-white">{overlay}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="line-clamp-2 text-base font-semibold leading-snug text-fg">
          <Link to={`/listing/${listing._id}`} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand">
            {listing.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Pin size={16} className="shrink-0" />
          <span className="truncate">{townshipLabel(listing.township, lang)}</span>
        </p>
        <Price listing={listing} />
        <ListingFacts listing={listing} />
      </div>
    </article>
  );
}
