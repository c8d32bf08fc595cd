// Each kind of card as it stands while the data saver holds its photo (ui/held-photo.tsx): the
// photo's place a small labelled button, and where the card is one link as a whole (a home page
// tile, an agency, a similar home), the button beside the link, which then holds the card's words
// (a button in a link is neither). Tapped, each draws what it was given as `shown`: the card as it
// is without the saver, its photo at 400 px. Loaded with React.lazy by those cards only when the
// saver is on: a page without it carries none of this. One default export, `Held`, draws the
// layout its `kind` names: each card's file then holds the shortest React.lazy of it. It imports nothing a card's own file holds
// (its badges are drawn here again): that file would be cut in two, and every page would load both.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { PhotoBytes } from '../lib/held-photo';
import { useT } from '../lib/root-data';
import type { ListingCardData } from '../lib/views/listing-card';
import type { PostCardData } from '../lib/views/post-card';
import type { AgentCardData } from '../lib/views/agent-view';
import { HeldPhotoButton, HeldUntilTapped } from './ui/held-photo';

const isClosed = (listing: ListingCardData) => listing.propertyStatus === 'Rented Out' || listing.propertyStatus === 'Sold Out';

/**
 * 'For Rent' or 'For Sale', 'Premium Ad' and a closed listing's state, above a held photo's
 * label, letting taps through to it (as listing/card-cover.tsx draws them on a photo).
 */
function Badges({ listing, className, badge, offer }: { listing: ListingCardData; className: string; badge: string; offer: string }) {
  const t = useT();
  return (
    <div className={`pointer-events-none absolute left-2 top-2 z-[1] flex ${className}`}>
      <span className={`${badge} bg-brand text-on-brand`}>{listing.type === 'rent' ? t('For Rent') : t('For Sale')}</span>
      {listing.offer && <span className={`${badge} ${offer}`}>{t('Premium Ad')}</span>}
      {isClosed(listing) && <span className={`${badge} bg-black/75 uppercase text-white`}>{t(listing.propertyStatus)}</span>}
    </div>
  );
}

interface Held {
  /** The card as the page draws it without the saver: drawn once the photo is tapped. */
  shown: ReactNode;
}

/** The photo's frame of a search result: a strip, its label below the badges and the heart, above the title's stretched link. */
function HeldResultFrame({ listing, heart, shown }: Held & { listing: ListingCardData; heart: ReactNode }) {
  return (
    <HeldUntilTapped
      shown={shown}
      held={(tap) => (
        <div className="relative flex h-24 bg-surface-2">
          <HeldPhotoButton bytes={listing.photoBytes} onTap={tap} className="relative z-[1] w-full items-end justify-center px-2 pb-3 text-xs" />
          <Badges listing={listing} className="flex-wrap gap-1.5" badge="rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm" offer="bg-surface text-accent" />
          {heart}
        </div>
      )}
    />
  );
}

/** How many badges a held tile stacks on a phone (its type, Premium Ad, closed), and the room its label leaves them. */
const LABEL_BELOW = ['', 'pt-9', 'pt-14', 'pt-20'];
const badgeCount = (listing: ListingCardData) => 1 + Number(listing.offer) + Number(isClosed(listing));

/**
 * A home page or agency page tile: on a phone a narrow column beside the words, from 640 px a
 * strip above them; the badges one a line on a phone, in a row above the strip's label.
 */
function HeldTile({ listing, to, words, heart, shown }: Held & { listing: ListingCardData; to: string; words: ReactNode; heart: ReactNode }) {
  return (
    <HeldUntilTapped
      shown={shown}
      held={(tap) => (
        <div className="relative h-full">
          <div className="flex h-full overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md sm:flex-col">
            <div className="relative flex w-28 shrink-0 sm:h-24 sm:w-full">
              <HeldPhotoButton
                bytes={listing.photoBytes}
                onTap={tap}
                className={`w-full flex-col items-center px-2 pb-2 text-xs sm:flex-row sm:items-end sm:justify-center sm:pb-3 sm:pt-0 ${LABEL_BELOW[badgeCount(listing)]}`}
              />
              <Badges listing={listing} className="right-2 flex-wrap gap-1" badge="rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 shadow-sm" offer="bg-accent text-on-accent" />
            </div>
            <Link to={to} prefetch="intent" className="group flex min-w-0 flex-1 flex-col gap-1 p-3">
              {words}
            </Link>
          </div>
          {heart}
        </div>
      )}
    />
  );
}

/** A blog card's picture: a strip, or on a phone's compact row a narrow column; above the title's stretched link. */
function HeldPostFrame({ post, compact, shown }: Held & { post: PostCardData; compact: boolean }) {
  return (
    <HeldUntilTapped
      shown={shown}
      held={(tap) => (
        <div className={`relative flex shrink-0 bg-surface-2 ${compact ? 'min-h-24 w-28 sm:h-20 sm:min-h-0 sm:w-full' : 'h-20 w-full'}`}>
          <HeldPhotoButton bytes={post.photoBytes} onTap={tap} className={`relative z-[1] w-full items-center justify-center px-2 text-xs ${compact ? 'flex-col sm:flex-row' : ''}`} />
        </div>
      )}
    />
  );
}

/** An agency in a list: its picture's square a button, beside the link to its profile. */
function HeldAgentCard({ agent, to, words, shown }: Held & { agent: AgentCardData; to: string; words: ReactNode }) {
  return (
    <HeldUntilTapped
      shown={shown}
      held={(tap) => (
        <div className="flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-sm transition has-[a:hover]:border-brand">
          <HeldPhotoButton bytes={agent.photoBytes} onTap={tap} className="min-h-18 w-18 shrink-0 flex-col items-center justify-center rounded-lg p-1 text-[11px]" />
          <Link to={to} prefetch="intent" className="group flex min-w-0 flex-1 items-center self-stretch">
            {words}
          </Link>
        </div>
      )}
    />
  );
}

/** A similar home under a listing: a strip above the link to it. */
function HeldSimilar({ listing, words, shown }: Held & { listing: ListingCardData; words: ReactNode }) {
  return (
    <HeldUntilTapped
      shown={shown}
      held={(tap) => (
        <div className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface">
          <HeldPhotoButton bytes={listing.photoBytes} onTap={tap} className="h-16 w-full items-center justify-center px-2 text-xs" />
          <Link to={`/listing/${listing._id}`} className="group flex flex-1 flex-col">
            {words}
          </Link>
        </div>
      )}
    />
  );
}

/** A post's own picture: a strip above its words. A picture of no card: the focus stays where the reader left it. */
function HeldPostCover({ bytes, shown }: Held & { bytes?: number }) {
  return <HeldUntilTapped shown={shown} held={(tap) => <HeldPhotoButton bytes={bytes} onTap={tap} focusIn="" className="mt-6 h-20 w-full items-center justify-center rounded-xl px-4 text-sm" />} />;
}

/**
 * A listing's or an agency's gallery photo (`url`): the gallery keeps which photos were tapped
 * (each is held until its own tap). A small place, clear of the buttons either side and the count;
 * its label below the band a rented or sold home's state is written on across the middle. The
 * photo's size is in the page's data (routes/listing.tsx and agent.tsx send `photoBytes`), read
 * here, so that a page without the saver carries no code to hand it down.
 */
function HeldGalleryPhoto({ url, onTap }: { url: string; onTap: () => void }) {
  const { photoBytes } = useLoaderData<{ photoBytes?: PhotoBytes }>();
  return <HeldPhotoButton bytes={photoBytes?.[url]} onTap={onTap} className="min-h-28 w-full items-end justify-center rounded-xl px-14 pb-2 text-sm" />;
}

/** A home like a closed one (listing/closed-listing.tsx): the photo's place a square beside the link. */
function HeldClosedHome({ listing, to, words, shown }: Held & { listing: ListingCardData; to: string; words: ReactNode }) {
  return (
    <HeldUntilTapped
      shown={shown}
      held={(tap) => (
        <div className="flex gap-3">
          <HeldPhotoButton bytes={listing.photoBytes} onTap={tap} className="min-h-16 w-24 shrink-0 flex-col items-center justify-center rounded-lg p-1 text-[11px]" />
          <Link to={to} className="group flex min-w-0">
            {words}
          </Link>
        </div>
      )}
    />
  );
}

const LAYOUTS = { result: HeldResultFrame, tile: HeldTile, post: HeldPostFrame, agent: HeldAgentCard, similar: HeldSimilar, closed: HeldClosedHome, cover: HeldPostCover, gallery: HeldGalleryPhoto };
type Layouts = typeof LAYOUTS;

/** A layout's name (`kind`) with what it takes. */
export type HeldProps = { [K in keyof Layouts]: { kind: K } & ComponentProps<Layouts[K]> }[keyof Layouts];

export default function Held(props: HeldProps) {
  const Layout = LAYOUTS[props.kind] as ComponentType<HeldProps>;
  return <Layout {...props} />;
}
