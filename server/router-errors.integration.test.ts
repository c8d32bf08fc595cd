// What a client gets over HTTP for a method a page does not serve (POST /about, PUT /, a
// method React Router does not know): a 405 page with a plain sentence in the reader's words,
// and nowhere in the answer (page, hydration data, .data answer) React Router's developer
// message naming a route ('...did not provide an `action` for route "routes/about"...').
import { describe, expect, it } from 'vitest';
import { setupHttpApp } from '../tests/support/http-app';
import { rawRequest } from '../tests/support/raw-http';
import { setupTestDatabase } from '../tests/support/test-db';

setupTestDatabase();
const app = setupHttpApp();

/**
 * React Router's own words for these answers; no answer may carry them. (Route ids as such are
 * in every page: React Router keys its route manifest and hydration data by them. What must
 * not be sent is its developer message, nor a route id anywhere the visitor reads.)
 */
const INTERNAL = /did not provide an|Invalid request method|does not match URL|No route matches|Unexpected Server Error|Unknown @remix-run\/router error/;
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

/** fetch() cannot send TRACE: a raw HTTP request. */
async function rawPage(method: string, path: string, headers: Record<string, string> = {}) {
  const res = await rawRequest(app.url, path, { method, headers });
  return { status: res.status, type: String(res.headers['content-type']), body: res.body.toString('utf8') };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const PAGE_REQUESTS: [method: string, path: string][] = [
  ['POST', '/about'],
  ['PUT', '/about'],
  ['PATCH', '/'],
  ['DELETE', '/blogs'],
  ['POST', '/agent'],
  ['POST', '/no-such-page'],
  ['PROPFIND', '/about'],
  ['OPTIONS', '/contact'],
];

describe('a page asked with a method it does not serve', () => {
  it.each(PAGE_REQUESTS)('%s %s: 405, a plain English sentence, no route id or internal message', async (method, path) => {
    const res = await app.request(path, { method, headers: form, body: method === 'OPTIONS' ? undefined : 'a=1' });
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toMatch(INTERNAL);
    const main = mainOf(html);
    expect(main).toContain('Something went wrong!');
    expect(main).toContain('This address does not accept that kind of request.');
    expect(main).not.toContain('Method Not Allowed');
    expect(main).not.toContain('routes/');
  });

  it('a page with an error boundary of its own (/search) shows it, without the internal message', async () => {
    const res = await app.request('/search?type=rent', { method: 'DELETE' });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).not.toMatch(INTERNAL);
    expect(mainOf(html)).not.toContain('routes/');
  });

  it.each([
    ['POST', '/about.data'],
    ['PUT', '/about.data'],
    ['POST', '/_root.data'],
  ])('%s %s (single fetch): 405 without the internal message', async (method, path) => {
    const res = await app.request(path, { method, headers: form, body: 'a=1' });
    expect(res.status).toBe(405);
    expect(await res.text()).not.toMatch(INTERNAL);
  });

  it.each(['/about', '/', '/no-such-page'])('TRACE %s (a web Request cannot carry it): 405, not 500, in the reader\'s language', async (path) => {
    const english = await rawPage('TRACE', path);
    expect(english).toMatchObject({ status: 405, body: 'This address does not accept that kind of request.' });
    const burmese = await rawPage('TRACE', path, { cookie: 'lang=my' });
    expect(burmese).toMatchObject({ status: 405, body: 'ဤလိပ်စာသည် ထိုကဲ့သို့ တောင်းဆိုမှုကို လက်မခံပါ။' });
  });
});

describe('/api asked with a method a call does not serve', () => {
  it.each([
    ['PUT', '/api/listing/search'],
    ['DELETE', '/api/listing/search'],
    ['PROPFIND', '/api/listing/search'],
    ['OPTIONS', '/api/auth/signin'],
    ['TRACE', '/api/listing/search'],
    ['TRACE', '/api/no-such-call'],
  ])('%s %s: 405 in the JSON error shape', async (method, path) => {
    const res = await rawPage(method, path);
    expect(res.status).toBe(405);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 405, message: `This call does not accept ${method} requests.` });
  });
});

describe('a Host header no URL can hold', () => {
  it.each(['a b', 'a%zz', 'a|b', 'a<b>'])('Host: %s answers the page, never a 500', async (host) => {
    const res = await rawPage('GET', '/about', { host });
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/html');
  });
});
