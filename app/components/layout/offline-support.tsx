// The page's side of the offline service worker (service-worker/worker.ts, served as /sw.js):
// - an inline script (no script file to fetch) registers the worker once the page has loaded,
//   so a first visit pays nothing for it, and, while the network is off, follows a link inside
//   the site as a page load, which the worker answers (a kept listing, else the offline page):
//   the app's own navigation would ask for data that is never kept;
// - an effect tells the worker the reader's language (its offline page's) and the saved
//   listings to keep, and turns data saver on for a 2G connection unless the reader chose.
import { useEffect } from 'react';
import { dataSaverChosen, isSlowConnection, useSetDataSaver } from '../../lib/data-saver';
import { useLocalFavourites } from '../../lib/local-favourites';
import { useRootData } from '../../lib/root-data';
import { useServerRender } from '../../lib/server-render';

/**
 * Written out with Function.prototype.toString (as header-fit.ts): nothing from outside its body.
 * The install offer (install-offer.tsx) may mount after the browser's beforeinstallprompt: the
 * event is held here for it.
 */
function startOfflineSupport() {
  if (!('serviceWorker' in navigator)) return;
  const held = window as Window & { heldInstallPrompt?: Event };
  window.addEventListener('beforeinstallprompt', (event) => {
    // The portal offers it once, in its own words (install-offer.tsx), not the browser's bar.
    event.preventDefault();
    held.heldInstallPrompt = event;
    window.dispatchEvent(new Event('portal:install-offer'));
  });
  window.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? (event.target.closest('a[href]') as HTMLAnchorElement | null) : null;
      if (!link || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
      if (link.pathname === location.pathname && link.search === location.search) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      location.assign(link.href);
    },
    true,
  );
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error('The offline service worker could not be registered:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Sends a message to the worker once it is active (never, where none is registered). */
function tellWorker(message: () => unknown) {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message()));
}

export function OfflineSupport() {
  const nonce = useServerRender()?.nonce;
  const { lang, user, saved } = useRootData();
  const local = useLocalFavourites();
  const savedIds = (user ? saved : local).join(',');
  const setDataSaver = useSetDataSaver();
  useEffect(() => tellWorker(() => ({ type: 'lang', lang })), [lang]);
  // The scripts and styles this page loaded before the worker could see them: a page opened
  // offline later comes alive with them.
  useEffect(() => tellWorker(() => ({ type: 'assets', urls: performance.getEntriesByType('resource').map((entry) => entry.name) })), []);
  useEffect(() => tellWorker(() => ({ type: 'saved', ids: savedIds ? savedIds.split(',') : [] })), [savedIds]);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
    if (isSlowConnection(connection) && !dataSaverChosen()) setDataSaver(true);
    // Once per page load: a choice made since is the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Production only: the development server has no /sw.js, and a worker would keep stale modules.
  if (!import.meta.env.PROD) return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? `(${startOfflineSupport.toString()})()` : '' }} />;
}
