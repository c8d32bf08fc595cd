// React Router's Node entry (renderToPipeableStream: the whole page for bots, the shell as soon as
// it is ready for people), with the per-request CSP nonce from Express (server/app.ts) for the
// inline scripts, and what the server alone puts into the page (lib/server-render.tsx).
//
// A page anybody not signed in would be sent is kept and sent again while its URL and data are
// the same (server-lib/rendered-pages.server.ts).
import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { keptPages, pageKey } from './server-lib/rendered-pages.server';
import { jsonInScript } from './lib/json-in-script';
import { builtStylesheetText } from './server-lib/site-stylesheet.server';
import { ServerRenderContext, type ServerRender } from './lib/server-render';
import stylesheet from './app.css?url';
import { hasStylesheetInCache } from './lib/stylesheet-in-cache';
import type { RootData } from './lib/root-data';
import './lib/i18n/register-burmese';

// A production page carries the stylesheet (lib/site-stylesheet.tsx), or names it for a browser
// that has it in its cache (lib/stylesheet-in-cache.ts).
const stylesheetText = import.meta.env.DEV ? undefined : builtStylesheetText(stylesheet);
const stylesheetImport = `@import url("${stylesheet}");`;

export const streamTimeout = 5_000;

/** React Router's own error answers lose their developer message (route ids) before they are sent. */
export { handleRouterError as handleError } from './server-lib/router-errors.server';

/**
 * Every page and its data are drawn for the browser's `Save-Data` (the data saver holds photos,
 * lib/data-saver.ts): a cache, the browser's own included, keeps one copy of each kind.
 */
const VARY = ['Vary', 'Save-Data'] as const;

export function handleDataRequest(response: Response) {
  response.headers.append(...VARY);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.append(...VARY);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const nonce = loadContext?.nonce || undefined;
  const stylesheetInCache = stylesheetText !== undefined && hasStylesheetInCache(request.headers.get('Cookie'), stylesheet);
  const server: ServerRender = {
    nonce,
    stylesheet: stylesheetInCache ? stylesheetImport : stylesheetText,
    headScripts: (loadContext?.structuredData?.() ?? []).map((block) => ({ type: 'application/ld+json' as const, code: jsonInScript(block) })),
  };
  // Everything the page shows follows from its URL, its data and which stylesheet it carries.
  const key =
    nonce && isEveryonesPage(request, responseStatusCode, routerContext)
      ? pageKey(request.url, JSON.stringify(routerContext.staticHandlerContext.loaderData), String(stylesheetInCache))
      : null;
  const kept = key ? keptPages(stylesheetText).sent(key, nonce!) : undefined;
  // Says whether a page anybody may be sent came from the store (shown in the browser's network
  // panel, counted by the benchmarks).
  if (key) responseHeaders.set('Server-Timing', `page-cache;desc=${kept ? 'hit' : 'miss'}`);
  if (kept) return new Response(Buffer.concat(kept), { headers: responseHeaders, status: responseStatusCode });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and static generation get the whole page at once; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderContext value={server}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerRenderContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          if (key) keepWhenWhole(body, key, nonce!, () => !failed);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          // Errors in the shell are rejected above; these are logged (the stream goes on).
          if (shellRendered) console.error(error);
        },
      },
    );
    // Abort the rendering stream after the `streamTimeout`, so it has time to flush the rejected boundaries.
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Keeps the page streamed through `body` once it has all gone out whole and `whole()` still says so. */
function keepWhenWhole(body: PassThrough, key: string, nonce: string, whole: () => boolean) {
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  body.on('end', () => {
    if (whole()) keptPages(stylesheetText).keep(key, nonce, Buffer.concat(chunks));
  });
}

/**
 * Whether the page is one anybody not signed in may be sent: a GET answered 200 for a visitor
 * without an account. A signed-in person's pages hold their own data and are rendered for them.
 */
function isEveryonesPage(request: Request, status: number, { staticHandlerContext }: EntryContext): boolean {
  const root = staticHandlerContext.loaderData.root as RootData | undefined;
  return request.method === 'GET' && status === 200 && root !== undefined && root.user === null;
}
