// A React Router server build made in memory, the shape `react-router build` writes to
// build/server/index.js, with route modules given as objects: for tests that run React Router's
// own request handler without Vite (http-app.ts with the real route modules; unit tests with
// stand-ins). What it lacks is the browser's assets, which no test of the server needs.
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, type ServerBuild, type ServerEntryModule } from 'react-router';
import reactRouterConfig from '../../react-router.config';

type BuildRouteModule = NonNullable<ServerBuild['routes'][string]>['module'];
/** A route module as the build holds it; a resource route has no default export, which ServerBuild's type leaves out. */
type RouteModule = Omit<BuildRouteModule, 'default'> & Partial<Pick<BuildRouteModule, 'default'>>;

export interface TestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  /** The route module: a page has a default export, a resource route (an /api call) only a loader. */
  module: RouteModule;
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
  const manifestEntry = ({ id, parentId, path, index, caseSensitive, module }: TestRoute) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive,
    module: `/test-assets/${id}.js`,
    hasAction: 'action' in module,
    hasLoader: 'loader' in module,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: 'ErrorBoundary' in module,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    imports: [],
    css: [],
  });
  return {
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((route) => [route.id, route])) as ServerBuild['routes'],
    assets: {
      entry: { module: '/test-assets/entry.client.js', imports: [] },
      routes: Object.fromEntries(routes.map((route) => [route.id, manifestEntry(route)])),
      url: '/test-assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: '',
    // The flags the real build carries (react-router.config.ts): they change how URLs are read.
    future: { v8_middleware: false, ...reactRouterConfig.future } as unknown as ServerBuild['future'],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    allowedActionOrigins: false,
  };
}
