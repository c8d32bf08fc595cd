// React Router's Node entry, plus the per-request CSP nonce from Express (server/app.ts) so
// that the inline hydration scripts pass the Content-Security-Policy.
//
// The page is rendered whole, in one synchronous pass (server-lib/render-whole-page.server.tsx: the one
// module that writes React Router's private fields, and why), and sent as one body. The pages
// have no Suspense boundaries, so streaming never painted earlier.
import type { AppLoadContext, EntryContext } from 'react-router';
import { renderWholePage } from './server-lib/render-whole-page.server';
import { withStructuredData } from './server-lib/structured-data.server';
import { utf8Bytes } from './server-lib/utf8-bytes.server';
import type { RootData } from './lib/root-data';
import './lib/i18n/register-burmese';

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
  const html = await renderWholePage(routerContext, request.url, loadContext?.nonce, { reusable: isEveryonesPage(request, responseStatusCode, routerContext) });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const bytes = utf8Bytes(['<!DOCTYPE html>', ...withStructuredData(html, loadContext?.structuredData)]);
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
