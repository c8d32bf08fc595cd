// A page's markup as a list of strings, in order: what the renderer wrote, and what the server
// writes into it afterwards (the page's Burmese texts, its JSON-LD, the links it hoists into the
// <head>) without copying the whole page into a new string for each.
//
// Preact renders the page (README, "Preact in place of React"): preact-render-to-string returns
// it as one string, so a page starts as one segment.
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
 * segment boundary splits.
 */
export function replaceFirst(segments: HtmlSegments, search: string, replacement: () => string): HtmlSegments {
  const i = segments.findIndex((segment) => segment.includes(search));
  if (i < 0) return segments;
  const replaced = [...segments];
  // A function, so that a '$' in the replacement is not read as a replacement pattern.
  replaced[i] = segments[i].replace(search, replacement);
  return replaced;
}
