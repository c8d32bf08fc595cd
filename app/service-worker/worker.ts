// The service worker (built by scripts/build-service-worker.ts over build/client with Workbox's
// injectManifest, served as /sw.js). What it does, for a phone whose network drops:
// - the precache (the build's list, injected below): the stylesheet, the Burmese font and the
//   scripts of the offline page, fetched once per build, after the page that registered it loaded;
// - the other hashed files a page used, kept as they come (their names change with their content);
// - the last 30 listings opened and the 50 last saved, as an anonymous visitor sees them in the
//   reader's language and with the reader's data saver (its photos held, none kept, when it is
//   on), with their first photo otherwise: readable with the network off. Every kept page is
//   marked a copy (lib/kept-copy.ts): it never signs anyone out nor tells the worker anything;
// - any other page asked for offline: the offline page, in the reader's language.
// Never kept: /api, the answers the server marks private (every signed-in page, every `.data`
// answer, server/private-answers.ts), anything but a 200. A new build's worker deletes every cache
// of the one before (their names carry the build's id), so no old script outlives its build.
// It also shows push notifications and opens their page on a tap (./notifications.ts).
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import {
  CACHE_PREFIX,
  cacheNames,
  firstPhotoOf,
  isNeverHandled,
  KEPT_ASSETS,
  KEPT_LISTINGS,
  KEPT_PHOTOS,
  KEPT_SAVED,
  listingIdOfData,
  listingIdOfPage,
  listingKey,
  markKeptCopy,
  mayStore,
  offlinePageUrl,
  otherWidth,
  titleOf,
  TITLE_HEADER,
} from '../lib/offline-cache';
import { notificationOf, openFromNotification, parsePushData } from './notifications';
import type { FetchingEvent, WorkerScope } from './worker-types';

declare const __BUILD_ID__: string;

const scope = self as unknown as WorkerScope;
const CACHES = cacheNames(__BUILD_ID__);
const origin = scope.location.origin;

// Written out as `self.__WB_MANIFEST`, the place injectManifest fills in.
precacheAndRoute((self as unknown as Pick<WorkerScope, '__WB_MANIFEST'>).__WB_MANIFEST);
cleanupOutdatedCaches();

// The hashed files pages use beyond the precache (each page's own scripts, the map's styles).
registerRoute(
  ({ url, request }) => url.origin === origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: KEPT_ASSETS })] }),
);

/** How long a listing kept offline is read from the worker's copy before one opened in the app is fetched again. */
const FRESH_FOR_MS = 24 * 60 * 60 * 1000;

const listingsExpiry = new CacheExpiration(CACHES.listings, { maxEntries: KEPT_LISTINGS });
const photosExpiry = new CacheExpiration(CACHES.photos, { maxEntries: KEPT_PHOTOS });

/**
 * The listing's page as a visitor who is not signed in gets it, in the reader's language and
 * with their data saver (`Save-Data: on`: the server then holds its photos, as the reader's own
 * cookie, not sent here, would have it): a signed-in page is never stored.
 */
async function anonymousCopy(id: string): Promise<Response | null> {
  try {
    const headers: Record<string, string> = { accept: 'text/html', ...((await readerSaver()) ? { 'save-data': 'on' } : {}) };
    const response = await fetch(`${listingKey(origin, id)}?lang=${await readerLang()}`, { credentials: 'omit', headers });
    return mayStore(response) ? response : null;
  } catch {
    return null;
  }
}

/** A kept page's answer: its HTML marked as a copy, without the length and encoding of the network's. */
function keptAnswer(html: string, from: Headers): Response {
  const headers = new Headers(from);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(markKeptCopy(html), { status: 200, headers });
}

/**
 * The headers a kept page carries its language and data saver in: a copy drawn for another
 * language, or with photos the reader's saver holds (or holding those it shows), is fetched again.
 */
const LANG_HEADER = 'x-kept-lang';
const SAVER_HEADER = 'x-kept-saver';
const langOf = (html: string) => (/<html[^>]*\slang="my"/i.test(html) ? 'my' : 'en');
const saverValue = (on: boolean) => (on ? 'on' : 'off');
const drawnForReader = async (kept: Response | undefined) =>
  kept?.headers.get(LANG_HEADER) === (await readerLang()) && kept.headers.get(SAVER_HEADER) === saverValue(await readerSaver());

/** Stores a listing page under its one address, its title in a header for the offline page's list. */
async function store(cacheName: string, id: string, response: Response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
  headers.set(LANG_HEADER, langOf(html));
  headers.set(SAVER_HEADER, saverValue(await readerSaver()));
  const cache = await caches.open(cacheName);
  // Marked as a copy: the page it becomes offline must not speak for anyone's session.
  await cache.put(listingKey(origin, id), keptAnswer(html, headers));
  return html;
}

/** Keeps the listing among the last opened ones (its photo was kept as the page drew it). */
async function keepOpened(id: string, answer: Response | null) {
  // Opened inside the app (no page answer to keep): a copy kept today is not fetched again.
  if (!answer || !mayStore(answer)) {
    const kept = await caches.match(listingKey(origin, id), { cacheName: CACHES.listings });
    const keptAt = Date.parse(kept?.headers.get('date') ?? '');
    if (kept && Date.now() - keptAt < FRESH_FOR_MS && (await drawnForReader(kept))) {
      await listingsExpiry.updateTimestamp(listingKey(origin, id));
      return;
    }
  }
  const response = answer && mayStore(answer) ? answer : await anonymousCopy(id);
  if (!response) return;
  const html = await store(CACHES.listings, id, response);
  // The most recently opened first: beyond 30, the longest unopened goes.
  await listingsExpiry.updateTimestamp(listingKey(origin, id));
  await listingsExpiry.expireEntries();
  await keepPhoto(html);
}

/** The end of the photo keeping under way: each keeping starts once the one before has ended. */
let photoKeeping: Promise<unknown> = Promise.resolve();

/**
 * Runs `keep` after every photo keeping already asked for. A listing opened and saved at once
 * named the same photo twice: run side by side, each missed the other's copy and fetched it too.
 */
function onePhotoAtATime(keep: () => Promise<void>): Promise<void> {
  const turn = photoKeeping.then(keep);
  photoKeeping = turn.catch(() => undefined);
  return turn;
}

/** A width of the photo kept already (in `cacheName`, else in any of the worker's caches), with its path. */
async function keptWidth(photo: string, cacheName?: string): Promise<{ path: string; image: Response } | null> {
  for (const path of [photo, otherWidth(photo)]) {
    const image = path && (await caches.match(path, cacheName ? { cacheName } : undefined));
    if (path && image) return { path, image };
  }
  return null;
}

/** The page's first photo at its smallest width, unless a width of it is kept (usually in the browser's cache already: the page just drew it). */
async function keepPhoto(html: string) {
  const photo = firstPhotoOf(html);
  if (!photo) return;
  await onePhotoAtATime(async () => {
    if (await keptWidth(photo)) return;
    const image = await fetch(photo).catch(() => null);
    if (!image || !mayStore(image)) return;
    await (await caches.open(CACHES.photos)).put(photo, image);
    await photosExpiry.updateTimestamp(photo);
    await photosExpiry.expireEntries();
  });
}

/** Keeps a saved listing and its first photo (the small width): saved homes stay readable offline. */
async function keepSaved(id: string) {
  const cache = await caches.open(CACHES.saved);
  if (await drawnForReader(await cache.match(listingKey(origin, id)))) return;
  const response = await anonymousCopy(id);
  if (!response) return;
  const html = await store(CACHES.saved, id, response);
  const photo = firstPhotoOf(html);
  if (!photo) return;
  // Beside the page, in its cache: the photos of the last opened listings come and go. Kept
  // already (the page kept again in another language), or among those, it is not fetched again.
  await onePhotoAtATime(async () => {
    if (await keptWidth(photo, CACHES.saved)) return;
    const opened = await keptWidth(photo, CACHES.photos);
    if (opened) return cache.put(opened.path, opened.image);
    const image = await fetch(photo).catch(() => null);
    if (image && mayStore(image)) await cache.put(photo, image);
  });
}

/** Keeps exactly the saved listings the page named. */
async function syncSaved(ids: string[]) {
  const cache = await caches.open(CACHES.saved);
  const newest = ids.slice(0, KEPT_SAVED).map((id) => id.toLowerCase());
  const wanted = new Set(newest.map((id) => listingKey(origin, id)));
  for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith('/listing/') && !wanted.has(request.url)) await cache.delete(request);
  for (const id of newest) await keepSaved(id);
}

/** The offline page in both languages, fetched as a visitor who is not signed in. */
async function keepOfflinePages() {
  const cache = await caches.open(CACHES.offline);
  await Promise.all(
    (['en', 'my'] as const).map(async (lang) => {
      const response = await fetch(offlinePageUrl(lang), { credentials: 'omit' });
      if (!mayStore(response)) throw new Error(`The offline page (${lang}) could not be kept.`);
      // Rendered for no one: marked, so it never signs the reader out nor changes what the worker keeps.
      await cache.put(offlinePageUrl(lang), keptAnswer(await response.text(), response.headers));
    }),
  );
}

/** Where the language the reader last chose is kept (the pages tell the worker; a worker's memory ends when it idles). */
const LANG_KEY = '/offline-lang';

/** The language last told, at once: the saved list told just after it is kept in it. */
let toldLang: 'en' | 'my' | null = null;

async function readerLang(): Promise<'en' | 'my'> {
  if (toldLang) return toldLang;
  const kept = await caches.match(LANG_KEY, { cacheName: CACHES.offline });
  return (await kept?.text()) === 'my' ? 'my' : 'en';
}

async function rememberLang(lang: 'en' | 'my') {
  const before = await readerLang();
  toldLang = lang;
  await (await caches.open(CACHES.offline)).put(LANG_KEY, new Response(lang));
  // The saved homes are read offline in the reader's language: kept again in the new one.
  if (before !== lang) await keepSavedAgain();
}

/** Where the reader's data saver is kept (the pages tell it, as they tell the language). */
const SAVER_KEY = '/offline-data-saver';
let toldSaver: boolean | null = null;
/** A first activation's open listings, kept once a page has told the reader's data saver (below). */
let keepOpenPagesOnceTold = false;

async function readerSaver(): Promise<boolean> {
  if (toldSaver !== null) return toldSaver;
  const kept = await caches.match(SAVER_KEY, { cacheName: CACHES.offline });
  return (await kept?.text()) === 'on';
}

async function rememberSaver(on: boolean) {
  const before = await readerSaver();
  toldSaver = on;
  await (await caches.open(CACHES.offline)).put(SAVER_KEY, new Response(saverValue(on)));
  if (keepOpenPagesOnceTold) {
    keepOpenPagesOnceTold = false;
    await keepOpenPages();
  }
  // Saved homes kept with their photos for a reader who now holds them (or the other way): kept again.
  if (before !== on) await keepSavedAgain();
}

async function keepSavedAgain() {
  const saved = await caches.open(CACHES.saved);
  for (const request of await saved.keys()) {
    const id = listingIdOfPage(new URL(request.url).pathname);
    if (id) await keepSaved(id);
  }
}

async function cachedListing(id: string): Promise<Response | undefined> {
  return (await caches.match(listingKey(origin, id), { cacheName: CACHES.saved })) ?? (await caches.match(listingKey(origin, id), { cacheName: CACHES.listings }));
}

/** The offline page's address, with the page the reader asked for (its Try again). */
const offlineRedirect = async (asked: URL) =>
  Response.redirect(`${origin}/offline?lang=${await readerLang()}&from=${encodeURIComponent(asked.pathname + asked.search)}`, 303);

async function answerNavigation(event: FetchingEvent, url: URL): Promise<Response> {
  if (url.pathname === '/offline') {
    const lang = url.searchParams.get('lang') === 'my' ? 'my' : 'en';
    const kept = await caches.match(offlinePageUrl(lang), { cacheName: CACHES.offline });
    if (kept) return kept;
  }
  const id = listingIdOfPage(url.pathname);
  try {
    const response = await fetch(event.request);
    if (id && response.status === 200) event.waitUntil(keepOpened(id, response.clone()));
    return response;
  } catch (error) {
    const kept = id ? await cachedListing(id) : undefined;
    if (kept) return kept;
    if (url.pathname === '/offline') throw error;
    return offlineRedirect(url);
  }
}

/** Photos on listing pages: kept as drawn; offline, the kept width when the other is asked for. */
async function answerPhoto(event: FetchingEvent, url: URL): Promise<Response> {
  const kept = (await caches.match(url.pathname, { cacheName: CACHES.photos })) ?? (await caches.match(url.pathname, { cacheName: CACHES.saved }));
  if (kept) return kept;
  try {
    const response = await fetch(event.request);
    if (mayStore(response)) {
      const copy = response.clone();
      event.waitUntil(
        onePhotoAtATime(async () => {
          await (await caches.open(CACHES.photos)).put(url.pathname, copy);
          await photosExpiry.updateTimestamp(url.pathname);
          await photosExpiry.expireEntries();
        }),
      );
    }
    return response;
  } catch (error) {
    const other = otherWidth(url.pathname);
    const sibling = other && ((await caches.match(other, { cacheName: CACHES.photos })) ?? (await caches.match(other, { cacheName: CACHES.saved })));
    if (sibling) return sibling;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== origin || isNeverHandled(url.pathname)) return;
  // The app moving to a listing without a page load: its data answer is private and never
  // kept, so the page itself is kept as a visitor who is not signed in sees it.
  const dataOf = listingIdOfData(url.pathname);
  if (dataOf) {
    event.waitUntil(keepOpened(dataOf, null));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(answerNavigation(event, url));
    return;
  }
  const referrer = request.referrer ? new URL(request.referrer) : null;
  if (url.pathname.startsWith('/media/') && request.destination === 'image' && referrer && listingIdOfPage(referrer.pathname)) {
    event.respondWith(answerPhoto(event, url));
  }
});

/** The hashed files a page loaded before the worker was there: kept as if it had seen them (from the browser's cache). */
async function keepAssets(urls: string[]) {
  const cache = await caches.open(CACHES.assets);
  for (const url of urls) {
    if (await caches.match(url)) continue;
    const response = await fetch(url).catch(() => null);
    if (response && mayStore(response)) await cache.put(url, response);
  }
}

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; ids?: unknown; lang?: unknown; dataSaver?: unknown; urls?: unknown } | null;
  if (data?.type === 'assets' && Array.isArray(data.urls)) {
    const urls = data.urls.filter((url): url is string => typeof url === 'string' && new URL(url, origin).origin === origin && new URL(url, origin).pathname.startsWith('/assets/'));
    event.waitUntil(keepAssets(urls.slice(0, 100).map((url) => new URL(url, origin).pathname)));
  }
  // The reader's language, and with it their data saver: one after the other, as each may keep the saved homes again.
  if (data?.type === 'lang' && (data.lang === 'en' || data.lang === 'my')) {
    const { lang, dataSaver } = data;
    event.waitUntil((typeof dataSaver === 'boolean' ? rememberSaver(dataSaver) : Promise.resolve()).then(() => rememberLang(lang)));
  }
  if (data?.type === 'saved' && Array.isArray(data.ids)) event.waitUntil(syncSaved(data.ids.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))));
});

scope.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePages().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Every cache of an earlier build (the precache's own is Workbox's, cleaned above).
      const current = new Set(Object.values(CACHES));
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
      await scope.clients.claim();
      // The page that registered the worker was loaded before it: a listing it shows is kept now,
      // or, the first time, once the page has said whether its reader holds photos (it does as the
      // worker becomes active): with the data saver on, that listing's photo must not be fetched.
      if (toldSaver !== null || (await caches.match(SAVER_KEY, { cacheName: CACHES.offline }))) await keepOpenPages();
      else keepOpenPagesOnceTold = true;
    })(),
  );
});

/** Keeps the listings the open pages show. */
async function keepOpenPages() {
  for (const client of await scope.clients.matchAll({ type: 'window' })) {
    const id = listingIdOfPage(new URL(client.url).pathname);
    if (id) await keepOpened(id, null);
  }
}

scope.addEventListener('push', (event) => {
  const { title, options } = notificationOf(parsePushData(event.data), origin);
  event.waitUntil(scope.registration.showNotification(title, options));
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(
    (async () => {
      const clients = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await openFromNotification({ url: typeof data?.url === 'string' ? data.url : '/', origin, clients, openWindow: (url) => scope.clients.openWindow(url) });
    })(),
  );
});
