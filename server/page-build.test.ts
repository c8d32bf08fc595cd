import { describe, expect, it } from 'vitest';
import { matchRoutes, type ServerBuild } from 'react-router';
import routes from '../app/routes';
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
});
