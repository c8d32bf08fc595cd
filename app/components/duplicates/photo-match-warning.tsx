// Under the listing form's photos: which of them are already on a live listing, as soon as they
// are added. Another lister's: "This photo is already on YH-000123" (such a listing may go to the
// moderators as a possible duplicate). The lister's own: update that listing instead of posting
// the same home again. Asked of /listing-photo-matches, which checks on the server.
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../lib/root-data';
import type { PhotoWarning } from '../../lib/views/photo-warning';

export function PhotoMatchWarning({ urls, listingId }: { urls: string[]; listingId?: string }) {
  const t = useT();
  const fetcher = useFetcher<{ warnings?: PhotoWarning[] }>();
  const key = urls.join('\n');
  useEffect(() => {
    if (!urls.length) return;
    const query = new URLSearchParams(urls.map((url) => ['url', url]));
    if (listingId) query.set('listing', listingId);
    void fetcher.load(`/listing-photo-matches?${query}`);
    // Asked again only when the photos change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, listingId]);
  // At most three other listings named per photo: a picture reposted many times is one warning, not a wall.
  const warnings = (fetcher.data?.warnings ?? [])
    .filter((warning) => urls.includes(warning.url))
    .filter((warning, i, all) => warning.own || all.slice(0, i).filter((before) => before.url === warning.url && !before.own).length < 3);
  const others = warnings.some((warning) => !warning.own);
  return (
    <div aria-live="polite">
      {warnings.length > 0 && (
        <div data-testid="photo-match-warning" className="flex flex-col gap-2 rounded-lg border border-line bg-surface-2 px-4 py-3 text-sm text-fg">
          <ul className="flex flex-col gap-1.5">
            {warnings.map((warning) => (
              <li key={`${warning.url} ${warning.listingId}`}>
                <span className="font-semibold">{t('Photo {n}', { n: urls.indexOf(warning.url) + 1 })}:</span>{' '}
                {warning.own ? (
                  <>
                    {t('This photo is already on your listing {ref}.', { ref: warning.reference })}{' '}
                    <Link to={`/update-listing/${warning.listingId}`} className="font-semibold text-brand underline">
                      {t('Update {ref} instead of posting it again', { ref: warning.reference })}
                    </Link>
                  </>
                ) : (
                  <Link to={`/listing/${warning.listingId}`} className="text-brand underline">
                    {t('This photo is already on {ref}', { ref: warning.reference })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {others && <p className="text-muted">{t('A listing that shares photos with another lister’s listing may be checked by our moderators before it stays up.')}</p>}
        </div>
      )}
    </div>
  );
}
