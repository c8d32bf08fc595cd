// The HTTP server: security headers, compression, static files, health check, logging, and
// the React Router request handler that serves every page and /api call.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import type { ServerBuild } from 'react-router';
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import type { Config } from '../app/server-lib/config.server';
import { inRequestScope } from '../app/server-lib/request-scope.server';
import { countRequest } from '../app/server-lib/requests-in-flight.server';
import { tileImageSource } from '../app/server-lib/map-tiles.server';
import { setMediaBase } from '../app/lib/media-url';
import { apiGuard } from './api-guard';
import { bodyLimit } from './body-limit';
import { mediaFiles, mediaOrigins, publicMediaBase } from './media-files';
import { nextNonce } from './nonce';
import { privateAnswers, sameForEveryone } from './private-answers';
import { unservedMethods } from './unserved-methods';
import { createRequestHandler } from './request-handler';
import { precompressedAssets } from './static-assets';

const AD_ORIGIN = 'https://pagead2.googlesyndication.com';

export function createApp({
  config,
  build,
  clientDir,
  devMiddleware,
}: {
  config: Config;
  /** The production build, or (development) a function that loads the current one per request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development (Vite serves assets). */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
}) {
  const app = express();
  app.disable('x-powered-by');
  // Pages draw images from the bucket's public address when there is one (media-files.ts).
  setMediaBase(publicMediaBase(config));
  if (config.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);

  if (config.LOG_LEVEL === 'info') app.use(requestLog);
  // For pages and JSON; the build's assets carry their Content-Encoding already, which compression
  // leaves alone (static-assets.ts).
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.nonce = nextNonce();
    next();
  });
  if (!devMiddleware) app.use(securityHeaders(config));
  // Signed-in people's pages, /api and .data answers, token pages: never kept by a CDN (private-answers.ts).
  // Static files lift the session's mark where they are served (sameForEveryone below).
  app.use(privateAnswers());

  app.get('/healthz', async (_req, res) => {
    try {
      await getDb().execute(sql`select 1`);
      res.json({ ok: true });
    } catch {
      res.status(503).json({ ok: false });
    }
  });

  // Every body bounded by the bytes read, chunked ones included (body-limit.ts).
  app.use(bodyLimit());
  app.use(apiGuard(config)); // cross-site writes and foreign bodies to /api (api-guard.ts)

  // From the disk or the bucket (media-files.ts): public photos, cached a year by everyone, a
  // signed-in reader too (sameForEveryone, private-answers.ts).
  app.use('/media', sameForEveryone(mediaFiles(config)));

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    // Each file in the brotli or gzip the build wrote beside it, or as it is (static-assets.ts).
    // Immutable for a signed-in reader too: the same files for everyone (private-answers.ts).
    app.use('/assets', sameForEveryone(precompressedAssets(path.join(clientDir, 'assets'))));
    // The few other build files (favicon...) by name: a catch-all static handler would stat
    // the disk for every page request before React Router sees it (3% of a page's CPU).
    const topLevelFiles = new Set(fs.readdirSync(clientDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${e.name}`));
    const serveTopLevel = express.static(clientDir, {
      maxAge: '1h',
      index: false,
      // The service worker is checked at every visit: a new build's worker must not wait an hour.
      setHeaders: (res, file) => path.basename(file) === 'sw.js' && res.setHeader('Cache-Control', 'no-cache'),
    });
    app.use((req, res, next) => (topLevelFiles.has(req.path) ? serveTopLevel(req, res, next) : next()));
  }

  // The address only when a route asks for it (rate limits, page views): Express works it out
  // from the proxy headers on every read of req.ip, and most pages never read it.
  const getLoadContext = (req: Request, res: Response) => ({
    nonce: res.locals.nonce as string,
    get ip() {
      return req.ip ?? 'unknown';
    },
  });
  app.use(unservedMethods()); // TRACE, and on /api methods React Router does not know: 405 (unserved-methods.ts)
  // One memo per HTTP request for all its loaders and its action: the session is looked up
  // once (app/server-lib/request-scope.server.ts).
  // Counted while answered: a costly text search gives way to them on the embedded database
  // (app/domain/search/search-lane.server.ts).
  app.use((_req, res, next) => {
    countRequest(res);
    inRequestScope(next);
  });
  app.use(createRequestHandler({ build, getLoadContext }));
  return app;
}

function securityHeaders(config: Config) {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  const ads = config.AD_CLIENT_ID ? [AD_ORIGIN, 'https://*.googlesyndication.com', 'https://*.doubleclick.net'] : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...ads],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's tiles (MAP_TILE_URL) are images from the tile server; photos may come from the bucket.
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config), ...mediaOrigins(config), ...ads],
        connectSrc: ["'self'", ...ads],
        frameSrc: ["'self'", ...ads],
        // The offline service worker (/sw.js) and the home-screen manifest, from the site itself.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it a browser sends `Origin: null` with a form's POST, and
    // React Router refuses a page POST from another origin (400 Bad Request), so every form sent
    // before the page's scripts had run (a cheap phone on a slow network) would fail.
    // same-origin still tells other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
}

function requestLog(req: Request, res: Response, next: () => void) {
  const start = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (!req.path.startsWith('/assets/')) console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
}
