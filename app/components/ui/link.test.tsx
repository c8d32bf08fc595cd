import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link as RouterLink, NavLink as RouterNavLink, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

// The server's shortcut must write exactly what React Router's Link writes, or the browser's
// Link would hydrate different markup.
async function renderAt(url: string, element: ReactElement) {
  const routes = [{ path: '*', element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const linkCases: Array<[string, Record<string, unknown>]> = [
  ['a root path', { to: '/listing/42', className: 'card' }],
  ['a query and a hash', { to: '/search?type=rent&township=Bahan#results', 'aria-label': 'Page 2' }],
  ['the home page', { to: '/' }],
  ['client-only props', { to: '/post/a-b', prefetch: 'intent', preventScrollReset: true, replace: true, state: { from: 1 }, rel: 'next' }],
  ['a target', { to: '/PrivacyPolicy', target: '_blank' }],
  ['a relative path (React Router resolves it)', { to: '../about' }],
  ['an object (React Router builds it)', { to: { pathname: '/search', search: '?type=sale' } }],
  ['a path to normalise', { to: '/a/./b//c' }],
  ['reloadDocument', { to: '/sign-out', reloadDocument: true }],
  ['prefetch on render (React Router adds the prefetch links)', { to: '/blogs', prefetch: 'render' }],
];

describe('Link on the server', () => {
  it('is the shortcut, not React Router\'s own (the comparisons below would prove nothing)', () => {
    expect(Link).not.toBe(RouterLink);
    expect(NavLink).not.toBe(RouterNavLink);
  });

  it.each(linkCases)('writes what React Router writes: %s', async (_name, props) => {
    const ours = await renderAt('/blogs/x', <Link {...(props as { to: string })}>text</Link>);
    const theirs = await renderAt('/blogs/x', <RouterLink {...(props as { to: string })}>text</RouterLink>);
    expect(ours).toBe(theirs);
    expect(ours).toContain('<a ');
  });
});

const navCases: Array<[string, string, Record<string, unknown>]> = [
  ['active, exact', '/search', { to: '/search' }],
  ['active, a path under it', '/blogs/news', { to: '/blogs' }],
  ['not active under it with end', '/blogs/news', { to: '/blogs', end: true }],
  ['home, end', '/', { to: '/', end: true }],
  ['home, not active elsewhere', '/about', { to: '/', end: true }],
  ['a query is not part of the match', '/dashboard', { to: '/dashboard?tab=dash' }],
  ['case differs', '/About', { to: '/about' }],
  ['a prefix that is not a parent', '/searching', { to: '/search' }],
  ['a trailing slash', '/agent/7', { to: '/agent/' }],
  ['case sensitive (React Router)', '/About', { to: '/about', caseSensitive: true }],
];

describe('NavLink on the server', () => {
  it.each(navCases)('writes what React Router writes: %s', async (_name, url, props) => {
    const fn = { className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') };
    for (const extra of [fn, { className: 'plain' }, {}]) {
      const all = { ...props, ...extra } as { to: string };
      const ours = await renderAt(url, <NavLink {...all}>{({ isActive }) => (isActive ? 'here' : 'there')}</NavLink>);
      const theirs = await renderAt(url, <RouterNavLink {...all}>{({ isActive }) => (isActive ? 'here' : 'there')}</RouterNavLink>);
      expect(ours).toBe(theirs);
    }
  });
});
