// React Router's Express adapter (as in @react-router/express 7.18), with two differences: the
// body React Router reads is bounded while it streams (body-limit.ts), and a private answer stays
// private (private-answers.ts). The adapter hands the raw Node request to React Router, so
// nothing in between could stop a chunked body from being read whole; everything else (the URL,
// headers, abort signal, sending the answer) is the same.
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { createRequestHandler as createRouterHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { writeReadableStreamToWritable } from '@react-router/node';
import { REQUEST_TOO_LARGE } from '../app/lib/request-body';
import { boundedBody, prepareAnswer } from './body-limit';
import { PRIVATE_NO_STORE } from './private-answers';

export function createRequestHandler({
  build,
  getLoadContext,
  mode = process.env.NODE_ENV,
}: {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext | Promise<AppLoadContext>;
  mode?: string;
}): RequestHandler {
  const handleRequest = createRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = webRequest(req, res);
      const response = await handleRequest(request, await getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

function webRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? '', 10)).find(Number.isSafeInteger) ?? '';
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  // A Host header no URL can hold ('a b', 'a|b') is the client's mistake, not a 500: the page is
  // the same whatever host was named (links come from publicOrigin(), never from this URL).
  const named = `${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`;
  // The Request parses the URL itself: a URL object made here first would parse it once more.
  const url = URL.canParse(named) ? named : `${req.protocol}://localhost${req.originalUrl}`;

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  // Aborted when the client goes away before the answer is out.
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());

  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = boundedBody(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function send(req: ExpressRequest, res: ExpressResponse, answer: Response) {
  if (res.destroyed || res.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  const { bodyCut, closes } = prepareAnswer(req, res, answer.status);
  let response = answer;
  // A route that did not expect its body to be cut may have failed on it: the client still
  // learns the real reason, never a 500.
  if (bodyCut && answer.status >= 500) {
    await answer.body?.cancel();
    response = req.path.startsWith('/api/')
      ? Response.json({ success: false, statusCode: 413, message: REQUEST_TOO_LARGE }, { status: 413 })
      : new Response(REQUEST_TOO_LARGE, { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    // The connection's fate was decided above; a route's own Connection header adds nothing.
    if (key === 'connection' && res.hasHeader('Connection')) continue;
    // An answer marked private (private-answers.ts) stays so whatever the route said.
    if (key === 'cache-control' && res.hasHeader('Cache-Control')) continue;
    res.append(key, value);
  }
  // A cookie set for one person is never kept for the next.
  if (response.headers.has('set-cookie')) res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  // A client still sending a body the server will not read may drop what arrives after its first
  // bytes when the connection is reset: an answer before a close goes out in one write.
  if (closes) {
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
