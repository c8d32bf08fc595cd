// /media over real HTTP (server/media-files.ts) on both stores, and where pages tell browsers to
// fetch images from: the portal's /media, or the bucket's public address (S3_PUBLIC_URL), which
// the Content-Security-Policy then allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../app/domain/media/images.server';
import { storeProof } from '../app/domain/packages/proof-storage.server';
import { setMediaBase, smallImage } from '../app/lib/media-url';
import { insertListing, insertUser, pngBuffer } from '../tests/support/fixtures';
import { startHttpApp, type HttpApp } from '../tests/support/http-app';
import { STORAGE_DRIVERS, TEST_BUCKET, setupStorage } from '../tests/support/storage';
import { setupTestDatabase } from '../tests/support/test-db';

setupTestDatabase();
afterAll(() => setMediaBase(''));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The map's tile server (MAP_TILE_URL's default), the one other image origin of every page. */
const MAP_TILES = 'https://tile.openstreetmap.org';
const imgSrcOf = (csp: string | null) => csp?.split(';').find((d) => d.trim().startsWith('img-src'))?.trim();

describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => {
  const storage = setupStorage(driver);
  let app: HttpApp;
  let url: string;
  beforeAll(async () => {
    app = await startHttpApp();
    url = await storeImage({ data: await pngBuffer(900, 600) });
  });
  afterAll(() => app?.close());

  it('serves both renditions of a stored image, as stored, cached for a year', async () => {
    for (const rendition of [url, smallImage(url)]) {
      const res = await app.request(rendition);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals((await storage.read(rendition))!)).toBe(true);
    }
  });

  it('answers 404 for an image that is not stored and for paths outside the image names; never a proof', async () => {
    const { key } = await storeProof({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', data: PDF });
    for (const path of ['/media/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3302-800.webp', `/media/../private/${key}`, `/media/%2e%2e/private/${key}`, '/media/ab/x.webp']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(Buffer.from(await res.arrayBuffer()).includes('%PDF'), path).toBe(false);
    }
  });

  it('pages draw images from the portal, and the CSP allows no other image origin', async () => {
    const listing = await insertListing(await insertUser(), {}, [url]);
    const page = await app.request(`/listing/${listing.id}`);
    const html = await page.text();
    expect(html).toContain(`src="${url}"`);
    expect(html).not.toContain('data-media-base');
    expect(imgSrcOf(page.headers.get('content-security-policy'))).toBe(`img-src 'self' data: blob: ${MAP_TILES}`);
  });
});

describe('with S3_PUBLIC_URL', () => {
  setupStorage('s3');
  let app: HttpApp;
  let bucketUrl: string;
  beforeAll(async () => {
    bucketUrl = `${process.env.S3_ENDPOINT}/${TEST_BUCKET}`;
    app = await startHttpApp({ S3_PUBLIC_URL: bucketUrl });
  });
  afterAll(() => app?.close());

  it('pages draw images from the bucket, which serves them; the CSP allows its origin', async () => {
    const url = await storeImage({ data: await pngBuffer(900, 600) });
    const listing = await insertListing(await insertUser(), {}, [url]);
    const page = await app.request(`/listing/${listing.id}`);
    const html = await page.text();
    expect(html).toContain(`data-media-base="${bucketUrl}"`);
    expect(html).toContain(`src="${bucketUrl}${url}"`);
    expect(html).toContain(`${bucketUrl}${smallImage(url).slice(bucketUrl.length)} 400w`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${bucketUrl}${url}"`));
    expect(imgSrcOf(page.headers.get('content-security-policy'))).toBe(`img-src 'self' data: blob: ${MAP_TILES} ${new URL(bucketUrl).origin}`);

    // What the browser would fetch is there, and the portal's own path still answers (old links, post texts).
    const fromBucket = await fetch(`${bucketUrl}${url}`);
    expect(fromBucket.status).toBe(200);
    const viaPortal = await app.request(url);
    expect(Buffer.from(await viaPortal.arrayBuffer()).equals(Buffer.from(await fromBucket.arrayBuffer()))).toBe(true);
  });
});
