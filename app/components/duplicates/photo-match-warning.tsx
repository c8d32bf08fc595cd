// Under the listing form's photos, before it is sent: the live listings already showing its
// photos, closest first, the first few with cover, title and reference and how many more; the
// lister's own best-matching listing to update instead, once; and, when the listing as filled in
// shares two of a photo, the price and the area with another lister's listing, that a moderator
// will check it before it is published. Asked of /listing-photo-matches, which checks on the
// server with the same rule the save applies.
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { formatNumber } from '../../lib/format-number';
import { smallImage } from '../../lib/media-url';
import { useT, useTextLang } from '../../lib/root-data';
import type { PhotoCheck, PhotoMatchView } from '../../lib/views/photo-warning';

/** The form's fields the moderators' rule compares, and whose listing it is (the admins' form), as the check's query names them. */
const FACTS = ['township', 'type', 'propertyType', 'currency', 'regularPrice', 'squareFeet', 'landSquareFeet', 'userRef'] as const;

function factsOf(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  const facts = new URLSearchParams();
  for (const name of FACTS) {
    const value = data.get(name);
    if (typeof value === 'string' && value.trim() !== '') facts.set(name, value.trim());
  }
  return facts;
}

/** Price and area in a place: enough for the rule to apply without a shared photo. */
const comparable = (facts: URLSearchParams) => ['township', 'type', 'propertyType', 'currency', 'regularPrice'].every((name) => facts.has(name)) && (facts.has('squareFeet') || facts.has('landSquareFeet'));

function MatchLine({ match }: { match: PhotoMatchView }) {
  const t = useT();
  const textLang = useTextLang();
  const photos = match.photos.length === 1 ? t('Same as photo {n}', { n: match.photos[0] }) : t('Same as photos {list}', { list: match.photos.join(', ') });
  return (
    <li>
      <Link to={`/listing/${match.listingId}`} className="flex items-center gap-3 rounded-md p-1 hover:bg-surface">
        {/* A fixed box: the cover arriving late moves nothing. */}
        <span className="h-12 w-16 shrink-0 overflow-hidden rounded bg-line">
          {match.cover && <img src={smallImage(match.cover)} alt="" width={64} height={48} loading="lazy" decoding="async" className="h-full w-full object-cover" />}
        </span>
        <span className="min-w-0">
          <span lang={textLang(match.title)} className="block truncate font-semibold text-brand underline">
            {match.title}
          </span>
          <span className="block text-xs text-muted">
            <span className="font-mono">{match.reference}</span>
            {match.own && ` · ${t('Your listing')}`} · {photos}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The answer drawn: nothing when there is nothing to say. */
export function PhotoCheckNotice({ check }: { check: PhotoCheck }) {
  const t = useT();
  const { matches, more, moreAtLeast, updateInstead, heldForReview } = check;
  if (!matches.length && !updateInstead && !heldForReview) return null;
  const n = formatNumber(more);
  return (
    <div data-testid="photo-match-warning" className="flex flex-col gap-3 rounded-lg border border-line bg-surface-2 px-4 py-3 text-sm text-fg">
      {matches.length > 0 && (
        <div>
          <p className="font-semibold">{t('Already on these listings:')}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {matches.map((match) => (
              <MatchLine key={match.listingId} match={match} />
            ))}
          </ul>
          {more > 0 && <p className="mt-1 text-muted">{moreAtLeast ? t('and {n}+ more listings', { n }) : more === 1 ? t('and 1 more listing') : t('and {n} more listings', { n })}</p>}
        </div>
      )}
      {updateInstead && (
        <p>
          {t('{ref} is your listing with the same photo.', { ref: updateInstead.reference })}{' '}
          <Link to={`/update-listing/${updateInstead.listingId}`} className="font-semibold text-brand underline">
            {t('Update {ref} instead', { ref: updateInstead.reference })}
          </Link>
        </p>
      )}
      {heldForReview && (
        <p data-testid="held-for-review" className="rounded-md border border-accent bg-surface px-3 py-2 font-semibold">
          {t('A moderator will check this listing before it is published: it shares two of a photo, the price and the area with another lister’s listing.')}
        </p>
      )}
    </div>
  );
}

export function PhotoMatchWarning({ urls, listingId }: { urls: string[]; listingId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const fetcher = useFetcher<PhotoCheck>();
  const [facts, setFacts] = useState('');
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    // Once typing pauses, and after the event: React updates the fields it controls once the event has reached its root.
    const read = () => {
      clearTimeout(pending);
      pending = setTimeout(() => setFacts(factsOf(form).toString()), 400);
    };
    setFacts(factsOf(form).toString());
    form.addEventListener('input', read);
    form.addEventListener('change', read);
    return () => {
      clearTimeout(pending);
      form.removeEventListener('input', read);
      form.removeEventListener('change', read);
    };
  }, []);
  const query = new URLSearchParams(facts);
  for (const url of urls) query.append('url', url);
  if (listingId) query.set('listing', listingId);
  const asking = urls.length > 0 || comparable(query);
  const key = query.toString();
  useEffect(() => {
    if (asking) void fetcher.load(`/listing-photo-matches?${key}`);
    // Asked again only when the photos or the compared facts change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, asking]);
  return (
    <div ref={box} aria-live="polite">
      {asking && Array.isArray(fetcher.data?.matches) && <PhotoCheckNotice check={fetcher.data} />}
    </div>
  );
}
