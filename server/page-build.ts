// Each request is served from a view of the React Router build that holds only the routes its
// URL could match: those whose path starts with the URL's first segment, plus the root, index,
// pathless, catch-all and dynamic-first-segment routes, which any URL may match.
//
// Why: for every page it serves, React Router rebuilds its route objects and walks its route
// list several times (server routes, static router, the partial manifest sent to the browser),
// so a request's cost grows with the number of routes: 83 in all, 44 of them /api calls.
// bench/compare.ts on React Router 7.18.4, both orders, 20,000 listings, one app process (README,
// "React Router's private fields"): the whole build costs 47% more app CPU per static page, 23%
// per search page and 30% per listing page than these views.
//
// Undocumented: React Router documents createRequestHandler(build), not a build cut down to some
// routes. This relies on a URL's answer depending only on the routes it matches and those of its
// ancestor paths ('/', '/listing': the partial manifest), all of which are in its view.
// page-build.test.ts runs React Router's own request handler on the real route table, whole and
// through the views, and fails, saying so, when any URL's status, headers or body differ.
// app/routes.ts stays the one map; every view comes from the same build, so the modules and the
// database handle are shared.
import type { ServerBuild } from 'react-router';

/** The production build, or (development) a function that loads the current one per request. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * Route discovery: the browser asks which routes a path it is about to visit has; all of them.
 * Its URL is the build's (react-router.config's routeDiscovery.manifestPath, '/__manifest' unless set).
 */
const manifestPathOf = (build: ServerBuild) => (build.routeDiscovery?.manifestPath ?? '/__manifest').toLowerCase();

/** The first segment of a URL or route path, lower case (React Router matches without case). */
function firstSegment(path: string): string {
  const segment = path.replace(/^\/+/, '').split('/')[0];
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A route's path from the root (routes nest through parentId). */
function fullPath(build: ServerBuild, id: string): string {
  const route = build.routes[id];
  if (!route) return '';
  const parent = route.parentId ? fullPath(build, route.parentId) : '';
  return [parent, route.path ?? ''].filter(Boolean).join('/');
}

function viewOf(build: ServerBuild, ids: Set<string>): ServerBuild {
  const keep = <T>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => ids.has(id))) as Record<string, T>;
  return { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}

/**
 * What serves each URL: `serve(view)` made once per view at start-up, one view per first segment
 * that some route starts with; every other URL (a 404, `/_root.data`) shares one view.
 */
export function buildViews<T = ServerBuild>(build: ServerBuild, serve: (view: ServerBuild) => T = (view) => view as T): (pathname: string) => T {
  const anyUrl = new Set<string>();
  const bySegment = new Map<string, Set<string>>();
  for (const id of Object.keys(build.routes)) {
    const segment = firstSegment(fullPath(build, id));
    if (segment === '' || /^[:*]|\?$/.test(segment)) anyUrl.add(id);
    else bySegment.set(segment, (bySegment.get(segment) ?? new Set()).add(id));
  }
  const whole = serve(build);
  const common = serve(viewOf(build, anyUrl));
  const views = new Map([...bySegment].map(([segment, ids]) => [segment, serve(viewOf(build, new Set([...anyUrl, ...ids])))]));
  const manifestPath = manifestPathOf(build);
  // `/search.data` is the data of `/search` (React Router's single fetch).
  return (pathname) => (pathname.toLowerCase() === manifestPath ? whole : (views.get(firstSegment(pathname.replace(/\.data$/i, ''))) ?? common));
}
