// Every page of the spec's route table answers over real HTTP: 200, or the redirect its access
// group calls for. Unknown /api paths answer JSON.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { notFoundTitleIn } from '../../app/lib/page-title';

const PUBLIC = [
  '/', '/sign-in', '/sign-up', '/forgotpassword', '/reset-password/abc', '/reset_password/abc', '/about', '/search',
  '/full-search', '/favourites', '/agent', '/blogs', '/price', '/packages', '/contact', '/contactForPayment', '/contactforpayment',
  '/PrivacyPolicy', '/privacy_policy', '/TermsAndConditions', '/terms_and_conditions', '/offline',
];
const SIGNED_IN = ['/profile', '/dashboard?tab=dash', '/create-listing', '/my-listing', '/saved-searches', '/update-listing/x', '/update-agent'];
const ADMIN = ['/create-package', '/update-package/x', '/admin-assign-package', '/create-post', '/update-post/x', '/create-listing-admin', '/update-agent-by-admin/x'];

const get = (path: string) => fetch(inject('baseURL') + path, { redirect: 'manual' });

describe('route table', () => {
  it.each(PUBLIC)('%s answers 200', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it.each(['/no-such-page', '/listing/not-a-listing', '/listing/00000000-0000-4000-8000-000000000000', '/agent/nobody', '/post/no-such-post'])(
    '%s answers 404 with the 404 page and its title',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<title>${notFoundTitleIn('en')}</title>`);
      expect(html).toContain('The page you are looking for does not exist.');
    },
  );

  it.each([...SIGNED_IN, ...ADMIN])('%s sends a visitor to /sign-in and back', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
  });

  it('answers an unknown /api path in the JSON error shape', async () => {
    const res = await get('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, statusCode: 404, message: 'No such API call.' });
  });

  it('serves security headers and a health check', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(await (await get('/healthz')).json()).toEqual({ ok: true });
  });

  it("renders a page whole, with its hydration data in scripts that carry the request's nonce", async () => {
    const res = await get('/about');
    const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // entry.server.tsx reads React Router's data stream first and hands it over whole: one chunk, then the close.
    const bodies = scripts.map(([, , body]) => body);
    expect(bodies.filter((body) => body.includes('streamController.enqueue('))).toHaveLength(1);
    expect(bodies.at(-1)).toBe('window.__reactRouterContext.streamController.close();');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('serves the build files by name and hashed assets for a year; other paths reach the pages', async () => {
    const favicon = await get('/favicon-48.png');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/png');
    const html = await (await get('/')).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const script = await get(asset!);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    const missing = await get('/favicon.png');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const url = new URL('/api/auth/signin', inject('baseURL'));
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(40 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{');
    });
    expect(status).toBe(413);
  });

  it('keeps a connection usable after answering before reading the whole body', async () => {
    // A visitor's 3 MB upload is refused (401) before its body is read; the next request on the
    // same keep-alive connection must still be answered.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const headers = body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {};
        const req = http.request(new URL(path, inject('baseURL')), { method, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const refused = await send('POST', '/api/listing/create', Buffer.alloc(3_000_000, 'a'));
      expect(refused.status).toBe(401);
      const next = await send('GET', '/healthz');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });
});
