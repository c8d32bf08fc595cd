// @react-router/express 7.18.4's createRequestHandler, copied as published (dist/index.mjs, MIT
// licence, Copyright (c) Remix Software Inc.), typed for TypeScript: the portal does not install
// that package (server/request-handler.ts is its own copy with a bounded body), and the
// yardstick must run the framework's adapter unchanged.
import type * as express from 'express';
import { createRequestHandler as createRemixRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';

export function createRequestHandler({
  build,
  getLoadContext,
  mode = process.env.NODE_ENV,
}: {
  build: ServerBuild;
  getLoadContext?: (req: express.Request, res: express.Response) => AppLoadContext | Promise<AppLoadContext>;
  mode?: string;
}): express.RequestHandler {
  const handleRequest = createRemixRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const loadContext = await getLoadContext?.(req, res);
      const response = await handleRequest(request, loadContext);
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function createRemixHeaders(requestHeaders: express.Request['headers']): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (values) {
      if (Array.isArray(values)) {
        for (const value of values) headers.append(key, value);
      } else {
        headers.set(key, values);
      }
    }
  }
  return headers;
}

function createRemixRequest(req: express.Request, res: express.Response): Request {
  const [, hostnamePortStr] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPortStr] = req.get('host')?.split(':') ?? [];
  const hostnamePort = Number.parseInt(hostnamePortStr, 10);
  const hostPort = Number.parseInt(hostPortStr, 10);
  const port = Number.isSafeInteger(hostnamePort) ? hostnamePort : Number.isSafeInteger(hostPort) ? hostPort : '';
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  const resolvedHost = `${hostname}${port ? `:${port}` : ''}`;
  const url = new URL(`${req.protocol}://${resolvedHost}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: createRemixHeaders(req.headers), signal: controller.signal };
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

async function sendRemixResponse(res: express.Response, nodeResponse: Response) {
  if (isResponseClosed(res)) {
    await nodeResponse.body?.cancel();
    return;
  }
  res.statusMessage = nodeResponse.statusText;
  res.status(nodeResponse.status);
  for (const [key, value] of nodeResponse.headers.entries()) res.append(key, value);
  if (nodeResponse.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders();
  if (nodeResponse.body) {
    try {
      await writeReadableStreamToWritable(nodeResponse.body, res);
    } catch (error) {
      if (isResponseClosed(res)) return;
      throw error;
    }
  } else {
    res.end();
  }
}

function isResponseClosed(res: express.Response) {
  return res.destroyed || res.writableEnded;
}
