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
// suspends, and the page is one synchronous renderToString, which builds strings instead of
// encoding thousands of small chunks into buffers (in segments: html-segments.server.ts).
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
import { renderToSegments, type HtmlSegments } from './html-segments.server';
import { withPageTexts } from './page-texts.server';

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

/** Renders the page React Router's context describes, hydration data and a Burmese page's texts included, as HTML (no doctype). */
export function renderWholePage(context: EntryContext, url: string, nonce: string | undefined): HtmlSegments {
  return withPageTexts(() => renderToSegments(<ServerRouter context={context} url={url} nonce={nonce} />));
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
