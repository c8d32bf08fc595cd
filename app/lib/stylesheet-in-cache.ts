// Whether this browser holds the site's stylesheet in its cache, so that a page need not carry it
// (lib/site-stylesheet.tsx says why a page carries it). A first visit's page carries the 58 KB
// (11 KB compressed); once that page is alive and idle the browser prefetches the file, which the
// server sends with immutable caching, and notes its address in a cookie. The next pages it
// asks for whole (a reload, a link from elsewhere, the next day's visit) name the file with an
// @import the browser answers from its cache, instead of carrying it again: on a metered phone
// plan, 11 KB saved on each, and the server spared compressing it.
//
// The cookie names the file (its name holds the content's hash), so a new build's stylesheet is
// carried until the browser has fetched that one. Should the browser have dropped the file from
// its cache, the @import fetches it before the page is drawn: a linked stylesheet's cost, once.
import { readCookie, rememberInBrowser } from './cookies';

export const STYLESHEET_COOKIE = 'yh_css';

/** Whether the browser that sent `cookies` has the stylesheet at `href` in its cache. */
export const hasStylesheetInCache = (cookies: string | null | undefined, href: string): boolean => readCookie(cookies, STYLESHEET_COOKIE) === href;

/**
 * In the browser, once the page is hydrated and idle: asks for the stylesheet the page carried as
 * a prefetch (the browser's own way to fetch for the pages to come, at its lowest priority, into
 * the cache), and notes it in the cookie once it is in. A page that named it by @import (or a
 * development build, which links it) has nothing to do. A failed fetch leaves the cookie as it
 * was, so the next page carries the stylesheet again.
 */
export function keepStylesheetInCache(): void {
  const href = document.querySelector('head > style[data-href]')?.getAttribute('data-href');
  if (!href || hasStylesheetInCache(document.cookie, href)) return;
  const prefetch = Object.assign(document.createElement('link'), { rel: 'prefetch', href });
  prefetch.addEventListener('load', () => {
    rememberInBrowser(STYLESHEET_COOKIE, href);
    prefetch.remove();
  });
  prefetch.addEventListener('error', () => prefetch.remove());
  document.head.append(prefetch);
}
