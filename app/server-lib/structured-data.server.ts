// JSON-LD (lib/structured-data.ts) is for crawlers, which read the page the server sends. A loader
// hands the request a way to build its blocks, and entry.server.tsx builds them for the page's
// <head> (lib/server-render.tsx). In the route's meta they would also travel to the browser: as
// loader data (about 60 values on a listing page, which the server serialises and the browser
// decodes for nothing) or as the code that builds them, in every page's scripts. Built only for a
// page the server renders: a client-side navigation or an agent's next batch of listings runs
// the same loader for data alone, with no crawler to serve.
import type { AppLoadContext } from 'react-router';

export function addStructuredData(context: AppLoadContext, build: () => object[]) {
  context.structuredData = build;
}
