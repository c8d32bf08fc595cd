// The tile layout of ListingCard (listing-card.tsx): the home and agent pages' lighter card.
import { Link } from 'react-router';
import { useRootData, useT, useTextLang } from '../../lib/root-data';
import { townshipLabel } from '../../lib/township-label';
import { burmeseLines } from '../../lib/burmese-lines';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import { Badges, Cover, Held, isClosed, useHeld, type CardProps } from './card-cover';
import { listingFacts } from './listing-facts';
import { Price } from './price';
import { SaveButton } from './save-button';

export function Tile({ listing, priority = false, heading: Heading = 'h3', sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 144px' }: CardProps) {
  const t = useT();
  const { lang } = useRootData();
  const textLang = useTextLang();
  const typeLabel = usePropertyTypeLabel();
  const facts = listingFacts(t, listing);
  const to = `/listing/${listing._id}`;
  const words = (
    <>
      <Heading lang={textLang(listing.name)} className={`line-clamp-2 pr-10 sm:pr-0 text-sm font-semibold leading-snug text-fg group-hover:underline sm:text-base ${burmeseLines(listing.name, 2)}`}>{listing.name}</Heading>
      <p className="truncate text-sm text-muted">
        {townshipLabel(listing.township, lang)} · {typeLabel(listing.propertyType)}
      </p>
      <Price listing={listing} />
      {/* A line breaks between facts, never inside one ('1,450 sq' above a lone 'ft'). */}
      {facts.length > 0 && <p className="mt-auto text-sm text-muted">{facts.map((fact) => fact.text.replaceAll(' ', '\u00a0')).join(' · ')}</p>}
    </>
  );
  const heart = <SaveButton listingId={listing._id} title={listing.name} className="absolute right-1 top-1 sm:right-2 sm:top-2" />;
  // The heart sits beside the tile's link, not inside it (a button in a link is neither).
  const tile = (
    <div className="relative h-full">
      <Link to={to} prefetch="intent" className="group flex h-full overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md sm:flex-col">
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
        <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">{words}</div>
      </Link>
      {heart}
    </div>
  );
  // With the data saver on, a small button holds the photo's place, beside the link (components/held-photos.tsx).
  return useHeld(listing.cover) ? <Held kind="tile" listing={listing} to={to} words={words} heart={heart} shown={tile} /> : tile;
}
