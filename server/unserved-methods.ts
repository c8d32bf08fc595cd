// Methods no page or /api call serves, answered here with a 405 instead of reaching React Router.
//
// - TRACE, TRACK and CONNECT: the web Request React Router is given cannot even be built with
//   them (undici refuses them), so they ended as a 500.
// - On /api, any method React Router does not know (OPTIONS, PROPFIND...): React Router refuses
//   them before the call's own code runs, with a bare { message: 'Unexpected Server Error' };
//   here they get the API's error shape, like a known method a call does not serve
//   (app/server-lib/api.server.ts).
// Other methods on pages go on to React Router, whose 405 page the root ErrorBoundary words.
// A body sent with a refused method is read and dropped after the answer by server/body-limit.ts
// (bounded), like every body an answer leaves unread.
import type { RequestHandler } from 'express';
import { langOfCookies, translate } from '../app/lib/i18n';
import '../app/lib/i18n/register-burmese';
import { apiPathOf } from './api-guard';

const UNBUILDABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** What React Router hands to a loader or an action. */
const ROUTER_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function unservedMethods(): RequestHandler {
  return (req, res, next) => {
    const method = req.method.toUpperCase();
    // The same test as the API guard's: every spelling of an /api path (/API/, /%61pi/) is one.
    const api = apiPathOf(req.originalUrl) !== null;
    if (!UNBUILDABLE.has(method) && !(api && !ROUTER_METHODS.has(method))) return next();
    res.status(405).set('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    if (api) {
      res.json({ success: false, statusCode: 405, message: `This call does not accept ${method} requests.` });
      return;
    }
    res.type('text/plain; charset=utf-8').send(translate(langOfCookies(req.headers.cookie), 'This address does not accept that kind of request.'));
  };
}
