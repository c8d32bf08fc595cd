// A React Router server build made in memory, for unit tests that run React Router's own request
// handler (createRequestHandler) without Vite: the same shape `react-router build` writes to
// build/server/index.js, with route modules given as objects.
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, type ServerBuild, type ServerEntryModule } from 'react-router';

export interface TestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** The route module: a page has a default export, a resource route (an /api call) only a loader. */
  module: Record<string, unknown>;
}

/** The document every test build's root route renders: what app/root.tsx has that React Router reads. */
export function TestDocument({ children }: { children?: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children ?? <Outlet />}
        <Scripts />
      </body>
    </html>
  );
}

export function routerBuild(entry: ServerEntryModule, routes: TestRoute[]): ServerBuild {
  const serverRoutes = Object.fromEntries(routes.map((route) => [route.id, { ...route, caseSensitive: false }]));
  const manifestRoutes = Object.fromEntries(
    routes.map((route) => [
      route.id,
      {
        id: route.id,
        parentId: route.parentId,
        path: route.path,
        index: route.index,
        module: `/assets/${route.id.replace(/\W/g, '_')}.js`,
        imports: [],
        hasAction: 'action' in route.module,
        hasLoader: 'loader' in route.module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: 'ErrorBoundary' in route.module,
      },
    ]),
  );
  return {
    entry: { module: entry },
    routes: serverRoutes,
    assets: { entry: { module: '/assets/entry.client.js', imports: [] }, routes: manifestRoutes, url: '/assets/manifest.js', version: 'test' },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
