// One listing in a list: cover photo, rent/sale and Premium Ad badges, the closed status, title,
// township, price and the key facts, from one data shape (domain/listings/listing-card.ts). Two
// layouts, because the lists differ:
// - 'result' (the two searches' results): a card whose title's link is stretched over it, so a
//   screen reader hears the title once, not every text of the card; the facts with an icon each.
// - 'tile' (home page, agent page: 9 to 18 a page): on a phone a compact row (photo left), from
//   640 px a photo-on-top card; the whole tile one link, prefetched on intent; the facts one line
//   of words ('2 beds · 1 bath · 1,200 sq ft'), since a list with an icon each cost a tile ten
//   elements and a kilobyte of inline SVG, written into the page once per tile.
// Both carry the heart (save-button.tsx) on the photo's corner, outside the card's link. With the
// data saver on, a small button holds the photo's place until tapped (components/held-photos.tsx).
// The tile is drawn in listing-tile.tsx, what both draw on the photo in card-cover.tsx.
import { memo } from 'react';
import { Link } from 'react-router';
import { useRootData, useT, useTextLang } from '../../lib/root-data';
import { townshipLabel } from '../../lib/township-label';
import { burmeseLines } from '../../lib/burmese-lines';
import { Pin } from '../ui/icons';
import { Badges, Cover, Held, isClosed, useHeld, type CardProps } from './card-cover';
import { ListingFacts } from './listing-facts';
import { Tile } from './listing-tile';
import { Price } from './price';
import { SaveButton } from './save-button';

function Card({ variant = 'result', ...props }: CardProps & { variant?: 'result' | 'tile' }) {
  return variant === 'tile' ? <Tile {...props} /> : <Result {...props} />;
}
// Named for React's developer tools and the browser tests' render counts (support/react-commits.ts).
Card.displayName = 'ListingCard';

/**
 * A list's cards render again only when their listing does: a list re-rendered by its page (the
 * router learning routes after the first paint, a filter's pending state) leaves them be.
 */
export const ListingCard = memo(Card);

function Result({ listing, currency, priority = false, heading: Heading = 'h3', sizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw' }: CardProps) {
  const t = useT();
  const { lang } = useRootData();
  const textLang = useTextLang();
  // Above the title's stretched link, so it takes its own clicks.
  const heart = <SaveButton listingId={listing._id} title={listing.name} className="absolute right-2 top-2 z-10" />;
  const frame = (
    <div className="relative aspect-[3/2] bg-surface-2">
      <Cover cover={listing.cover} sizes={sizes} priority={priority} />
      <Badges listing={listing} className="flex-wrap gap-1.5" badge="rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm" offer="bg-surface text-accent" />
      {isClosed(listing) && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/55">
          <span className="rounded-md border-2 border-white px-3 py-1 text-lg font-bold uppercase tracking-wide text-white">{t(listing.propertyStatus)}</span>
        </div>
      )}
      {heart}
    </div>
  );
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand">
      {useHeld(listing.cover) ? <Held kind="result" listing={listing} heart={heart} shown={frame} /> : frame}
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading lang={textLang(listing.name)} className={`line-clamp-2 text-base font-semibold leading-snug text-fg ${burmeseLines(listing.name, 2)}`}>
          <Link to={`/listing/${listing._id}`} className="focus-visible:outline-none! after:absolute after:inset-0 after:content-[''] hover:text-brand">
            {listing.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Pin size={16} className="shrink-0" />
          <span className="truncate">{townshipLabel(listing.township, lang)}</span>
        </p>
        <Price listing={listing} shown={currency} />
        <ListingFacts listing={listing} />
      </div>
    </article>
  );
}
