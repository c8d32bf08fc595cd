// What the service worker (service-worker/worker.ts) keeps and what it never touches, as plain functions of
// URLs and headers: the same rules are read by the unit tests and by the offline page.

/** Every cache the worker writes carries the build's id: a new build drops the old ones whole. */
export const CACHE_PREFIX = 'yh-';
export const cacheNames = (build: string) => ({
  /** Hashed scripts, styles and fonts a page used (the precache holds the offline page's own). */
  assets: `${CACHE_PREFIX}assets-${build}`,
  /** The last listings opened, as an anonymous visitor sees them. */
  listings: `${CACHE_PREFIX}listings-${build}`,
  /** The listings a person saved, kept however long ago they were opened. */
  saved: `${CACHE_PREFIX}saved-${build}`,
  /** Photos seen on listing pages, and the first photo of each saved listing. */
  photos: `${CACHE_PREFIX}photos-${build}`,
  /** The offline page, in each language. */
  offline: `${CACHE_PREFIX}offline-${build}`,
});

/** How many opened listings stay readable offline. */
export const KEPT_LISTINGS = 30;
/** How many saved listings stay readable offline (the most recently saved): each is a page to fetch once. */
export const KEPT_SAVED = 50;
/** Photos of listing pages kept (a listing's first photo and a few of its thumbnails). */
export const KEPT_PHOTOS = 120;
export const KEPT_ASSETS = 150;

const LISTING_PAGE = /^\/listing\/([0-9a-f-]{36})\/?$/i;
/** A listing's data for a navigation inside the app (React Router's `.data` request). */
const LISTING_DATA = /^\/listing\/([0-9a-f-]{36})\.data$/i;

/** The listing id of a listing page's path, or null. */
export const listingIdOfPage = (pathname: string): string | null => LISTING_PAGE.exec(pathname)?.[1]?.toLowerCase() ?? null;
/** The listing id of a listing's `.data` path (the app moving to it without a page load), or null. */
export const listingIdOfData = (pathname: string): string | null => LISTING_DATA.exec(pathname)?.[1]?.toLowerCase() ?? null;

/** The one address a listing is kept under, whatever query or trailing slash it was opened with. */
export const listingKey = (origin: string, id: string) => `${origin}/listing/${id}`;

/** The offline page's address in a language: the language is named, so no cookie decides it. */
export const offlinePageUrl = (lang: 'en' | 'my') => `/offline?lang=${lang}`;

/**
 * Whether an answer may be stored: a 200 that no one marked private. The server marks every
 * signed-in page, every /api and `.data` answer and every answer setting a cookie
 * `private, no-store` (server/private-answers.ts); none of those is ever written to a cache.
 */
export function mayStore(response: Pick<Response, 'status' | 'type'> & { headers: Pick<Headers, 'get'> }): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(cacheControl);
}

/** Paths the worker never answers nor keeps: the API, sign-in and its callbacks, the worker itself. */
export function isNeverHandled(pathname: string): boolean {
  return /^\/(api|auth|media\/private)(\/|$)/i.test(pathname) || pathname === '/sw.js';
}

/** A portal photo (`/media/ab/<id>-800.webp`) and its other width, for a photo asked for in one and kept in the other. */
export function otherWidth(pathname: string): string | null {
  const match = /^(\/media\/[0-9a-f]{2}\/[0-9a-f-]{36})-(400|800)\.webp$/.exec(pathname);
  return match ? `${match[1]}-${match[2] === '400' ? '800' : '400'}.webp` : null;
}

/** The first photo on a listing page's HTML (the gallery's cover), at its smallest width. */
export function firstPhotoOf(html: string): string | null {
  const match = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
  const src = /\ssrc="([^"]+)"/.exec(match)?.[1];
  if (!src) return null;
  const small = src.replace(/-800\.webp$/, '-400.webp');
  return small.startsWith('/media/') ? small : null;
}

/** A page's <title>, for the offline page's list of kept listings. */
export function titleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return raw
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .split(' · Yangon Homes')[0]
    .trim();
}

/** The header a kept listing carries its title in (encoded: a header is Latin-1). */
export const TITLE_HEADER = 'x-kept-title';

/** The offline page's Try again goes only to a path of this site ('//host' and '/\\host' lead elsewhere). */
export const safeReturnPath = (from: string | null) => (from && /^\/(?![/\\])/.test(from) && !/[\\\s]/.test(from) ? from : '/');

/** The attribute the worker writes on a kept copy's <html> (lib/kept-copy.ts reads it). */
export const KEPT_COPY_ATTRIBUTE = 'data-kept-copy';

/** Marks a kept page's HTML as a copy, on its <html> tag (whose attributes hydration tolerates). */
export const markKeptCopy = (html: string) => html.replace(/<html(?=[\s>])/i, `<html ${KEPT_COPY_ATTRIBUTE}=""`);
