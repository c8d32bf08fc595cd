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
//
// Text every page carries alike (the 58 KB stylesheet a first visit's page holds) is kept once
// for all of them and counted once: else it would be half of each page kept, and the store
// would hold half as many pages.
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

/** Where a kept page had its nonce. */
const NONCE = Symbol('nonce');
type Piece = Buffer | typeof NONCE;

/**
 * A store of at most `maxBytes` of pages; none when 0. `shared`: texts many pages carry whole,
 * kept once and not counted against any page. `now`: the clock its times are read from, in
 * milliseconds (a test's).
 */
export function renderedPages({ maxBytes, shared = [], ttlMs = TTL_MS, now }: { maxBytes: number; shared?: string[]; ttlMs?: number; now?: () => number }): RenderedPages {
  if (maxBytes <= 0) return { sent: () => undefined, keep: () => {} };
  const sharedBytes = shared.filter((text) => text.length > 0).map((text) => Buffer.from(text));
  /** Whether `piece` is the page's own text: neither the nonce's place nor a shared text. */
  const isOwn = (piece: Piece): piece is Buffer => piece !== NONCE && !sharedBytes.some((text) => text === piece);
  const pages = new LRUCache<string, Piece[]>({
    maxSize: maxBytes,
    sizeCalculation: (pieces) => pieces.reduce((sum, piece) => (isOwn(piece) ? sum + piece.length : sum), 64),
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
      return pieces.map((piece) => (piece === NONCE ? nonceBytes : piece));
    },
    keep(key, nonce, page) {
      const marks: [Buffer, Piece][] = [...sharedBytes.map((text): [Buffer, Piece] => [text, text]), [Buffer.from(nonce), NONCE]];
      const pieces = marks.reduce<Piece[]>((all, [mark, instead]) => all.flatMap((piece) => (isOwn(piece) ? cutAt(piece, mark, instead) : [piece])), [page]);
      // Copies of the page's own pieces: views would hold the whole rendered page, shared text and all.
      pages.set(key, pieces.map((piece) => (isOwn(piece) ? Buffer.from(piece) : piece)));
    },
  };
}

/** `bytes` cut wherever `mark` stands, with `instead` in each place. */
function cutAt(bytes: Buffer, mark: Buffer, instead: Piece): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (let at = bytes.indexOf(mark); at >= 0; at = bytes.indexOf(mark, from)) {
    pieces.push(bytes.subarray(from, at), instead);
    from = at + mark.length;
  }
  pieces.push(bytes.subarray(from));
  return pieces;
}

let kept: RenderedPages | undefined;

/** The process's store, of PAGE_CACHE_MB, sharing `sharedText` (the stylesheet a first visit's page carries) when there is one. */
export function keptPages(sharedText: string | undefined): RenderedPages {
  kept ??= renderedPages({ maxBytes: getConfig().PAGE_CACHE_MB * 1024 * 1024, shared: sharedText ? [sharedText] : [] });
  return kept;
}
