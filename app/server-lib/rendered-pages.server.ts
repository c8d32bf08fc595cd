// Pages already rendered for visitors who are not signed in, sent again while nothing they show
// has changed: the same URL with the same loader data renders the same HTML, so React need not
// build it twice. Rendering and encoding are about half of a page's server CPU, and the pages
// most visited are the same for everyone who is not signed in: the home page, the common
// searches, the listings people share.
//
// Never stale by data: the key holds every loader's answer, so a new listing or a changed price
// makes a new key. What changes with every visit stays out of the data (a listing's view count
// comes after hydration), or no page would be sent twice. Only by time: "3 minutes ago" and the
// footer's year are worked out while rendering, so a page is kept at most TTL_MS.
//
// Each answer keeps its own CSP nonce: a page is kept as the UTF-8 bytes sent, in pieces cut
// where the nonce it was rendered with stood (16 random bytes: nothing else in a page spells
// it), and every copy sent has the request's nonce between them.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { getConfig } from './config.server';

/** How long a rendered page may be sent again: the error of a "minutes ago" it shows. */
const TTL_MS = 30_000;

export interface RenderedPages {
  /** The page kept for `key` (pageKey()), as its pieces in order with `nonce` between them; undefined when none is kept. */
  sent(key: string, nonce: string): Buffer[] | undefined;
  /** Keeps `page`, rendered with `nonce`, as the page for `key`. */
  keep(key: string, nonce: string, page: Buffer): void;
}
/** The key of a page made of `parts` (its URL, its data...): a digest, so that the store holds pages, not keys. */
export function pageKey(...parts: string[]): string {
  const hash = createHash('sha256');
  // The lengths first: no two lists of parts run together into the same text.
  hash.update(parts.map((part) => part.length).join(','));
  for (const part of parts) hash.update(`\n${part}`);
  return hash.digest('base64');
}

/**
 * A store of at most `maxBytes` of pages; none when 0. `now`: the clock its times are read
 * from, in milliseconds (a test's).
 */
export function renderedPages({ maxBytes, ttlMs = TTL_MS, now }: { maxBytes: number; ttlMs?: number; now?: () => number }): RenderedPages {
  if (maxBytes <= 0) return { sent: () => undefined, keep: () => {} };
  const pages = new LRUCache<string, Buffer[]>({
    maxSize: maxBytes,
    sizeCalculation: (pieces) => pieces.reduce((sum, piece) => sum + piece.length, 64),
    ttl: ttlMs,
    // Read the clock at every look-up (cheap) rather than keep it with a timer per look-up.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  return {
    sent(key, nonce) {
      const pieces = pages.get(key);
      if (!pieces) return undefined;
      const nonceBytes = Buffer.from(nonce);
      return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece]));
    },
    keep(key, nonce, page) {
      pages.set(key, cutAt(page, Buffer.from(nonce)));
    },
  };
}

/** The page's pieces between the `nonce`s (views of the same memory). */
function cutAt(page: Buffer, nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(nonce); at >= 0; at = page.indexOf(nonce, from)) {
    pieces.push(page.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(page.subarray(from));
  return pieces;
}

let kept: RenderedPages | undefined;

/** The process's store, of PAGE_CACHE_MB. */
export function keptPages(): RenderedPages {
  kept ??= renderedPages({ maxBytes: getConfig().PAGE_CACHE_MB * 1024 * 1024 });
  return kept;
}
