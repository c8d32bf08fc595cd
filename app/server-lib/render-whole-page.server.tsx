// The one module that writes React Router's private fields (README, Architecture: "React
// Router's private fields"). Its test, render-whole-page.server.test.tsx, fails with a message
// naming what changed when a React Router upgrade breaks what this relies on.
//
// What React Router documents for entry.server is renderToPipeableStream: its <ServerRouter>
// sends the hydration data (EntryContext.serverHandoffStream, a turbo-stream) through a Suspense
// boundary, <StreamTransfer>, that suspends on each chunk it reads. So a page cannot be rendered
// with renderToString, which would send that boundary's empty fallback instead of the data.
//
// Here the data stream is read whole first and put into StreamTransfer's own cache
// (EntryContext.renderMeta.streamCache, keyed by chunk number: { result: { done, value } }):
// chunk 0 is all the data, chunk 1 the end. StreamTransfer finds each chunk there, nothing
// suspends, and the page is one synchronous renderToString (Preact's: html-segments.server.ts),
// which builds strings instead of encoding thousands of small chunks into buffers.
// Measured with bench/compare.ts against the documented entry (renderToPipeableStream,
// onAllReady, buffered), both orders: that entry costs 28-36% more app CPU per static, search and
// listing page (README, "React Router's private fields").
// The HTML is the same but for the Suspense markers (<!--$--><!--/$-->) around the data scripts.
//
// A page that comes to need Suspense of its own (React.lazy, a loader's promise awaited with
// <Await>) needs the documented renderToPipeableStream with onAllReady: renderToString would send
// its fallback.
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { collectingPreloads } from '../lib/head-preloads';
import { removeLast, renderToSegments, replaceFirstBetween, takeAll, type HtmlSegments } from './html-segments.server';
import { scriptsAfterFirstPhotos } from './scripts-after-first-photos.server';
import { withPageTexts } from './page-texts.server';
import { atHeadEnd } from './structured-data.server';

/** One entry of StreamTransfer's cache, as React Router 7.18 reads it (a promise with `result` in its own code). */
interface StreamCacheEntry {
  result: { done: boolean; value: string };
}

/** The private part of EntryContext this module writes. */
interface PrivateRenderMeta {
  streamCache?: Record<number, StreamCacheEntry>;
}

/**
 * Reads the hydration data stream to its end and fills StreamTransfer's cache with it: one chunk,
 * then the end. Returns the data as sent, or undefined for a page without any. Before
 * renderWholePage.
 */
export async function handOverHydrationData(context: EntryContext): Promise<string | undefined> {
  const stream = context.serverHandoffStream;
  if (!stream) return undefined;
  const text = await readText(stream);
  // StreamTransfer takes a reader of the stream even when its cache answers: give it an unread one.
  context.serverHandoffStream = new ReadableStream();
  (context.renderMeta as PrivateRenderMeta).streamCache = { 0: { result: { done: false, value: text } }, 1: { result: { done: true, value: '' } } };
  return text;
}

/**
 * Renders the page React Router's context describes, hydration data and a Burmese page's texts
 * included, as HTML (no doctype), with what it asks the browser to fetch at once
 * (lib/head-preloads.ts), its modules, then `headEnd`, at the end of its <head>.
 *
 * The preloads come after everything the root renders in the <head>, the stylesheet it carries
 * included: hydration keeps the <head>'s nodes it renders itself, taking the first of each kind
 * in order, and removes the rest. A preload before the <style> (session 31, to be found before
 * the CSS's bytes) had Preact move the <style> back ahead of it, which takes the stylesheet out
 * of the document and parses it again: the whole page styled and laid out anew in the middle of
 * hydration, 80-150 ms at Lighthouse's 4x on every page with a first picture (bench/README.md,
 * "Session 32"; stylesheet.e2e.ts). At the <head>'s end the preloads come about 12.5 KB into the
 * page (after 11 KB of compressed CSS), which should still fit a connection's first round trip
 * of about 14 KB: estimated, not measured.
 */
export function renderWholePage(context: EntryContext, url: string, nonce: string | undefined, headEnd = ''): HtmlSegments {
  const [html, preloads] = collectingPreloads(() => withPageTexts(() => renderToSegments(<ServerRouter context={context} url={url} nonce={nonce} />)));
  return atHeadEnd(closingTagsLast(scriptsAfterPhotos(html)), preloads + headEnd);
}

const DOCUMENT_END = '</body></html>';

/**
 * The page with the document's closing tags at its end. <ServerRouter> renders the hydration data's
 * scripts after the root route's document, so they follow its </html>, where a browser still
 * runs them, in a page no validator passes (React 19 held the closing tags back to the end).
 */
function closingTagsLast(html: HtmlSegments): HtmlSegments {
  if (html.at(-1)?.endsWith(DOCUMENT_END)) return html;
  const moved = removeLast(html, DOCUMENT_END);
  return moved === html ? html : [...moved, DOCUMENT_END];
}

const MODULE_SCRIPT_START = ' type="module" async>';

/**
 * The page with its scripts started once its first photos are in (scripts-after-first-photos.server.ts):
 * <Scripts>' modulepreload links taken out, and its module script, `<script nonce="…" type="module"
 * async>`, made the classic script that adds both then. A page without that module script (none
 * of React Router's writing) is left as it is, its links with it.
 */
function scriptsAfterPhotos(html: HtmlSegments): HtmlSegments {
  const [page, links] = takeAll(html, '<link rel="modulepreload"', '>');
  const modules = links.map((link) => /\shref="([^"]*)"/.exec(link)?.[1]).filter((href) => href !== undefined);
  const gated = replaceFirstBetween(page, MODULE_SCRIPT_START, '</script>', (code) => `>${scriptsAfterFirstPhotos(modules, code)}</script>`);
  return gated === page ? html : gated;
}

async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
