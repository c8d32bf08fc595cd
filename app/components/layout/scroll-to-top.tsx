import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The spec: the page scrolls to the top on every path change (not on a query change). The
 * first render is left alone, so a reload keeps the browser's own scroll restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
