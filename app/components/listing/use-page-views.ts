import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api-client';

/**
 * Counts this visit once React has hydrated: crawlers that do not run scripts and link
 * prefetches (which only load data) never count. Answers the total, starting from the server's.
 */
export function usePageViews(listingId: string, initial: number) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    let live = true;
    // With the visitor cookie (httpOnly, so never seen here): the server tells visitors apart by
    // it and their address, and sets it on the first count.
    callApi(`/api/listing/pageviews/${listingId}`, { method: 'POST' })
      .then(({ ok, body }) => {
        if (live && ok && typeof body?.count === 'number') setCount(body.count);
      })
      // A failed count must not disturb the page; the server's number stays shown.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [listingId]);
  return count;
}
