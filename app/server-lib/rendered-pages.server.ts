// Pages already rendered for visitors who are not signed in, sent again while nothing they show
// has changed: the same URL with the same loader data renders the same HTML, so React need not
// build it twice. Rendering and encoding are about half of a page's server CPU (bench/README.md,
// "Session 26"), and the pages most visited are the same for everyone who is not signed in: the
// home page, the common searches, the listings people share.
//
// Never stale by data: the key holds the page's hydration data (every loader's answer, as React
// Router sends it to the browser), so a new listing, a changed price or a view counted makes a
// new key. Only by time: "3 minutes ago" and the footer's year are worked out while rendering,
// so a page is kept at most TTL_MS.
//
// Each answer keeps its own CSP nonce: the page is rendered with a stand-in, and every copy sent
// has the request's nonce where the stand-in was. Pages are kept as the UTF-8 bytes sent, in
// pieces cut at the stand-in; a hit hands out those pieces with the nonce between them, for the
// caller to put together once (with the stylesheet: site-stylesheet.server.ts).
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { getConfig } from './config.server';

/** How long a rendered page may be sent again: the error of a "minutes ago" it shows. */
const TTL_MS = 30_000;

/** Rendered in place of the request's nonce; as long as one, random per process, never sent. */
const NONCE_STAND_IN = randomBytes(16).toString('base64');
const STAND_IN_BYTES = Buffer.from(NONCE_STAND_IN);

export interface RenderedPages {
  /**
   * The page for `key` (pageKey()), with `nonce`, as its pieces in order: as rendered before, or
   * rendered now (`render` given the stand-in) and kept. Without a key (a signed-in visitor, a
   * form's answer) or a nonce, `render` is given the request's nonce and nothing is kept.
   */
  page(key: string | null, nonce: string | undefined, render: (nonce: string | undefined) => Buffer<ArrayBuffer>): Buffer<ArrayBuffer>[];
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
  if (maxBytes <= 0) return { page: (_key, nonce, render) => [render(nonce)] };
  const pages = new LRUCache<string, Buffer<ArrayBuffer>[]>({
    maxSize: maxBytes,
    sizeCalculation: (pieces) => pieces.reduce((sum, piece) => sum + piece.length, 64),
    ttl: ttlMs,
    // Read the clock at every look-up (cheap) rather than keep it with a timer per look-up.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  return {
    page(key, nonce, render) {
      if (key === null || !nonce) return [render(nonce)];
      let pieces = pages.get(key);
      if (!pieces) {
        pieces = cutAtStandIn(render(NONCE_STAND_IN));
        pages.set(key, pieces);
      }
      const nonceBytes = Buffer.from(nonce);
      return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece]));
    },
  };
}

/** The page's pieces between the stand-ins (views of the same memory). */
function cutAtStandIn(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer>[] {
  const pieces: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = page.indexOf(STAND_IN_BYTES); at >= 0; at = page.indexOf(STAND_IN_BYTES, from)) {
    pieces.push(page.subarray(from, at));
    from = at + STAND_IN_BYTES.length;
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
