// Pages already rendered for visitors who are not signed in, sent again while nothing they show
// has changed: the same URL with the same loader data renders the same HTML, so React need not
// build it twice. Rendering is about half of a page's server CPU (bench/README.md, "Session 26"),
// and the pages most visited are the same for everyone who is not signed in: the home page, the
// common searches, the listings people share.
//
// Never stale by data: the key holds the page's hydration data (every loader's answer, as React
// Router sends it to the browser), so a new listing, a changed price or a view counted makes a
// new key. Only by time: "3 minutes ago" and the footer's year are worked out while rendering,
// so a page is kept at most TTL_MS.
//
// Each answer keeps its own CSP nonce: the page is rendered with a stand-in, and every copy sent
// has the request's nonce where the stand-in was.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { HtmlSegments } from './html-segments.server';

/** How long a rendered page may be sent again: the error of a "minutes ago" it shows. */
export const TTL_MS = 30_000;

/** Rendered in place of the request's nonce; as long as one, random per process, never sent. */
const NONCE_STAND_IN = randomBytes(16).toString('base64');

/** A page's segments, each cut where the nonce goes. */
type StoredPage = readonly (readonly string[])[];

export interface RenderedPages {
  /**
   * The page for `key`: as rendered before, or from `render(nonceToRender)` and kept. Without a
   * key (a signed-in visitor, a form's answer) or a nonce, `render` runs with the request's nonce.
   */
  page(key: string | null, nonce: string | undefined, render: (nonce: string | undefined) => HtmlSegments): HtmlSegments;
}

/**
 * A store of at most `maxBytes` (strings counted at two bytes a character, keys included); none
 * when 0. `now`: the clock its times are read from, in milliseconds (a test's).
 */
export function renderedPages({ maxBytes, ttlMs = TTL_MS, now }: { maxBytes: number; ttlMs?: number; now?: () => number }): RenderedPages {
  if (maxBytes <= 0) return { page: (_key, nonce, render) => render(nonce) };
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => 2 * (key.length + page.reduce((sum, parts) => sum + parts.reduce((n, part) => n + part.length, 0), 0)) || 1,
    ttl: ttlMs,
    // Read the clock at every look-up (cheap) rather than keep it with a timer per look-up.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  return {
    page(key, nonce, render) {
      if (key === null || !nonce) return render(nonce);
      let stored = pages.get(key);
      if (!stored) {
        stored = render(NONCE_STAND_IN).map((segment) => segment.split(NONCE_STAND_IN));
        pages.set(key, stored);
      }
      return stored.map((parts) => parts.join(nonce));
    },
  };
}
