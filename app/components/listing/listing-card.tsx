// One listing in a list: cover photo, rent/sale and Premium Ad badges, the closed status, title,
// township, price and the key facts, from one data shape (domain/listings/listing-card.ts). Two
// layouts, because the lists differ:
// - 'result' (the two searches' results): a card whose title's link is stretched over it, so a
//   screen reader hears the title once, not every text of the card; the facts with an icon each.
// - 'tile' (home page, agent page: 9 to 18 a page): on a phone a compact row (photo left), from
//   640 px a photo-on-top card; the whole tile one link, prefetched on intent; the facts one line
//   of words ('2 beds · 1 bath · 1,200 sq ft'), since a list with an icon each cost a tile ten
//   elements and a kilobyte of inline SVG, written into the page once per tile.
import { Link } from 'react-router';
import type { ListingCardData } from '../../domain/listings/listing-card';
import { imageSrcSet, smallImage } from '../../lib/media-url';
import { useRootData, useT } from '../../lib/root-data';
import { townshipLabel } from '../../lib/township-label';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import { Pin } from '../ui/icons';
import { ListingFacts, listingFacts } from './listing-facts';
import { Price } from './price';

interface CardProps {
  listing: ListingCardData;
  /** The first cards of a page are its largest paint: load them at once, before the rest. */
  priority?: boolean;
  /** The title's heading level, under the page's own headings. */
  heading?: 'h2' | 'h3' | 'h4';
  /** How wide the card is drawn, so the browser picks the 400 or 800 px photo. */
  sizes?: string;
}

export function ListingCard({ variant = 'result', ...props }: CardProps & { variant?: 'result' | 'tile' }) {
  return variant === 'tile' ? <Tile {...props} /> : <Result {...props} />;
}

/** The cover, filling its frame (which keeps the card's shape before the photo arrives). */
function Cover({ cover, sizes, priority }: { cover: string | null; sizes: string; priority: boolean }) {
  if (!cover) return null;
  return (
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
  );
}

/** 'For Rent' or 'For Sale', and 'Premium Ad' for an offer; `badge` and `offer`: the layout's classes. */
function Badges({ listing, className, badge, offer }: { listing: ListingCardData; className: string; badge: string; offer: string }) {
  const t = useT();
  return (
    <div className={`absolute left-2 top-2 flex ${className}`}>
      <span className={`${badge} bg-brand text-on-brand`}>{listing.type === 'rent' ? t('For Rent') : t('For Sale')}</span>
      {listing.offer && <span className={`${badge} ${offer}`}>{t('Premium Ad')}</span>}
    </div>
  );
}

const isClosed = (listing: ListingCardData) => listing.propertyStatus === 'Rented Out' || listing.propertyStatus === 'Sold Out';

function Result({ listing, priority = false, heading: Heading = 'h3', sizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw' }: CardProps) {
  const t = useT();
  const { lang } = useRootData();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand">
      <div className="relative aspect-[3/2] bg-surface-2">
        <Cover cover={listing.cover} sizes={sizes} priority={priority} />
        <Badges listing={listing} className="flex-wrap gap-1.5" badge="rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm" offer="bg-surface text-accent" />
        {isClosed(listing) && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/55">
            <span className="rounded-md border-2 border-white px-3 py-1 text-lg font-bold uppercase tracking-wide text-white">{t(listing.propertyStatus)}</span>
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

function Tile({ listing, priority = false, heading: Heading = 'h3', sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 144px' }: CardProps) {
  const t = useT();
  const { lang } = useRootData();
  const typeLabel = usePropertyTypeLabel();
  const facts = listingFacts(t, listing);
  return (
    <Link
      to={`/listing/${listing._id}`}
      prefetch="intent"
      className="group flex h-full overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md sm:flex-col"
    >
      {/* The frame holds its size (a row's height on a phone, 3:2 from 640 px): the photo fills it. */}
      <div className="relative min-h-28 w-36 shrink-0 bg-surface-2 sm:aspect-[3/2] sm:w-full">
        <Cover cover={listing.cover} sizes={sizes} priority={priority} />
        <Badges listing={listing} className="flex-col items-start gap-1" badge="rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 shadow-sm" offer="bg-accent text-on-accent" />
        {isClosed(listing) && (
          <span className="absolute inset-x-0 bottom-0 bg-black/65 py-1 text-center text-xs font-bold uppercase tracking-wide text-white">
            {t(listing.propertyStatus)}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-fg group-hover:underline sm:text-base">{listing.name}</Heading>
        <p className="truncate text-sm text-muted">
          {townshipLabel(listing.township, lang)} · {typeLabel(listing.propertyType)}
        </p>
        <Price listing={listing} />
        {facts.length > 0 && <p className="mt-auto text-sm text-muted">{facts.map((fact) => fact.text).join(' · ')}</p>}
      </div>
    </Link>
  );
}
