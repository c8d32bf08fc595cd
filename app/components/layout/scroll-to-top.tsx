import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec: the page scrolls to the top on every path change (not on a query change). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
