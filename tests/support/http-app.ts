// The real HTTP stack for integration tests: server/app.ts (Express, with everything it does to a
// request before React Router sees it) serving a React Router build made of the real route
// modules of app/routes.ts, the real root and the real server entry, on a real socket. For what
// only exists over HTTP: Origin and Sec-Fetch-* headers, content types, cookies set by Express.
//
// The build is assembled here (router-build.tsx) instead of by Vite, so no production build is
// needed: what it lacks is the browser's assets (no page JavaScript), which no test of the server needs.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Server } from 'node:http';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import routeConfig from '../../app/routes';
import { checkApiAnswer } from './api-contract';
import { getConfig, resetConfig, type Config } from '../../app/server-lib/config.server';
import { createApp } from '../../server/app';
import { routerBuild } from './router-build';

const appDir = path.resolve(import.meta.dirname, '../../app');

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  file: string;
}

/** React Router's default route id: the file's path in app/ without its extension. */
export const routeId = (entry: RouteEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');

/** Every route of app/routes.ts (they are all flat children of the root). */
export const appRoutes = routeConfig as RouteEntry[];

async function assembleBuild(): Promise<ServerBuild> {
  const [root, entry] = await Promise.all([import('../../app/root'), import('../../app/entry.server')]);
  const routes = await Promise.all(
    appRoutes.map(async (e) => ({ id: routeId(e), parentId: 'root', path: e.path, index: e.index, caseSensitive: e.caseSensitive, module: await import(path.join(appDir, e.file)) })),
  );
  return routerBuild(entry, [{ id: 'root', path: '', module: root }, ...routes]);
}

let build: Promise<ServerBuild> | undefined;

export interface HttpApp {
  url: string;
  /** fetch() against the app: `path` starts with '/'; redirects are not followed. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the Express app on a free port of 127.0.0.1. `env` is set for the app's configuration
 * (PUBLIC_URL, TRUST_PROXY...) while it is created, and restored by close(). `clientDir` stands
 * for build/client (its assets/ folder is served at /assets).
 */
export async function startHttpApp(env: Record<string, string> = {}, { clientDir }: { clientDir?: string } = {}): Promise<HttpApp> {
  build ??= assembleBuild();
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  resetConfig();
  const config: Config = getConfig();
  const app = createApp({ config, build: await build, clientDir });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    // Appended, not resolved: '//api/...' is a path here, not another host. Every /api answer
    // is held to the API document on the way (api-contract.ts).
    async request(p, init) {
      const response = await fetch(`${url}${p}`, { redirect: 'manual', ...init });
      await checkApiAnswer({ method: init?.method ?? 'GET', url: `${url}${p}` }, response);
      return response;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetConfig();
    },
  };
}

/**
 * For a test file: the app started before its tests (no extra configuration) and closed after.
 * The returned object stands for it from the first test on.
 */
export function setupHttpApp(): HttpApp {
  let app: HttpApp | undefined;
  beforeAll(async () => {
    app = await startHttpApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  const started = () => {
    if (!app) throw new Error('The app is not started yet: use it inside a test');
    return app;
  };
  return {
    get url() {
      return started().url;
    },
    request: (path, init) => started().request(path, init),
    close: () => started().close(),
  };
}
