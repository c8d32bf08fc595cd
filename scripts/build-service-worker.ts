// Builds build/client/sw.js, after `react-router build` (npm run build; scripts/build-if-stale.ts):
// app/service-worker/worker.ts bundled by Vite into one classic script, then Workbox's
// injectManifest writes the precache list into it. The list is short on purpose (a phone on a
// metered connection fetches it once per build): the site's stylesheet, its Burmese font, the
// icons and the scripts the offline page needs (React Router's manifest names them). Every other
// hashed file is kept by the worker as pages use it.
//
//   npx tsx scripts/build-service-worker.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'build/client');
const OFFLINE_ROUTE = 'routes/offline';

interface RouterManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
}

/** React Router's manifest of the client build (assets/manifest-<hash>.js: `window.__reactRouterManifest={...};`). */
function routerManifest(): RouterManifest {
  const assets = path.join(clientDir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('No React Router manifest in build/client/assets: run `react-router build` first.');
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as RouterManifest;
}

/** The files the offline page needs to come alive: the entry, the root and its own route, with their imports. */
export function offlinePageFiles(manifest: RouterManifest): string[] {
  const routes = ['root', OFFLINE_ROUTE].map((id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The client build has no route '${id}'.`);
    return route;
  });
  const urls = [manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((r) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])])];
  return [...new Set(urls)].map((url) => url.replace(/^\//, ''));
}

export async function buildServiceWorker() {
  const manifest = routerManifest();
  const manifestFile = fs.readdirSync(path.join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name))!;
  // The build's id: the router's manifest names every hashed file, so it changes with any of them.
  const buildId = crypto.createHash('sha256').update(manifestFile).update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  const swDest = path.join(clientDir, 'sw.js');
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.join(root, 'build/.service-worker'),
      emptyOutDir: true,
      minify: true,
      copyPublicDir: false,
      lib: { entry: path.join(root, 'app/service-worker/worker.ts'), formats: ['iife'], name: 'portalServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(root, 'build/.service-worker/sw.js'),
    swDest,
    globDirectory: clientDir,
    globPatterns: [
      'assets/app-*.css',
      'assets/noto-sans-myanmar-burmese-*.woff2',
      'favicon-48.png',
      'icon-192.png',
      'manifest.webmanifest',
      `assets/${manifestFile}`,
      ...offlinePageFiles(manifest),
    ],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  fs.rmSync(path.join(root, 'build/.service-worker'), { recursive: true, force: true });
  return { count, size, buildId };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { count, size, buildId } = await buildServiceWorker();
  console.log(`Service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB), build ${buildId}.`);
}
