// /offline: what the service worker (service-worker/worker.ts) shows for a page asked for while
// the network is off and not kept: says so, offers to try again, and lists the homes that can
// still be read (the last opened and the saved ones, read from the worker's caches in the browser).
// Kept by the worker in both languages (`?lang=`); `from` is the page that was asked for.
import { useEffect, useState } from 'react';
import { Link, useLocation, type MetaFunction } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { CACHE_PREFIX, safeReturnPath, TITLE_HEADER } from '../lib/offline-cache';
import { pageTitle } from '../lib/page-title';
import { useT, useTextLang } from '../lib/root-data';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'You are offline') }, { name: 'robots', content: 'noindex' }];

interface KeptListing {
  path: string;
  title: string;
}

/** The listing pages the worker kept, saved ones first, each once. */
async function keptListings(): Promise<KeptListing[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(`${CACHE_PREFIX}saved-`) || name.startsWith(`${CACHE_PREFIX}listings-`)).sort((a, b) => b.localeCompare(a));
  const kept = new Map<string, string>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (!path.startsWith('/listing/') || kept.has(path)) continue;
      const title = (await cache.match(request))?.headers.get(TITLE_HEADER);
      kept.set(path, title ? decodeURIComponent(title) : path);
    }
  }
  return [...kept].map(([path, title]) => ({ path, title }));
}

export default function OfflinePage() {
  const t = useT();
  const textLang = useTextLang();
  const from = safeReturnPath(new URLSearchParams(useLocation().search).get('from'));
  const [listings, setListings] = useState<KeptListing[] | null>(null);
  useEffect(() => {
    keptListings().then(setListings, () => setListings([]));
  }, []);
  return (
    <Page title={t('You are offline')} narrow>
      <p className="text-muted">{t('This page needs the network, which is not reachable now. Homes you opened recently and your saved homes can still be read.')}</p>
      {/* A whole page load: the worker answers it, from the network once it is back. */}
      <a href={from} className={buttonClass('primary', 'mt-6 w-full')} data-try-again>
        {t('Try again')}
      </a>
      <section aria-labelledby="kept-heading" className="mt-8">
        <h2 id="kept-heading" className="mb-3 text-lg font-semibold text-fg">
          {t('Readable offline')}
        </h2>
        {listings === null ? null : listings.length === 0 ? (
          <p className="text-sm text-muted">{t('No homes kept yet: the homes you open are kept for when the network is off.')}</p>
        ) : (
          <ul className="grid gap-2">
            {listings.map((listing) => (
              <li key={listing.path}>
                <a href={listing.path} lang={textLang(listing.title)} className="flex min-h-11 items-center rounded-lg border border-line bg-surface px-3 py-2 font-medium text-fg hover:bg-surface-2">
                  {listing.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link to="/" className="mt-8 inline-flex min-h-11 items-center font-medium text-brand underline" reloadDocument>
        {t('Go home')}
      </Link>
    </Page>
  );
}
