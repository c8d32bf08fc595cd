// What both layouts of a listing card (listing-card.tsx) draw on the photo's frame: the photo,
// the badges and whether the listing is closed (rented or sold out).
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

/** The cover, filling its frame (which keeps the card's shape before the photo arrives). */
export function Cover({ cover, sizes, priority }: { cover: string | null; sizes: string; priority: boolean }) {
  // Data saver: no photo in a list; the listing's page shows one when tapped.
  const saver = useDataSaver();
  if (!cover || saver) return null;
  return (
    <img
      src={smallImage(cover)}
      srcSet={imageSrcSet(cover)}
      sizes={sizes}
      width={400}
      height={267}
      alt=""
      {...pictureLoading(priority)}
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
