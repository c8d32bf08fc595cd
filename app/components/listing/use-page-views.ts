import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api-client';

/** The listing's view count once the counter has answered; 'counting' until then, 'unknown' when it failed. */
export type PageViews = number | 'counting' | 'unknown';

/**
 * Counts this visit once React has hydrated: crawlers that do not run scripts and link
 * prefetches (which only load data) never count. The count shown is the total it answers: the
 * page itself carries none, so that it stays the same for every visitor (docs/page-cache.md).
 */
export function usePageViews(listingId: string): PageViews {
  // Held with the listing it is for: another listing's answer is no count of this one.
  const [answer, setAnswer] = useState<{ listingId: string; views: number | 'unknown' } | null>(null);
  useEffect(() => {
    let live = true;
    const settle = (views: number | 'unknown') => {
      if (live) setAnswer({ listingId, views });
    };
    // With the visitor cookie (httpOnly, so never seen here): the server tells visitors apart by
    // it and their address, and sets it on the first count.
    callApi(`/api/listing/pageviews/${listingId}`, { method: 'POST' })
      .then(({ ok, body }) => settle(ok && typeof body?.count === 'number' ? body.count : 'unknown'))
      // Offline or refused: no number rather than a wrong one, and nothing else on the page disturbed.
      .catch(() => settle('unknown'));
    return () => {
      live = false;
    };
  }, [listingId]);
  return answer?.listingId === listingId ? answer.views : 'counting';
}
