// A page rendered whole goes out in one piece (whole-page-answer.ts): over real HTTP, with its
// length announced (a body read back from a stream went out chunked, without one), its status
// and headers as React Router set them, and every byte of its text, Burmese included.
import { describe, expect, it } from 'vitest';
import { setupHttpApp } from '../tests/support/http-app';
import { rawRequest } from '../tests/support/raw-http';
import { setupTestDatabase } from '../tests/support/test-db';

setupTestDatabase();
const app = setupHttpApp();
const plain = { 'accept-encoding': 'identity' };

describe('a page rendered whole', () => {
  it('is sent with its length, its status and its headers', async () => {
    const res = await rawRequest(app.url, '/TermsAndConditions', { headers: plain });
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    const html = res.body.toString('utf8');
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(html.endsWith('</html>')).toBe(true);
  });

  it('keeps every character of a Burmese page', async () => {
    const res = await rawRequest(app.url, '/TermsAndConditions', { headers: { ...plain, cookie: 'lang=my' } });
    const html = res.body.toString('utf8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(html).toContain('<html lang="my"');
    // Decoding and encoding again gives the same bytes: no character was cut or replaced.
    expect(Buffer.from(html, 'utf8').equals(res.body)).toBe(true);
    expect(html).not.toContain('\uFFFD');
  });

  it('keeps the status of a page that is not found, and is compressed for a browser', async () => {
    const res = await rawRequest(app.url, '/no-such-page', { headers: plain });
    expect(res.status).toBe(404);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const zipped = await rawRequest(app.url, '/TermsAndConditions', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('sends no body for HEAD', async () => {
    const res = await rawRequest(app.url, '/TermsAndConditions', { method: 'HEAD', headers: plain });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });
});
