import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import routes from '../app/routes';
import { isFullBuildPath, pagesOnly } from './page-build';

// A build shaped like the real one, from the real route table.
function buildFromRoutes(): ServerBuild {
  const entries = Object.fromEntries([
    ['root', { id: 'root', path: '' }],
    ...routes.map((r) => [r.id ?? r.file.replace(/\.tsx?$/, ''), { id: r.id ?? r.file, parentId: 'root', path: r.path, index: r.index }]),
  ]);
  return { routes: entries, assets: { routes: entries, url: '/assets/manifest.js', version: 'x', entry: { module: '', imports: [] } } } as unknown as ServerBuild;
}

describe('pages-only build', () => {
  const full = buildFromRoutes();
  const pages = pagesOnly(full);

  it('keeps every page, the root and the catch-all, and drops every /api call', () => {
    const paths = (b: ServerBuild) => Object.values(b.routes).map((r) => r?.path);
    expect(paths(pages)).toEqual(expect.arrayContaining(['', undefined, 'search', 'listing/:listingId', 'auth/google', '*']));
    expect(paths(pages).filter((p) => p?.startsWith('api'))).toEqual([]);
    expect(paths(full).filter((p) => p?.startsWith('api')).length).toBeGreaterThan(40);
    expect(Object.keys(pages.assets.routes)).toEqual(Object.keys(pages.routes));
  });

  it('sends the calls and route discovery to the whole build, case-insensitively, and nothing else', () => {
    for (const path of ['/api/listing/search', '/API/Listing/Search', '/api', '/api/unknown', '/__manifest']) expect(isFullBuildPath(path), path).toBe(true);
    for (const path of ['/', '/search', '/apiary', '/listing/api', '/__manifest/x', '/auth/google']) expect(isFullBuildPath(path), path).toBe(false);
  });
});
