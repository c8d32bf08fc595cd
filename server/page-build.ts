// Two views of one React Router build: the whole of it for the /api calls, and the pages alone
// for everything else.
//
// Why: for every page it serves, React Router rebuilds its route objects and walks its route
// list several times (server routes, static router, the partial manifest sent to the browser),
// so a page's cost grows with the number of routes, and 44 of the 83 are /api calls a page never
// renders. Served from a build without them, a listing page costs about 8% less CPU and a
// search page about 5% (bench/compare.ts, both ways round; bench/README.md).
// app/routes.ts stays the one map of pages and calls; both views come from the same build, so
// the modules, the database handle and everything else are shared.
import type { ServerBuild } from 'react-router';

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The /api calls and the browser's route discovery (`/__manifest`, which must know the calls a form posts to). */
export const isFullBuildPath = (pathname: string) => /^\/(api(\/|$)|__manifest$)/i.test(pathname);

const isApiRoute = (path: string | undefined) => path !== undefined && /^api(\/|$)/i.test(path);

export function pagesOnly(build: ServerBuild): ServerBuild {
  const keep = <T extends { path?: string }>(routes: Record<string, T | undefined>) =>
    Object.fromEntries(Object.entries(routes).filter(([, route]) => route && !isApiRoute(route.path))) as Record<string, T>;
  return { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}

/** The same for a build that is loaded per request (development). */
export function pagesOnlySource(source: BuildSource): BuildSource {
  if (typeof source !== 'function') return pagesOnly(source);
  return async () => pagesOnly(await source());
}
