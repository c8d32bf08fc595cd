// Answers no shared cache (a CDN in front of the portal) may keep: `Cache-Control: private,
// no-store` on
// - every request from someone signed in (the session cookie): their pages hold their own data;
// - every /api answer and every `.data` answer (the data of a page, read by the browser's router);
// - the pages whose URL holds a secret token (unsubscribe, password reset and address confirmation links);
// - any answer that sets a cookie (request-handler.ts).
// Pages for visitors who are not signed in keep the caching they have (none said, or their own,
// as the sitemap's). A file that is the same for everyone (the build's /assets, a public photo
// under /media, never the payment proofs, which no /media path reaches) keeps its year-long
// caching for a signed-in reader too (sameForEveryone, around those handlers in app.ts); a miss
// that falls through to a page rendered for the reader stays private. Marked private, a signed-in
// phone fetched every script and photo again on each page, and its service worker kept none.
import type { RequestHandler } from 'express';
import { SESSION_COOKIE } from '../app/domain/auth/session.server';
import { readCookie } from '../app/lib/cookies';

export const PRIVATE_NO_STORE = 'private, no-store';

/** The paths above, on a path already decoded and lower-cased; empty segments allowed, as the router allows them. */
const PRIVATE_PATH = /^\/*(?:api(?:\/|$)|unsubscribe\/|reset[-_]password\/|confirm-email\/)|\.data$/;

/** Characters after which the raw path may not be what the router reads (encodings, dot segments, backslashes). */
const MAY_HIDE_A_PATH = /[%.\\\t\n\r]/;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A path's segments decoded and lower-cased, as the router compares them. */
const routerSpelling = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => decode(segment).toLowerCase())
    .join('/');

/** Whether the path (without its query) is one of the private ones, however it is spelled. */
export function isPrivatePath(originalUrl: string): boolean {
  const raw = originalUrl.split('?')[0];
  if (PRIVATE_PATH.test(raw.toLowerCase())) return true;
  if (!MAY_HIDE_A_PATH.test(raw)) return false;
  const spellings = [routerSpelling(raw)];
  try {
    spellings.push(routerSpelling(new URL(`http://localhost${raw}`).pathname));
  } catch {
    /* not a URL the router could read either */
  }
  return spellings.some((path) => PRIVATE_PATH.test(path));
}

/** Marks the private answers before anything answers them (the router, or the guards before it). */
export function privateAnswers(): RequestHandler {
  return (req, res, next) => {
    if (readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined || isPrivatePath(req.originalUrl)) res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    next();
  };
}

/**
 * Wraps a handler of files that are the same for everyone (the build's /assets, the public
 * photos under /media): the session's private mark is lifted while it serves, so express.static
 * (send), which never replaces a Cache-Control already set, writes the file's own. A request it
 * passes on (no such file) gets the mark back: the page rendered next is the reader's own.
 */
export function sameForEveryone(serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (res.getHeader('Cache-Control') !== PRIVATE_NO_STORE || isPrivatePath(req.originalUrl)) return serve(req, res, next);
    res.removeHeader('Cache-Control');
    return serve(req, res, (error?: unknown) => {
      if (!res.headersSent) res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      next(error);
    });
  };
}
