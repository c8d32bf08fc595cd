// /assets over real HTTP (server/app.ts with server/static-assets.ts): a client build in a temp
// folder, precompressed by the build's own script, is served as the bytes on disk, the variant
// each Accept-Encoding allows, cached for a year. Read with node:http (raw-http.ts), not fetch():
// fetch would decompress the body and hide which bytes the server sent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress';
import { startHttpApp, type HttpApp } from '../tests/support/http-app';
import { rawRequest } from '../tests/support/raw-http';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS_TYPE = 'text/javascript; charset=utf-8';

let clientDir: string;
let assets: string;
let app: HttpApp;
/** A chunk's worth of JavaScript: repetitive, as code is, so every encoding shrinks it. */
const chunk = Buffer.from(Array.from({ length: 800 }, (_, i) => `export const value${i} = () => 'listing ${i % 37}';\n`).join(''));

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
  assets = path.join(clientDir, 'assets');
  fs.mkdirSync(assets);
  fs.writeFileSync(path.join(assets, 'entry.client-AbC123.js'), chunk);
  fs.writeFileSync(path.join(assets, 'tiny-XyZ789.js'), 'export const x = 1;\n');
  fs.writeFileSync(path.join(assets, 'font-Qq11.woff2'), Buffer.alloc(4096, 7));
  precompress(assets);
  app = await startHttpApp({}, { clientDir });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(app.url, urlPath, { method, headers });

const onDisk = (name: string) => fs.readFileSync(path.join(assets, name));
const MAIN = '/assets/entry.client-AbC123.js';

describe('a precompressed asset', () => {
  it('goes as the brotli file the build wrote to a browser, and decompresses to the original', async () => {
    const res = await get(MAIN, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(JS_TYPE);
    expect(res.body.equals(onDisk('entry.client-AbC123.js.br'))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).equals(chunk)).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
  });

  it('goes as the gzip file to a client without brotli, or that refuses it', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(MAIN, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type']).toBe(JS_TYPE);
      expect(res.body.equals(onDisk('entry.client-AbC123.js.gz')), accept).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(zlib.gunzipSync(res.body).equals(chunk)).toBe(true);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('goes as the file itself without Accept-Encoding or with identity', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {} as Record<string, string>]) {
      const res = await get(MAIN, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe(JS_TYPE);
      expect(res.body.equals(chunk)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(chunk.length);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('has an ETag per variant, and answers 304 to the one it gave', async () => {
    const br = await get(MAIN, { 'accept-encoding': 'br' });
    const gzip = await get(MAIN, { 'accept-encoding': 'gzip' });
    const plain = await get(MAIN, { 'accept-encoding': 'identity' });
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await get(MAIN, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the variant’s length and no body', async () => {
    const res = await get(MAIN, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(onDisk('entry.client-AbC123.js.br').length);
    expect(res.body.length).toBe(0);
  });
});

describe('other assets', () => {
  it('a file too small to precompress goes as it is, not compressed on the fly', async () => {
    const res = await get('/assets/tiny-XyZ789.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(onDisk('tiny-XyZ789.js'))).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('a font (compressed already) goes as it is, with its own type', async () => {
    const res = await get('/assets/font-Qq11.woff2', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.body.length).toBe(4096);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('the .br and .gz files are not URLs of their own', async () => {
    for (const name of ['entry.client-AbC123.js.br', 'entry.client-AbC123.js.gz']) {
      expect(fs.existsSync(path.join(assets, name))).toBe(true);
      const res = await get(`/assets/${name}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, name).toBe(404);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    }
  });

  it('an unknown asset, or a name that does not decode, is a 404', async () => {
    for (const p of ['/assets/entry.client-Gone00.js', '/assets/%E0%A4%A', '/assets/', '/assets/../package.json', '/assets/%2e%2e/package.json']) {
      const res = await get(p, { 'accept-encoding': 'br' });
      expect(res.status, p).toBe(404);
      expect(res.headers['content-encoding'], p).toBeUndefined();
    }
  });
});
