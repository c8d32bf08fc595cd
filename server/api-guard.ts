// Cross-site request forgery on /api, refused before React Router reads a byte of the body.
//
// The session cookie is SameSite=Lax. That alone keeps most cross-site posts from carrying it,
// but it is one browser setting between another site's page and a signed-in visitor's account
// (a text/plain POST from evil.example created a review when it was missing), and Lax still sends
// the cookie on a top-level GET, which is how GET /api/auth/signout could sign anyone out from a
// link. Page form actions have React Router's own Origin check; the /api calls had none. So every
// /api call that is not GET or HEAD passes two independent checks:
//
// 1. Where it comes from. A browser names the page that sent a request in `Origin` (on every
//    POST, PUT and DELETE, form or fetch) and in `Sec-Fetch-Site`, and no page can forge either
//    of them. Refused (403): an Origin that is not this site's, `Origin: null` (sandboxed frames,
//    data: and file: pages), and `Sec-Fetch-Site` cross-site or same-site (same-site means a
//    sibling subdomain: another site as far as this one is concerned). A request with neither
//    header is not from a browser's page (curl, a server's API client, the tests) and is served:
//    /api is for outside clients too, and a forged request needs a victim's browser, which
//    always sends one of the two.
//    "This site" is PUBLIC_URL's origin, and the request's own origin (its scheme and Host, or
//    X-Forwarded-Proto and -Host from a proxy trusted by TRUST_PROXY).
//    The second is safe to accept: a victim's browser sends our Host with every request to us
//    and no page can change it (nor add X-Forwarded-* without a CORS preflight, which this
//    site never grants); a host name that an attacker points at our address (DNS
//    rebinding) has the attacker's cookies in the browser, not our visitor's. It keeps the site
//    usable at another address than PUBLIC_URL (the server's own address, behind a proxy that
//    passes the Host on), where the browser's Origin is that address.
// 2. What it sends. Each call accepts one kind of body: JSON, multipart/form-data for the two
//    that carry a file, and for sign-out also the empty form a page posts. A page on another
//    site can send text/plain, urlencoded or multipart without asking (a CORS "simple" request)
//    but never application/json, so even a browser too old to send Origin cannot forge a JSON
//    call. A request without a body needs no Content-Type (DELETE calls, the view counter).
//
// GET and HEAD of /api/auth/signout end the session (the spec keeps that call), so they get the
// first check too.
//
// Which requests are /api calls is decided on the URL as React Router will match it: decoded,
// without case, dot segments resolved, '.data' dropped, so no spelling of a path
// (/API/..., /%61pi/..., //api/...) reaches a call around this guard.
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../app/server-lib/config.server';
import { hasBody, mediaTypeOf } from '../app/lib/request-body';

const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';
const FORM = 'application/x-www-form-urlencoded';

/** The calls that take a file; every other /api call takes JSON. Paths as `apiPathOf` spells them. */
const BODY_TYPES: Record<string, readonly string[]> = {
  '/api/media/upload': [MULTIPART],
  '/api/auth/contactforpayment': [MULTIPART],
  // The header's sign-out is a plain HTML form (it works before the page's scripts run).
  '/api/signout': [JSON_TYPE, FORM],
  '/api/auth/signout': [JSON_TYPE, FORM],
};
const SIGN_OUT_PATHS = new Set(['/api/signout', '/api/auth/signout']);

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused.';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A path's segments as a router compares them: decoded, lower case, empty ones dropped. */
function normalize(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).map((s) => decode(s).toLowerCase());
  return `/${segments.join('/')}`.replace(/\.data$/, '').replace(/\/_$/, '');
}

/**
 * Whether a raw path may spell /api at all: without 'api' (in any case), a percent sign, or a
 * character the URL parser drops (tab, line breaks), no decoding, lower-casing or dot segment
 * makes it one. Most requests are pages, and this spares them a URL parse (1% of a page's CPU).
 */
const MAY_SPELL_API = /api|%|[\t\n\r]/i;

/**
 * The /api call a request goes to, spelled '/api/...' in lower case, or null for anything else.
 * Both the URL React Router's adapter builds (dot segments resolved) and the raw path Express
 * sees are read: either one is enough.
 */
export function apiPathOf(originalUrl: string): string | null {
  const raw = originalUrl.split('?')[0];
  if (!MAY_SPELL_API.test(raw)) return null;
  const candidates = [normalize(raw)];
  try {
    candidates.unshift(normalize(new URL(`http://localhost${raw}`).pathname));
  } catch {
    /* not a URL React Router could build either */
  }
  return candidates.find((p) => p === '/api' || p.startsWith('/api/')) ?? null;
}

const originOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Why a request from a browser must not act on this site, or null when it may. */
export function crossSiteReason(req: Request, config: Pick<Config, 'PUBLIC_URL'>): string | null {
  const site = req.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  const origin = req.get('origin');
  if (origin === undefined) return null;
  // req.protocol and req.host: the scheme and Host the visitor used, also behind a trusted proxy.
  const allowed = [originOf(config.PUBLIC_URL), originOf(`${req.protocol}://${req.host}`)];
  // 'null' and anything unparsable are never this site.
  const given = originOf(origin);
  if (given === null || given === 'null' || !allowed.includes(given)) return `Origin: ${origin}`;
  return null;
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).json({ success: false, statusCode: status, message });
}

export function apiGuard(config: Pick<Config, 'PUBLIC_URL'>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const call = apiPathOf(req.originalUrl);
    if (!call) return next();
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if (reads && !SIGN_OUT_PATHS.has(call)) return next();

    if (crossSiteReason(req, config)) return refuse(res, 403, CROSS_SITE_MESSAGE);
    if (reads) return next();

    const accepted = BODY_TYPES[call] ?? [JSON_TYPE];
    const type = mediaTypeOf(req);
    if ((type !== undefined || hasBody(req)) && !accepted.includes(type ?? '')) {
      return refuse(res, 415, `This call accepts only ${accepted.join(' or ')} bodies.`);
    }
    next();
  };
}
