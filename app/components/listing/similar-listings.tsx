import { lazy } from 'react';
import { Link } from 'react-router';
import { smallImage } from '../../lib/media-url';
import { useRootData, useT, useTextLang } from '../../lib/root-data';
import { useDataSaver } from '../../lib/data-saver';
import type { ListingCardData } from '../../lib/views/listing-card';
import { townshipLabel } from '../../lib/township-label';
import { ListingFacts } from './listing-facts';
import { Price } from './price';

// With the data saver on, a small button holds each photo's place, beside the link (components/held-photos.tsx).
const Held = lazy(() => import('../held-photos'));

/** Up to four listings like this one (same type; same township or property type). */
export function SimilarListings({ listings }: { listings: ListingCardData[] }) {
  const t = useT();
  const textLang = useTextLang();
  const { lang } = useRootData();
  const saver = useDataSaver();
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="mb-4 text-xl font-bold text-fg">
        {t('Similar listings')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {listings.map((listing) => {
          const words = (
            <div className="flex flex-1 flex-col gap-1 p-3">
              <span lang={textLang(listing.name)} className="line-clamp-2 font-semibold text-fg group-hover:underline">
                {listing.name}
              </span>
              <span className="text-sm text-muted">{townshipLabel(listing.township, lang)}</span>
              <Price listing={listing} />
              <ListingFacts listing={listing} />
            </div>
          );
          const card = (
            <Link to={`/listing/${listing._id}`} className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface">
              {listing.cover ? (
                <img src={smallImage(listing.cover)} alt="" width={400} height={267} loading="lazy" className="aspect-[3/2] h-auto w-full object-cover" />
              ) : (
                <div className="aspect-[3/2] bg-surface-2" />
              )}
              {words}
            </Link>
          );
          return (
            <li key={listing._id}>{saver && listing.cover ? <Held kind="similar" listing={listing} words={words} shown={card} /> : card}</li>
          );
        })}
      </ul>
    </section>
  );
}
