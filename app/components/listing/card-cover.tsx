// What both layouts of a listing card (listing-card.tsx) draw on the photo's frame: the photo,
// the badges and whether the listing is closed (rented or sold out). With the data saver on, the
// frame is small and holds the photo's button instead (components/held-photos.tsx).
import { lazy } from 'react';
import type { ListingCardData } from '../../lib/views/listing-card';
import { imageSrcSet, smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { useDataSaver } from '../../lib/data-saver';
import { pictureLoading } from '../ui/picture-loading';

export interface CardProps {
  listing: ListingCardData;
  /** The first cards of a page are its largest paint: load them at once, before the rest. */
  priority?: boolean;
  /** The title's heading level, under the page's own headings. */
  heading?: 'h2' | 'h3' | 'h4';
  /** How wide the card is drawn, so the browser picks the 400 or 800 px photo. */
  sizes?: string;
  /** The currency the reader searched in: the price leads in it (price.tsx). */
  currency?: string;
}

/** The held cards' layouts: fetched only by a page that holds its photos. */
export const Held = lazy(() => import('../held-photos'));

/** Whether the photo at `url` is held on this page (the data saver's). */
export const useHeld = (url: string | null) => useDataSaver() && !!url;

/**
 * The cover, filling its frame (which keeps the card's shape before the photo arrives). With
 * the data saver on it is drawn once tapped (held-photos.tsx), at 400 px, as the button said.
 */
export function Cover({ cover, sizes, priority }: { cover: string | null; sizes: string; priority: boolean }) {
  const saver = useDataSaver();
  if (!cover) return null;
  return (
    <img
      src={smallImage(cover)}
      srcSet={saver ? undefined : imageSrcSet(cover)}
      sizes={saver ? undefined : sizes}
      width={400}
      height={267}
      alt=""
      {...pictureLoading(priority || saver)}
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}

/**
 * 'For Rent' or 'For Sale', and 'Premium Ad' for an offer; `badge` and `offer`: the layout's classes.
 * Drawn above a rented or sold listing's dark veil (it was read through it), and letting taps
 * through to the card's link below.
 */
export function Badges({ listing, className, badge, offer }: { listing: ListingCardData; className: string; badge: string; offer: string }) {
  const t = useT();
  return (
    <div className={`pointer-events-none absolute left-2 top-2 z-[1] flex ${className}`}>
      <span className={`${badge} bg-brand text-on-brand`}>{listing.type === 'rent' ? t('For Rent') : t('For Sale')}</span>
      {listing.offer && <span className={`${badge} ${offer}`}>{t('Premium Ad')}</span>}
    </div>
  );
}

export const isClosed = (listing: ListingCardData) => listing.propertyStatus === 'Rented Out' || listing.propertyStatus === 'Sold Out';
