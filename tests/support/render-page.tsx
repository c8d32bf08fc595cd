// Server-renders one page component under a stub root (as React Router would, with the root's
// data: user, theme, language), for render tests that check the HTML a visitor receives.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_ROOT_DATA, RootDataContext, type RootData } from '../../app/lib/root-data';

export interface RenderOptions {
  /** The route pattern when the path has parameters ('agent/:id'); defaults to the path itself. */
  pattern?: string;
  root?: Partial<RootData>;
  /** The page's action data (after a failed submit). */
  action?: unknown;
  /** Render the page's error boundary for a loader that threw. */
  error?: boolean;
  Boundary?: () => ReactNode;
}

export function renderPage(path: string, Component: () => ReactNode, data: unknown, options: RenderOptions = {}) {
  return renderToString(pageElement(path, Component, data, options));
}

/** As renderPage, once every component loaded on demand (React.lazy) is in: what the server sends. */
export async function renderWholePage(path: string, Component: () => ReactNode, data: unknown, options: RenderOptions = {}) {
  const { prelude } = await prerenderToNodeStream(pageElement(path, Component, data, options));
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

function pageElement(path: string, Component: () => ReactNode, data: unknown, options: RenderOptions) {
  const pattern = options.pattern ?? path.slice(1).split('?')[0];
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ id: 'page', path: pattern, Component, ErrorBoundary: options.Boundary, action: () => null }] },
  ]);
  const root: RootData = { ...DEFAULT_ROOT_DATA, ...options.root };
  const hydrationData = options.error
    ? { loaderData: { root }, errors: { page: new Error('database down') } }
    : { loaderData: { root, page: data }, ...(options.action !== undefined && { actionData: { page: options.action } }) };
  // As root.tsx's Layout hands the root's data to the page.
  return (
    <RootDataContext value={root}>
      <Stub initialEntries={[path]} hydrationData={hydrationData} />
    </RootDataContext>
  );
}
