// JSON-LD (lib/structured-data.ts) is for crawlers, which read the page the server sends. A loader
// hands its blocks to the request's context, and entry.server.tsx writes them into the page's
// <head>, outside React. In the route's meta they would also travel to the browser: as loader
// data (about 60 values on a listing page, which the server serialises and the browser decodes
// for nothing) or as the code that builds them, in every page's scripts. A client-side
// navigation has no crawler to serve, so nothing is lost.
import type { AppLoadContext } from 'react-router';

export function addStructuredData(context: AppLoadContext, ...blocks: object[]) {
  (context.structuredData ??= []).push(...blocks);
}

// As React Router's <Meta> escapes 'script:ld+json': nothing in the JSON can end the script or
// be read as HTML.
const UNSAFE = /[&<>\u2028\u2029]/g;
const escapeJson = (json: string) => json.replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The page's HTML with the blocks as `<script type="application/ld+json">` at the end of its <head>. */
export function withStructuredData(html: string, blocks: readonly object[] | undefined): string {
  if (!blocks?.length) return html;
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const tags = blocks.map((block) => `<script type="application/ld+json">${escapeJson(JSON.stringify(block))}</script>`).join('');
  return html.slice(0, end) + tags + html.slice(end);
}
