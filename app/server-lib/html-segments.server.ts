// A page's markup as a list of strings, in order: what the renderer wrote, and what the server
// writes into it afterwards (the page's Burmese texts, its JSON-LD, the links it hoists into the
// <head>) without copying the whole page into a new string for each.
//
// Preact renders the page (README, "Preact in place of React"): preact-render-to-string returns
// it as one string, up to 250 KB (the home page), built by concatenation. The first search in it
// makes it flat, once; every change after that cuts the segment into slices of it, which V8
// keeps as views of the flat string, and puts the new text between them. A String.replace would
// copy the whole page each time (the modulepreload links' regular expression alone was 18% of
// the home page's rendering CPU: bench/README.md, "Session 29"). utf8Bytes encodes the slices
// as they are.
import type { ReactNode } from 'react';
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';

/** A page's markup, in order; joined, the page. */
export type HtmlSegments = readonly string[];

/** The element's markup, as one segment. */
export function renderToSegments(element: ReactNode): HtmlSegments {
  return [renderToString(element as VNode)];
}

/**
 * The segments with the first `search` replaced by `replacement()`, or unchanged when none holds
 * it. `search` must lie within one segment: a closing tag, or an element's inner HTML, which no
 * segment boundary splits. A function, so that a '$' in the replacement is written as it is.
 */
export function replaceFirst(segments: HtmlSegments, search: string, replacement: () => string): HtmlSegments {
  for (let i = 0; i < segments.length; i++) {
    const at = segments[i].indexOf(search);
    if (at >= 0) return spliced(segments, i, at, at + search.length, replacement());
  }
  return segments;
}

/**
 * The segments with the first piece from `start` to the next `end` (both included) replaced by
 * `replacement(inner)`, `inner` being the text between them; unchanged when none holds `start`.
 * The piece lies within one segment.
 */
export function replaceFirstBetween(segments: HtmlSegments, start: string, end: string, replacement: (inner: string) => string): HtmlSegments {
  for (let i = 0; i < segments.length; i++) {
    const at = segments[i].indexOf(start);
    const close = at < 0 ? -1 : segments[i].indexOf(end, at + start.length);
    if (close >= 0) return spliced(segments, i, at, close + end.length, replacement(segments[i].slice(at + start.length, close)));
  }
  return segments;
}

/** The segments with the last `search` taken out, or unchanged when none holds it. */
export function removeLast(segments: HtmlSegments, search: string): HtmlSegments {
  for (let i = segments.length - 1; i >= 0; i--) {
    const at = segments[i].lastIndexOf(search);
    if (at >= 0) return spliced(segments, i, at, at + search.length, '');
  }
  return segments;
}

/**
 * The segments without every piece from `start` to the next `end` (both included), and the
 * pieces taken, in order. A piece lies within one segment.
 */
export function takeAll(segments: HtmlSegments, start: string, end: string): [HtmlSegments, string[]] {
  const kept: string[] = [];
  const taken: string[] = [];
  for (const segment of segments) {
    let from = 0;
    for (let at = segment.indexOf(start); at >= 0; at = segment.indexOf(start, from)) {
      const close = segment.indexOf(end, at + start.length);
      if (close < 0) break;
      if (at > from) kept.push(segment.slice(from, at));
      from = close + end.length;
      taken.push(segment.slice(at, from));
    }
    kept.push(from === 0 ? segment : segment.slice(from));
  }
  return [kept, taken];
}

/** Segment i cut at [from, to) with `insert` in the cut's place; slices, not copies. */
function spliced(segments: HtmlSegments, i: number, from: number, to: number, insert: string): HtmlSegments {
  const segment = segments[i];
  const pieces = [segment.slice(0, from), insert, segment.slice(to)].filter((piece) => piece !== '');
  return [...segments.slice(0, i), ...pieces, ...segments.slice(i + 1)];
}
