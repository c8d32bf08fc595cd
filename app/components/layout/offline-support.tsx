// The page's side of the offline service worker (service-worker/worker.ts, served as /sw.js): it
// registers the worker (never on a first visit's first page), follows links as page loads while
// offline, tells the worker the reader's language (its offline page's), data saver and the saved
// listings to keep, and turns data saver on for a 2G connection from the next page unless the
// reader chose.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DATA_SAVER_COOKIE, dataSaverChosen, isSlowConnection } from '../../lib/data-saver';
import { rememberInBrowser } from '../../lib/cookies';
import { useLocalFavourites } from '../../lib/local-favourites';
import { useRootData } from '../../lib/root-data';
import { whenLoadedAndIdle } from '../../lib/when-loaded-and-idle';
import { useAnsweredForThisPerson } from '../../lib/kept-copy';

/** Where a first visit is noted (localStorage): the worker is registered from the next one on. */
const VISITED_KEY = 'yangon-portal:visited';

/** Whether this browser has been here before; notes that it has now. */
function returningVisit(): boolean {
  try {
    if (window.localStorage.getItem(VISITED_KEY) !== null) return true;
    window.localStorage.setItem(VISITED_KEY, '1');
  } catch {
    /* storage refused: every visit is a first one, and the worker waits for a move within the site */
  }
  return false;
}

function registerWorker() {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error('The offline service worker could not be registered:', error));
}

/**
 * While the network is off, a link inside the site is followed as a page load, which the worker
 * answers (a kept listing, else the offline page): the app's own navigation would ask for data
 * that is never kept. Before the page is alive its links are page loads already.
 */
function followLinksAsPageLoadsWhileOffline(event: MouseEvent) {
  if (navigator.onLine || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
  if (link.pathname === location.pathname && link.search === location.search) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  location.assign(link.href);
}

/** Sends a message to the worker once it is active (never, where none is registered). */
function tellWorker(message: () => unknown) {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message()));
}

export function OfflineSupport() {
  const { lang, user, saved, dataSaver } = useRootData();
  const location = useLocation();
  const firstLocation = useRef(location.key);
  const local = useLocalFavourites();
  const savedIds = (user ? saved : local).join(',');
  // Only a page the server answered for this person speaks for their language and saved list:
  // a kept copy was rendered for an anonymous visitor, in whatever language it was kept in.
  const answered = useAnsweredForThisPerson();
  // And for their data saver: with it on, the copies the worker keeps hold their photos.
  useEffect(() => {
    if (answered) tellWorker(() => ({ type: 'lang', lang, dataSaver }));
  }, [lang, dataSaver, answered]);
  // The scripts and styles this page loaded before the worker could see them: a page opened
  // offline later comes alive with them.
  useEffect(() => tellWorker(() => ({ type: 'assets', urls: performance.getEntriesByType('resource').map((entry) => entry.name) })), []);
  useEffect(() => {
    if (answered) tellWorker(() => ({ type: 'saved', ids: savedIds ? savedIds.split(',') : [] }));
  }, [savedIds, answered]);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
    // The cookie the server reads, from the next page on: this one stays as it drew it (lib/data-saver.ts).
    if (isSlowConnection(connection) && !dataSaverChosen()) rememberInBrowser(DATA_SAVER_COOKIE, 'on');
  }, []);
  useEffect(() => {
    if (!workerWanted()) return;
    window.addEventListener('click', followLinksAsPageLoadsWhileOffline, true);
    return () => window.removeEventListener('click', followLinksAsPageLoadsWhileOffline, true);
  }, []);
  // Registering the worker costs a phone a long task and fetches its files: never during a first
  // visit's first page, which a newcomer waits on. From the next page of the visit on, or the
  // next visit, once that page has loaded and the browser is idle.
  const moved = location.key !== firstLocation.current;
  useEffect(() => {
    if (workerWanted() && (moved || returningVisit())) whenLoadedAndIdle(registerWorker);
  }, [moved]);
  return null;
}

/** Production only: the development server has no /sw.js, and a worker would keep stale modules. */
const workerWanted = () => import.meta.env.PROD && 'serviceWorker' in navigator;
