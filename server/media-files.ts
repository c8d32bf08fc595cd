// GET /media/...: the public images. From the local disk, as static files; from the bucket when
// images live in one (S3_BUCKET): the portal reads the object and answers it with the same long
// cache. With S3_PUBLIC_URL set, pages draw images from the bucket's own address instead
// (app/lib/media-url.ts) and this route only serves what still names the portal's path (images
// inside a post's text, links kept elsewhere); without it, every image passes through here.
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { objectStore } from '../app/domain/media/object-store.server';
import type { Config } from '../app/server-lib/config.server';

/** Only the names the image store makes (domain/media/images.server.ts): nothing else is looked up. */
const IMAGE_PATH = /^\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(400|800)\.webp$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where browsers fetch images from: the bucket's public address, or '' for the portal's /media. */
export const publicMediaBase = (config: Config) => (config.S3_BUCKET && config.S3_PUBLIC_URL) || '';

/** The origin the Content-Security-Policy must allow images from, when it is not the portal's. */
export const mediaOrigins = (config: Config) => {
  const base = publicMediaBase(config);
  return base ? [new URL(base).origin] : [];
};

export function mediaFiles(config: Config): RequestHandler {
  // Uploaded images never change under the same name: cache them for a long time.
  if (!config.S3_BUCKET) return express.static(path.join(config.dataDir, 'media'), { immutable: true, maxAge: '365d', index: false });
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !IMAGE_PATH.test(req.path)) return next();
    let data: Buffer | null;
    try {
      data = await objectStore().get(`media${req.path}`);
    } catch (error) {
      console.error(`The bucket did not answer for /media${req.path}:`, error);
      res.status(503).set('Retry-After', '5').type('text/plain').send('Image storage unavailable');
      return;
    }
    if (!data) return next();
    // res.send adds an ETag and answers 304 to a browser that has this one.
    res.set({ 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' }).type('image/webp').send(data);
  };
}
