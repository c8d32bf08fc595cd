// A page's markup as React writes it, in strings of about 16K characters instead of one.
//
// Why: React's renderToString joins thousands of small strings into one, which V8 copies into a
// single string when it is first read (its UTF-8 bytes, a search in it). Past 128 KB (64K
// characters once a page holds one Burmese letter, as most do: every character then takes two
// bytes) that copy goes to V8's large-object space, fresh memory from the system for every page,
// whose first touches cost page faults: about 1 ms for the 250 KB home page, 13-20% of its CPU
// (bench/README.md, "Session 24"). A 16K-character string is copied in the young generation like
// any other, and one without a Burmese letter stays one byte a character.
//
// React has no option for this: patches/react-dom+19.3.1.patch (applied by patch-package when
// npm installs) gives renderToString one, `portalSegments`. Unpatched, React returns the whole
// page as before and it is one segment: the same page, only dearer.
import type { ReactNode } from 'react';
import { renderToString, type ServerOptions } from 'react-dom/server';

/** A page's markup, in order; joined, the page. */
export type HtmlSegments = readonly string[];

/** renderToString's markup in segments (each cut between two of React's chunks, never inside one). */
export function renderToSegments(element: ReactNode): HtmlSegments {
  const segments: string[] = [];
  const options: ServerOptions & { portalSegments: string[] } = { portalSegments: segments };
  const last = renderToString(element, options);
  segments.push(last);
  return segments;
}

/**
 * The segments with the first `search` replaced by `replacement()`, or unchanged when none holds
 * it. `search` must be something React writes in one chunk (a closing tag, an element's inner
 * HTML), which no cut between segments splits.
 */
export function replaceFirst(segments: HtmlSegments, search: string, replacement: () => string): HtmlSegments {
  const i = segments.findIndex((segment) => segment.includes(search));
  if (i < 0) return segments;
  const replaced = [...segments];
  // A function, so that a '$' in the replacement is not read as a replacement pattern.
  replaced[i] = segments[i].replace(search, replacement);
  return replaced;
}
