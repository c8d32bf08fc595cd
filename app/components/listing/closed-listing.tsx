// A rented-out or sold home: no way to contact its lister (the home is gone), but the homes like
// it that one can still have, where the contact form would be.
import { lazy } from 'react';
import { Link } from 'react-router';
import { smallImage } from '../../lib/media-url';
import { useRootData, useT, useTextLang } from '../../lib/root-data';
import { useDataSaver } from '../../lib/data-saver';
import { townshipLabel } from '../../lib/township-label';
import type { ListingCardData } from '../../lib/views/listing-card';
import { Price } from './price';

// Fetched only with the data saver on, as the other held places are: named in this file's list
// of what to load with it, it would weigh on every listing page's first visit.
const Held = lazy(() => import('../held-photos'));

export function ClosedListing({ status, type, township, similar }: { status: string; type: string; township: string; similar: ListingCardData[] }) {
  const t = useT();
  const { lang } = useRootData();
  const search = `/search?type=${type === 'sale' ? 'sale' : 'rent'}&township=${encodeURIComponent(township)}`;
  return (
    <section aria-labelledby="closed-heading" data-closed-listing className="rounded-xl border border-line bg-surface p-4">
      <h2 id="closed-heading" className="text-lg font-semibold text-fg">
        {t(status === 'Sold Out' ? 'This home has been sold.' : 'This home has been rented out.')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('Similar homes you can still have:')}</p>
      {similar.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {similar.map((listing) => (
            <li key={listing._id}>
              <Home listing={listing} />
            </li>
          ))}
        </ul>
      )}
      <Link to={search} className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {t('See more homes in {township}', { township: townshipLabel(township, lang) })}
      </Link>
    </section>
  );
}

/**
 * One home: its photo, title, township and price, a link as a whole. With the data saver on, the
 * photo's place is a small button (held-photos.tsx) beside the link, which then holds the words.
 */
function Home({ listing }: { listing: ListingCardData }) {
  const textLang = useTextLang();
  const { lang } = useRootData();
  const saver = useDataSaver();
  const to = `/listing/${listing._id}`;
  const words = (
    <span className="flex min-w-0 flex-col">
      <span lang={textLang(listing.name)} className="line-clamp-2 text-sm font-semibold text-fg group-hover:underline">
        {listing.name}
      </span>
      <span className="text-xs text-muted">{townshipLabel(listing.township, lang)}</span>
      <Price listing={listing} />
    </span>
  );
  const home = (
    <Link to={to} className="group flex gap-3">
      {listing.cover ? (
        // Once tapped with the data saver on, at once: the reader asked for it.
        <img src={smallImage(listing.cover)} alt="" width={96} height={64} loading={saver ? undefined : 'lazy'} className="h-16 w-24 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="h-16 w-24 shrink-0 rounded-lg bg-surface-2" />
      )}
      {words}
    </Link>
  );
  return saver && listing.cover ? <Held kind="closed" listing={listing} to={to} words={words} shown={home} /> : home;
}
