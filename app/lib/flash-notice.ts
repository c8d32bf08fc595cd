// A confirmation that outlives a redirect, such as the one after creating or updating a
// listing. The action that redirects names the notice in a short-lived cookie; the page the
// browser lands on shows it once as a toast (components/ui/toast.tsx) and clears the cookie.
// A cookie rather than the URL: a shared or reloaded link never repeats it. Only the keys below
// are ever shown, so a cookie written by anything else cannot put text on the page.
import { readCookie, serializeCookie } from './cookies';

export const NOTICE_COOKIE = 'yh_notice';

export const NOTICES = {
  'listing-created': 'Your listing has been created.',
  'listing-updated': 'Your listing has been updated.',
  'listing-held': 'Your listing is saved. A moderator will check it before it is published.',
  'report-received': 'Thank you. Our team will look at your report.',
  'zawgyi-converted': 'Your text was typed in Zawgyi. We converted it to Unicode, so that every phone shows it right.',
  // The spec's answers to a sign-up and a sign-out (its /api texts), shown on the page the form's
  // post lands on.
  'signed-up': 'User created successfully!',
  'signed-out': 'User has been signed out!',
} as const;

export type NoticeKey = keyof typeof NOTICES;

const isNoticeKey = (value: string | undefined): value is NoticeKey => value !== undefined && Object.hasOwn(NOTICES, value);

/** The cookie's value holds one or more keys ('listing-created.zawgyi-converted'). */
export const NOTICE_SEPARATOR = '.';

/** The known notice keys a cookie value names, in order. */
export const noticeKeys = (value: string | undefined): NoticeKey[] => (value ?? '').split(NOTICE_SEPARATOR).filter(isNoticeKey);

/** The English texts of the notices a Cookie header carries. */
export function noticesIn(cookies: string | null | undefined): string[] {
  return noticeKeys(readCookie(cookies, NOTICE_COOKIE)).map((key) => NOTICES[key]);
}

/** The English text of the first notice a Cookie header carries, or null. */
export const noticeIn = (cookies: string | null | undefined): string | null => noticesIn(cookies)[0] ?? null;

/** The browser took this document from its cache for Back or Forward: it may be older than its cookies. */
const loadedFromHistory = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

let arrived = false;

/**
 * In the browser: the waiting notices' texts, removed so that each shows only once.
 *
 * `requestCarriedOne`: whether the request for the page the browser loaded carried the cookie (the
 * root loader tells). On that first page, when it did not, the cookie is not read at all: a page's
 * first read of document.cookie waits on the browser process (3-10 ms at full speed on these
 * machines, four times that on Lighthouse's phone), in the middle of hydration, and nothing can
 * have set a notice since the server answered. Except on a page taken from the cache for Back or
 * Forward, whose request is older. Pages reached by a client navigation always read it: the
 * action that sets a notice answers a fetch.
 */
export function takeNotices(requestCarriedOne = true): string[] {
  const firstPage = !arrived;
  arrived = true;
  if (firstPage && !requestCarriedOne && !loadedFromHistory()) return [];
  if (readCookie(document.cookie, NOTICE_COOKIE) === undefined) return [];
  const texts = noticesIn(document.cookie);
  document.cookie = serializeCookie(NOTICE_COOKIE, '', { maxAge: 0, sameSite: 'Lax' });
  return texts;
}
