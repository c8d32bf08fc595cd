import { serializeCookie } from '../lib/cookies';
import { data } from 'react-router';
import { NOTICE_COOKIE, NOTICE_SEPARATOR, noticeKeys, type NoticeKey } from '../lib/flash-notice';

/**
 * The Set-Cookie header that carries a notice to the next page. Readable by the page's script
 * (not httpOnly: the browser takes and clears it); a minute is ample for the redirect to land.
 */
export function noticeCookie(request: Request, ...keys: NoticeKey[]) {
  return serializeCookie(NOTICE_COOKIE, keys.join(NOTICE_SEPARATOR), { sameSite: 'Lax', path: '/', maxAge: 60, secure: new URL(request.url).protocol === 'https:' });
}

type Answer = Response | ReturnType<typeof data>;

/**
 * `answer` with one more notice for the page it leads to: beside a notice the answer already
 * leaves (one cookie holds them all: a second Set-Cookie of the same name would replace it).
 */
export function withNotice(request: Request, answer: Answer, key: NoticeKey): Answer {
  const headers = new Headers(answer instanceof Response ? answer.headers : answer.init?.headers);
  const prefix = `${NOTICE_COOKIE}=`;
  const cookies = headers.getSetCookie();
  const earlier = cookies.filter((cookie) => cookie.startsWith(prefix)).flatMap((cookie) => noticeKeys(cookie.slice(prefix.length).split(';')[0]));
  headers.delete('Set-Cookie');
  for (const cookie of cookies) if (!cookie.startsWith(prefix)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', noticeCookie(request, ...earlier, key));
  if (answer instanceof Response) return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  return data(answer.data, { ...answer.init, headers });
}
