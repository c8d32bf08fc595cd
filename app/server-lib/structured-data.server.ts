// JSON-LD (lib/structured-data.ts) is for crawlers, which read the page the server sends. A loader
// hands the request a way to build its blocks, and entry.server.tsx builds them and writes them
// into the page's <head>, outside React. In the route's meta they would also travel to the
// browser: as loader data (about 60 values on a listing page, which the server serialises and the
// browser decodes for nothing) or as the code that builds them, in every page's scripts. Built
// only for a page the server renders: a client-side navigation or an agent's next batch of
// listings runs the same loader for data alone, with no crawler to serve.
import type { AppLoadContext } from 'react-router';
import { jsonInScript } from '../lib/json-in-script';
import { replaceFirst, type HtmlSegments } from './html-segments.server';

export function addStructuredData(context: AppLoadContext, build: () => object[]) {
  context.structuredData = build;
}

/** The blocks as `<script type="application/ld+json">` tags for the end of the page's <head>; '' for none. */
export function structuredDataTags(build: (() => object[]) | undefined): string {
  return build ? build().map((block) => `<script type="application/ld+json">${jsonInScript(block)}</script>`).join('') : '';
}

/** The page's HTML with `markup` at the end of its <head>. */
export function atHeadEnd(html: HtmlSegments, markup: string): HtmlSegments {
  // The page is one segment until this is written into it.
  return markup ? replaceFirst(html, '</head>', () => `${markup}</head>`) : html;
}
