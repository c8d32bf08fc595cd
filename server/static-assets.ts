// /assets/*: the client build's hashed files, sent as the build left them. scripts/precompress.ts
// wrote `<file>.br` and `<file>.gz` beside the compressible ones; each request gets the smallest
// variant its Accept-Encoding allows, as a file (so the `compression` middleware, which leaves
// responses that already carry a Content-Encoding alone, spends no CPU on it). A file's name
// changes with its content, so every variant is cached for a year, immutable.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';

export type AssetEncoding = 'br' | 'gzip' | 'identity';

const SUFFIX = { br: '.br', gzip: '.gz', identity: '' } as const;
/** The server's order when the client likes several equally: the smallest first. */
const PREFERENCE: AssetEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to send among `available` (identity always is), by the client's q-values and then
 * the server's preference. identity is sent even when the client refuses it: a 406 helps no one.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: ReadonlySet<AssetEncoding>): AssetEncoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const quality = (e: AssetEncoding) => q.get(e) ?? (e === 'identity' ? 1 : (q.get('*') ?? 0));
  let best: AssetEncoding = 'identity';
  let bestQuality = 0;
  for (const e of PREFERENCE) {
    // Strictly higher only: on a tie the earlier (smaller) encoding stays.
    if (available.has(e) && quality(e) > bestQuality) [best, bestQuality] = [e, quality(e)];
  }
  return best;
}

/** The encoded variants present beside each file of `dir`, by its URL path under the mount ('/x.js'). */
function scanVariants(dir: string): Map<string, Set<AssetEncoding>> {
  const files = new Map<string, Set<AssetEncoding>>();
  if (!fs.existsSync(dir)) return files;
  const names = new Set(fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')));
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue; // variants, never URLs of their own
    files.set(`/${name}`, new Set(PREFERENCE.filter((e) => e === 'identity' || names.has(name + SUFFIX[e]))));
  }
  return files;
}

interface ChosenVariant {
  encoding: AssetEncoding;
  /** The original file's extension, for its type: the variant's own (.br, .gz) says nothing of it. */
  extension: string;
  varies: boolean;
}

/**
 * Serves the files of `dir` (build/client/assets), read once at start: the build does not change
 * under a running server. A name that is not a file of the build is a plain 404, with no page
 * rendered for it; the .br and .gz files are not URLs.
 */
export function precompressedAssets(dir: string): express.RequestHandler {
  const files = scanVariants(dir);
  const chosen = new WeakMap<object, ChosenVariant>();
  const serveFile = express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: false, // a file gone since start: 404 through Express, with these headers dropped
    immutable: true,
    maxAge: '1y',
    // Called once the file is found, before send writes the headers: nothing is set on a failure.
    setHeaders(res, _file, stat) {
      const variant = chosen.get(res);
      if (!variant) return;
      if (variant.encoding !== 'identity') {
        res.setHeader('Content-Encoding', variant.encoding);
        (res as express.Response).type(variant.extension); // send keeps a type already set
        // send's own ETag (size and time) with the encoding: two variants never share one.
        res.setHeader('ETag', `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${variant.encoding}"`);
      }
      if (variant.varies) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path);
    } catch {
      name = '';
    }
    const available = files.get(name);
    if (!available) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    chosen.set(res, { encoding, extension: path.extname(name), varies: available.size > 1 });
    req.url = req.path + SUFFIX[encoding];
    serveFile(req, res, next);
  };
}
