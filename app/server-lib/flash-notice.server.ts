import { serializeCookie } from '../lib/cookies';
import { NOTICE_COOKIE, type NoticeKey } from '../lib/flash-notice';

/**
 * The Set-Cookie header that carries a notice to the next page. Readable by the page's script
 * (not httpOnly: the browser takes and clears it); a minute is ample for the redirect to land.
 */
export function noticeCookie(request: Request, key: NoticeKey) {
  return serializeCookie(NOTICE_COOKIE, key, { sameSite: 'Lax', path: '/', maxAge: 60, secure: new URL(request.url).protocol === 'https:' });
}
