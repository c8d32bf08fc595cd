import { forwardRef, type ForwardedRef } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';

/*
 * The app's Link and NavLink: React Router's own in the browser, and on the server, for the
 * plain case (a path from the site's root, nothing but the props an <a> takes), the same <a>
 * written directly. React Router's server-side Link resolves the path against the route tree,
 * builds a click handler, a navigate function and prefetch state that a server render throws
 * away: with the header's and footer's 17 links and a page of cards, that was a tenth of a
 * static page's server CPU (bench/README.md). The markup is the same (href, data-discover), so
 * the browser's Link hydrates it. Anything else (relative paths, objects, state, masks) goes
 * to React Router's Link on the server too.
 */

/** Props React Router's Link uses on the server beyond the <a>'s own: any of these, and it renders. */
const ROUTER_ONLY_PROPS = ['relative', 'reloadDocument', 'mask', 'discover'] as const;

function isPlainRootPath<P extends { to: LinkProps['to']; prefetch?: LinkProps['prefetch'] }>(props: P): props is P & { to: string } {
  const to = props.to;
  return (
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    // React Router normalises these; a plain path needs none of it.
    !to.includes('/.') &&
    !to.includes('//') &&
    ROUTER_ONLY_PROPS.every((p) => !(p in props)) &&
    // 'render' (and 'viewport', once in view) writes the target's prefetch links beside the <a>.
    (!('prefetch' in props) || props.prefetch === 'none' || props.prefetch === 'intent')
  );
}

/** The props React Router's Link reads in the browser only: a server render leaves them off the <a>. */
const CLIENT_ONLY_PROPS = new Set(['to', 'prefetch', 'replace', 'state', 'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate', 'onClick', 'target', 'end', 'caseSensitive']);

/**
 * The <a>'s props, in React Router's order (so that the two write the same string). Copied key
 * by key: on Node 20, an object spread followed by more properties (`{ ...rest, href }`) takes
 * V8's slow path, about 0.5 µs each time, more than all the rest of this function.
 */
function anchorProps(link: { to: string; target?: string }, overrides?: Record<string, unknown>) {
  const props = link as unknown as Record<string, unknown>;
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!CLIENT_ONLY_PROPS.has(key) && !(overrides && key in overrides)) anchor[key] = props[key];
  if (overrides) for (const key in overrides) anchor[key] = overrides[key];
  anchor.href = link.to;
  anchor.target = link.target;
  anchor['data-discover'] = 'true';
  return anchor;
}

const ServerLink = /* @__PURE__ */ forwardRef(function ServerLink(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  if (!isPlainRootPath(props)) return <RouterLink ref={ref} {...props} />;
  return <a {...anchorProps(props)} />;
});

/** React Router's NavLink rule: the same path, or (without `end`) a path under it. */
function isActivePath(locationPathname: string, to: string, end: boolean) {
  const current = locationPathname.toLowerCase();
  let target = to.replace(/[?#].*$/, '').toLowerCase();
  if (target === '') target = '/';
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
}

const ServerNavLink = /* @__PURE__ */ forwardRef(function ServerNavLink(props: NavLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const { pathname } = useLocation();
  if (!isPlainRootPath(props) || props.caseSensitive) return <RouterNavLink ref={ref} {...props} />;
  const { end = false, className = '', style, children, 'aria-current': ariaCurrent = 'page' } = props;
  const isActive = isActivePath(pathname, props.to, end);
  const state = { isActive, isPending: false, isTransitioning: false };
  const anchor = anchorProps(props, {
    'aria-current': isActive ? ariaCurrent : undefined,
    className: typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' '),
    style: typeof style === 'function' ? style(state) : style,
    children: typeof children === 'function' ? children(state) : children,
  });
  return <a {...anchor} />;
});

export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
export const NavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;
export type { LinkProps, NavLinkProps };
