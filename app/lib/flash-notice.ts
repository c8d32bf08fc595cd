// A confirmation that outlives a redirect (issue 15: "no confirmation after creating or updating
// a listing"). The action that redirects names the notice in a short-lived cookie; the page the
// browser lands on shows it once as a toast (components/ui/toast.tsx) and clears the cookie.
// A cookie rather than the URL: a shared or reloaded link never repeats it. Only the keys below
// are ever shown, so a cookie written by anything else cannot put text on the page.
import { readCookie, serializeCookie } from './cookies';

export const NOTICE_COOKIE = 'yh_notice';

export const NOTICES = {
  'listing-created': 'Your listing has been created.',
  'listing-updated': 'Your listing has been updated.',
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

/** In the browser: the waiting notices' texts, removed so that each shows only once. */
export function takeNotices(): string[] {
  if (readCookie(document.cookie, NOTICE_COOKIE) === undefined) return [];
  const texts = noticesIn(document.cookie);
  document.cookie = serializeCookie(NOTICE_COOKIE, '', { maxAge: 0, sameSite: 'Lax' });
  return texts;
}
