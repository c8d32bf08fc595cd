import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createRequestHandler, matchRoutes, type ServerBuild } from 'react-router';
import * as entry from '../app/entry.server';
import routes from '../app/routes';
import { routerBuild, TestDocument } from '../tests/support/router-build';
import { buildViews } from './page-build';

// A build shaped like the real one, from the real route table.
function buildFromRoutes(): ServerBuild {
  const entries = Object.fromEntries([
    ['root', { id: 'root', path: '' }],
    ...routes.map((r) => [r.id ?? r.file, { id: r.id ?? r.file, parentId: 'root', path: r.path, index: r.index }]),
  ]);
  return { routes: entries, assets: { routes: entries, url: '/assets/manifest.js', version: 'x', entry: { module: '', imports: [] } } } as unknown as ServerBuild;
}

const full = buildFromRoutes();
const viewFor = buildViews(full);
const routeTree = [
  { id: 'root', path: '', children: Object.values(full.routes).filter((r) => r?.parentId === 'root').map((r) => ({ id: r!.id, path: r!.path, index: r!.index })) },
];

/** What React Router needs for a URL: its matches and those of each ancestor path (the partial manifest). */
function neededIds(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = [pathname, ...segments.map((_, i) => `/${segments.slice(0, i).join('/')}`)];
  return [...new Set(paths.flatMap((path) => (matchRoutes(routeTree, path) ?? []).map((m) => m.route.id)))];
}

/** A URL each route answers: parameters filled in, optional segments left out. */
const sampleUrl = (path: string) =>
  `/${path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'x1' : segment))
    .join('/')}`;

describe('build views', () => {
  it('hold every route React Router matches for any URL of any route, in any case, for pages and their data', () => {
    const urls = routes.map((r) => (r.index ? '/' : sampleUrl(r.path!)));
    urls.push('/nothing-here', '/listing', '/api', '/api/nothing', '/%6Cisting/x1');
    for (const url of urls) {
      for (const variant of [url, url.toUpperCase(), url === '/' ? '/_root.data' : `${url}.data`]) {
        const view = viewFor(variant);
        const needed = neededIds(url.replace('/%6C', '/l'));
        expect(needed.length, url).toBeGreaterThan(1);
        expect(Object.keys(view.routes), variant).toEqual(expect.arrayContaining(needed));
        expect(Object.keys(view.assets.routes), variant).toEqual(Object.keys(view.routes));
      }
    }
  });

  it('are small: a page is served from a few routes, not from all of them', () => {
    const total = Object.keys(full.routes).length;
    expect(total).toBeGreaterThan(80);
    expect(Object.keys(viewFor('/listing/abc').routes).length).toBeLessThan(6);
    expect(Object.keys(viewFor('/search').routes).length).toBeLessThan(6);
    expect(Object.keys(viewFor('/api/listing/search').routes).length).toBeLessThan(total - 30);
  });

  it('are made once per first segment; unknown paths share one view, so they cannot grow the set', () => {
    expect(viewFor('/listing/a')).toBe(viewFor('/LISTING/b.data'));
    expect(viewFor('/no-such-page')).toBe(viewFor('/another-unknown/x'));
    expect(viewFor('/no-such-page')).toBe(viewFor('/_root.data'));
    expect(viewFor('/no-such-page')).not.toBe(viewFor('/listing/a'));
  });

  it('give route discovery the whole build', () => {
    expect(viewFor('/__manifest')).toBe(full);
    expect(viewFor('/__MANIFEST')).toBe(full);
    expect(viewFor('/__manifest/x')).not.toBe(full);
  });

  it("find route discovery at the build's own manifest path when react-router.config sets one", () => {
    const moved = { ...full, routeDiscovery: { mode: 'lazy', manifestPath: '/__routes' } } as ServerBuild;
    const movedViewFor = buildViews(moved);
    expect(movedViewFor('/__routes')).toBe(moved);
    expect(movedViewFor('/__manifest')).not.toBe(moved);
  });
});

const UPGRADE_HINT =
  "React Router now answers a URL differently from a view of the build than from the whole build: server/page-build.ts relies on a URL's answer depending only on the routes it can match (see its header and the README, \"React Router's private fields\"). Adapt the views to the new version, or serve the whole build (server/app.ts)";

/** The real route table with stand-in modules: a page renders its id and loads it; a .ts route is a resource route (an /api call). */
function runnableBuild(): ServerBuild {
  const page = (id: string) => ({ default: () => createElement('p', null, `page ${id}`), loader: () => ({ id }) });
  const resource = (id: string) => ({ loader: () => Response.json({ id }), action: () => Response.json({ id, action: true }) });
  return routerBuild(entry, [
    { id: 'root', path: '', module: { default: () => createElement(TestDocument), loader: () => ({ lang: 'en' }) } },
    ...routes.map((r) => {
      const id = r.id ?? r.file.replace(/\.tsx?$/, '');
      return { id, parentId: 'root', path: r.path, index: r.index, module: r.file.endsWith('.tsx') ? page(id) : resource(id) };
    }),
  ]);
}

/** Every way a browser or a client asks for a route's URL: the page, in capitals, with a trailing slash, and their data (single fetch). */
function requestsFor(url: string): string[] {
  const slashed = url.endsWith('/') ? url : `${url}/`;
  const dataOf = (path: string) => (path.endsWith('/') ? `${path}_.data` : `${path}.data`);
  return [url, url.toUpperCase(), slashed, dataOf(url), dataOf(slashed), `${dataOf(url)}?_routes=root`];
}

describe("build views in React Router's own request handler", () => {
  it('answer every URL of every route exactly as the whole build does (status, headers, body: the HTML, its data and partial manifest)', async () => {
    const build = runnableBuild();
    const whole = createRequestHandler(build, 'production');
    const handlerFor = buildViews(build, (view) => createRequestHandler(view, 'production'));
    const urls = [...new Set(routes.map((r) => (r.index ? '/' : sampleUrl(r.path!))))];
    urls.push('/nothing-here', '/listing', '/api', '/api/nothing', '/%6Cisting/x1', '/post/x1/extra');
    const requests = urls.flatMap(requestsFor);
    requests.push('/__manifest?version=test&paths=/listing/x1,/search,/api/listing/search');
    let pages = 0;
    for (const path of requests) {
      const ask = () => new Request(`http://portal.test${path}`);
      const [expected, answer] = await Promise.all([whole(ask()), handlerFor(new URL(ask().url).pathname)(ask())]);
      const [expectedBody, body] = await Promise.all([expected.text(), answer.text()]);
      expect({ path, status: answer.status, headers: [...answer.headers], body }, UPGRADE_HINT).toEqual({
        path,
        status: expected.status,
        headers: [...expected.headers],
        body: expectedBody,
      });
      if (body.includes('window.__reactRouterManifest')) pages++;
    }
    // The comparison covered real pages with their scripts, not only redirects and errors.
    expect(pages).toBeGreaterThan(urls.length);
  });
});
