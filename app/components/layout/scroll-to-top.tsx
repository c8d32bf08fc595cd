import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The spec: the page scrolls to the top on every path change (not on a query change). The
 * first render is left alone, so a reload keeps the browser's own scroll restoration; so is
 * Back or Forward, where <ScrollRestoration> has put the page back where the reader left it
 * (the seventh result of a search, not its top). Only a new path counts: a form sent to its own
 * page changes the navigation's type (POP to REPLACE) but not the path, and that used to throw a
 * phone's reader to the top, away from the form's answer beside its button. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
