// React Router's Node entry, plus the per-request CSP nonce from Express (server/app.ts) so
// that the inline hydration scripts pass the Content-Security-Policy.
//
// The page is rendered in one synchronous pass to a string. The pages have no Suspense
// boundaries, so streaming never painted earlier; the one thing that waited was React Router's
// hydration data, which it streams into the page through a Suspense boundary that re-renders per
// chunk. Here that data is read whole first and handed to React Router's own cache for it
// (renderMeta.streamCache, read by its StreamTransfer), so nothing suspends and renderToString,
// which builds a string instead of encoding thousands of small chunks into buffers, can render
// the page (paired bursts, bench/README.md: 10-20% less CPU per listing and search page).
// A page that comes to need Suspense (deferred loader data, React.lazy) needs
// renderToPipeableStream with onAllReady again: renderToString would send its fallback.
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import './lib/i18n/register-burmese';

export const streamTimeout = 5_000;

/** React Router's own error answers lose their developer message (route ids) before they are sent. */
export { handleRouterError as handleError } from './lib/router-errors.server';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  await readHydrationData(routerContext);
  const nonce = loadContext?.nonce;
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Bytes, not a string: given a string, the Fetch API's Response first scans it for lone
  // surrogates and then encodes it with a TextEncoder as it is read (up to 30 µs for a 30-50 KB
  // page); Node's native UTF-8 encoder does both in one pass, replacing a lone surrogate with
  // U+FFFD just the same (bench/README.md, "Server plumbing").
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`, 'utf8'), { headers: responseHeaders, status: responseStatusCode });
}

type CachedChunk = { result: { done: boolean; value: string } };

/** Reads the hydration data stream to its end and fills React Router's cache with it: one chunk, then the end. */
async function readHydrationData(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  const streamCache: Record<number, CachedChunk> = { 0: { result: { done: false, value: text } }, 1: { result: { done: true, value: '' } } };
  // StreamTransfer takes a reader of the stream even when its cache answers: give it an unread one.
  context.serverHandoffStream = new ReadableStream();
  (context.renderMeta as { streamCache?: Record<number, CachedChunk> }).streamCache = streamCache;
}
