import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until React has hydrated. The page's forms send JSON
 * from the browser, so their buttons wait for this instead of doing nothing when tapped early.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
