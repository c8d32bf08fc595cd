import { forwardRef, useContext, useRef, useState, type ForwardedRef, type MouseEvent as ReactMouseEvent, type SyntheticEvent } from 'react';
import {
  createPath,
  Link as RouterLink,
  NavLink as RouterNavLink,
  parsePath,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

/*
 * The app's Link and NavLink. For the plain case (a path from the site's root, nothing but the
 * props an <a> takes, prefetch none or on intent) they are the portal's own; anything else
 * (relative paths, objects, masks, reloadDocument, prefetch on render) is React Router's.
 *
 * On the server the plain case is the same <a> written directly. React Router's server-side
 * Link resolves the path against the route tree, builds a click handler, a navigate function
 * and prefetch state that a server render throws away: with the header's and footer's 17 links
 * and a page of cards, that was a tenth of a static page's server CPU (bench/README.md). The
 * markup is the same (href, data-discover; link.test.tsx), so the browser's Link hydrates it.
 *
 * In the browser the plain case does what React Router's Link does for it (a click navigates
 * through the router, prefetch="intent" writes the target's prefetch links) without what React
 * Router's costs while a page hydrates: it resolves its path against the route tree twice per
 * render (a JSON.stringify of the route matches each time) and sets up a layout effect and two
 * effects, for every card's link (links.e2e.ts; bench/README.md, "Session 29").
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
  let target = to.split(/[?#]/, 1)[0]!.toLowerCase();
  if (target === '') target = '/';
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
}

/**
 * NavLink's own props on the <a>: aria-current, class, style and children from whether its path
 * is the current one (active) or the one being loaded (pending), as React Router's NavLink writes them.
 */
function navLinkAnchorProps(props: NavLinkProps & { to: string }, pathname: string, nextPathname: string | undefined) {
  const { end = false, className = '', style, children, 'aria-current': ariaCurrent = 'page' } = props;
  const isActive = isActivePath(pathname, props.to, end);
  const isPending = nextPathname != null && isActivePath(nextPathname, props.to, end);
  const state = { isActive, isPending, isTransitioning: false };
  return {
    'aria-current': isActive ? ariaCurrent : undefined,
    className: typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null, isPending ? 'pending' : null].filter(Boolean).join(' '),
    style: typeof style === 'function' ? style(state) : style,
    children: typeof children === 'function' ? children(state) : children,
  };
}

const ServerNavLink = /* @__PURE__ */ forwardRef(function ServerNavLink(props: NavLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const { pathname } = useLocation();
  if (!isPlainRootPath(props) || props.caseSensitive) return <RouterNavLink ref={ref} {...props} />;
  return <a {...anchorProps(props, navLinkAnchorProps(props, pathname, undefined))} />;
});

/** React Router's wait before prefetching on hover or focus, so a pointer passing over costs nothing. */
const INTENT_DELAY_MS = 100;

type Handler<E> = ((event: E) => void) | undefined;

/** React Router's rule: their handler first, ours unless theirs prevented the default. */
function compose<E extends SyntheticEvent>(theirs: Handler<E>, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** A click the browser should handle itself: not the main button, a modifier key, another target. */
function isBrowsersClick(event: ReactMouseEvent, target: string | undefined) {
  return event.button !== 0 || (target != null && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The <a>'s props for a plain root path in the browser, with React Router's click and
 * prefetch behaviour (and `more` of the caller's own); null for anything else, which React
 * Router's own Link renders. The hooks run either way, so a link whose props change keeps its
 * hooks in order.
 */
function usePlainAnchor<P extends LinkProps | NavLinkProps>(props: P, more?: (props: P & { to: string }) => Record<string, unknown>) {
  const router = useContext(DataRouterContext)?.router;
  const framework = useContext(FrameworkContext);
  const [prefetching, setPrefetching] = useState(false);
  const intentTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (!router || !isPlainRootPath(props)) return null;
  const { to, target, replace, state, preventScrollReset, viewTransition, defaultShouldRevalidate } = props;
  const handlers: Record<string, unknown> = {
    ...more?.(props),
    onClick: compose(props.onClick, (event: ReactMouseEvent<HTMLAnchorElement>) => {
      if (isBrowsersClick(event, target)) return;
      event.preventDefault();
      // A link to where the person already is replaces the history entry, as React Router's does.
      const here = createPath(router.state.location) === createPath(parsePath(to));
      void router.navigate(to, { replace: replace ?? here, state, preventScrollReset, viewTransition, defaultShouldRevalidate });
    }),
  };
  // Hover and focus show intent; a touch does not here (React Router's does): Preact would add a
  // touchstart listener to each card that is not passive, and a scroll that starts on a card
  // would wait for a busy main thread. On a phone the tap's click follows at once anyway.
  if (framework && props.prefetch === 'intent') {
    const intend = () => {
      clearTimeout(intentTimer.current);
      intentTimer.current = setTimeout(() => setPrefetching(true), INTENT_DELAY_MS);
    };
    const cancel = () => {
      clearTimeout(intentTimer.current);
      setPrefetching(false);
    };
    handlers.onFocus = compose(props.onFocus, intend);
    handlers.onMouseEnter = compose(props.onMouseEnter, intend);
    handlers.onBlur = compose(props.onBlur, cancel);
    handlers.onMouseLeave = compose(props.onMouseLeave, cancel);
  }
  return { anchor: anchorProps(props, handlers), prefetchPage: prefetching ? to : undefined };
}

/** The plain <a>, and the target page's prefetch links beside it once the person shows intent. */
function plainAnchor({ anchor, prefetchPage }: NonNullable<ReturnType<typeof usePlainAnchor>>, ref: ForwardedRef<HTMLAnchorElement>) {
  const link = <a ref={ref} {...anchor} />;
  if (!prefetchPage) return link;
  return (
    <>
      {link}
      <PrefetchPageLinks page={prefetchPage} />
    </>
  );
}

const BrowserLink = forwardRef(function BrowserLink(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const plain = usePlainAnchor(props);
  return plain ? plainAnchor(plain, ref) : <RouterLink ref={ref} {...props} />;
});

const BrowserNavLink = forwardRef(function BrowserNavLink(props: NavLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const { pathname } = useLocation();
  const nextPathname = useContext(DataRouterStateContext)?.navigation.location?.pathname;
  const plain = usePlainAnchor(props, (plainProps) => navLinkAnchorProps(plainProps, pathname, nextPathname));
  return plain && !props.caseSensitive ? plainAnchor(plain, ref) : <RouterNavLink ref={ref} {...props} />;
});

export const Link = import.meta.env.SSR ? ServerLink : BrowserLink;
export const NavLink = import.meta.env.SSR ? ServerNavLink : BrowserNavLink;
export type { LinkProps, NavLinkProps };
