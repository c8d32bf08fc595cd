// React Router's Node entry, plus the per-request CSP nonce from Express (server/app.ts) so
// that the inline hydration scripts pass the Content-Security-Policy.
//
// The page is rendered whole, in one synchronous pass (server-lib/render-whole-page.server.tsx: the one
// module that writes React Router's private fields, and why), and sent as one body. The pages
// have no Suspense boundaries, so streaming never painted earlier. A page anybody not signed in
// would be sent is kept and sent again while its URL and data are the same
// (server-lib/rendered-pages.server.ts).
import type { AppLoadContext, EntryContext } from 'react-router';
import { handOverHydrationData, renderWholePage } from './server-lib/render-whole-page.server';
import { keptPages, pageKey } from './server-lib/rendered-pages.server';
import { installPreactOptions } from './lib/preact-options';
import { structuredDataTags } from './server-lib/structured-data.server';
import { titleFaceScript } from './server-lib/burmese-title-face.server';
import { utf8Bytes } from './server-lib/utf8-bytes.server';
import { builtStylesheetText, stylesheetFiller } from './server-lib/site-stylesheet.server';
import stylesheet from './app.css?url';
import { hasStylesheetInCache } from './lib/stylesheet-in-cache';
import type { RootData } from './lib/root-data';
import './lib/i18n/register-burmese';

installPreactOptions('server');
// Each page carries the stylesheet in a production build (lib/site-stylesheet.tsx), put in as it is
// sent, or names it for a browser that has it in its cache (lib/stylesheet-in-cache.ts).
const withStylesheet = import.meta.env.DEV ? (pieces: Buffer<ArrayBuffer>[]) => pieces : stylesheetFiller(stylesheet, builtStylesheetText(stylesheet));

export const streamTimeout = 5_000;

/** React Router's own error answers lose their developer message (route ids) before they are sent. */
export { handleRouterError as handleError } from './server-lib/router-errors.server';

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
  const data = await handOverHydrationData(routerContext);
  const structuredData = structuredDataTags(loadContext?.structuredData);
  const headEnd = (nonce: string | undefined) => titleFaceScript(loadContext?.titleFace, nonce) + structuredData;
  // A listing title's face follows from the title, which the data holds: it need not be keyed.
  const key = data !== undefined && isEveryonesPage(request, responseStatusCode, routerContext) ? pageKey(request.url, structuredData, data) : null;
  // The page's pieces (the kept page's, the nonce, the stylesheet), put together in one copy.
  const bytes = Buffer.concat(
    withStylesheet(
      keptPages().page(key, loadContext?.nonce, (nonce) => utf8Bytes(['<!DOCTYPE html>', ...renderWholePage(routerContext, request.url, nonce, headEnd(nonce))])),
      hasStylesheetInCache(request.headers.get('Cookie'), stylesheet),
    ),
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const init = { headers: responseHeaders, status: responseStatusCode };
  return loadContext?.wholePageAnswer ? loadContext.wholePageAnswer(bytes, init) : new Response(bytes, init);
}

/**
 * Whether the page is one anybody not signed in may be sent: a GET answered 200 for a visitor
 * without an account. A signed-in person's pages hold their own data and are rendered for them.
 */
function isEveryonesPage(request: Request, status: number, { staticHandlerContext }: EntryContext): boolean {
  const root = staticHandlerContext.loaderData.root as RootData | undefined;
  return request.method === 'GET' && status === 200 && root !== undefined && root.user === null;
}
