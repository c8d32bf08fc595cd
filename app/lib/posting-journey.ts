// Whether a visitor is on the way to posting a listing: the page a guard sent them from (the
// ?redirectTo= of sign-in and sign-up) is one of the posting pages or the plans. The sign-up
// page then says what comes next: choosing a plan.
import { trimEnd } from './trim-ends';

const POSTING_PATHS = new Set(['/create-listing', '/price', '/packages', '/contactforpayment']);

/** True for a same-site path (as safeRedirect returns it) that leads to posting or to the plans. */
export function isPostingJourney(target: string): boolean {
  const url = new URL(target, 'http://same-site.invalid');
  const path = trimEnd(url.pathname.toLowerCase(), (c) => c === '/');
  return POSTING_PATHS.has(path) || (path === '/dashboard' && url.searchParams.get('tab') === 'create-listing');
}
