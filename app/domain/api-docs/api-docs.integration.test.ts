// The document and its page over real HTTP (server/app.ts and the real route table): /api/docs
// is a page of the portal drawn from the document, loading nothing from another origin.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi-document.server';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { setupHttpApp } from '../../../tests/support/http-app';

setupTestDatabase();
const app = setupHttpApp();

/** Every address an element of the page loads (scripts, styles, preloads, images, frames). */
// A `rel="expect"` link names a place in the page itself (a fragment), and loads nothing.
const loadedUrls = (html: string) =>
  [...html.matchAll(/<(?:script|link|img|iframe|source)\b[^>]*?\s(?:src|href)="([^"]*)"/gi)].map((m) => m[1]!).filter((url) => !url.startsWith('#'));

describe('GET /api/openapi.json', () => {
  it('answers the document as JSON', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(openApiDocument());
  });
});

describe('GET /api/docs', () => {
  it('renders every call of the document, grouped by area, kept out of search engines', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<h1[^>]*>API documentation<\/h1>/);
    const doc = openApiDocument() as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, { operationId, tags }] of Object.entries(operations)) {
        expect(html, `${method} ${path}`).toContain(`id="${operationId}"`);
        expect(html).toContain(`>${method.toUpperCase()}</span>`);
        expect(html).toContain(`>${tags[0]}</h2>`);
      }
    }
    expect(html).toContain('<code class="rounded bg-bg px-1 font-mono text-sm text-fg [overflow-wrap:anywhere] font-semibold">searchTerm</code>');
    // The shapes the calls' types name are explained once.
    expect(html).toContain('id="shape-Listing"');
    expect(html).toContain('id="shape-SessionUser"');
  });

  it('loads scripts and styles from the portal only, with no inline script but the portal own', async () => {
    const html = await (await app.request('/api/docs')).text();
    const urls = loadedUrls(html);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url, url).toMatch(/^\/(?!\/)/);
    // Inline scripts carry the page's CSP nonce (server/app.ts), so none of them is from elsewhere.
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\snonce="|\ssrc="\/(?!\/)/);
  });
});
