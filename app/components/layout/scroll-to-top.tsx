import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The spec: the page scrolls to the top on every path change (not on a query change). The
 * first render is left alone, so a reload keeps the browser's own scroll restoration; so is
 * Back or Forward, where <ScrollRestoration> has put the page back where the reader left it
 * (the seventh result of a search, not its top). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
