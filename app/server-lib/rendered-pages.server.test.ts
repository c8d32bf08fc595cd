import { describe, expect, it, vi } from 'vitest';
import { pageKey, renderedPages, type RenderedPages } from './rendered-pages.server';

/** A render that counts its calls and puts its nonce where React would. */
function counting(body = 'Home') {
  return vi.fn((nonce: string | undefined) => Buffer.from(`<script nonce="${nonce}">a()</script><main>${body}</main><script nonce="${nonce}">b()</script>`));
}
const text = (pieces: Buffer[]) => Buffer.concat(pieces).toString('utf8');

/** The page as entry.server.tsx sends it: the kept one, else rendered with the request's nonce (and kept when it may be). */
function page(pages: RenderedPages, key: string | null, nonce: string | undefined, render: (nonce: string | undefined) => Buffer): Buffer[] {
  if (key === null || !nonce) return [render(nonce)];
  const kept = pages.sent(key, nonce);
  if (kept) return kept;
  const rendered = render(nonce);
  pages.keep(key, nonce, rendered);
  return [rendered];
}

describe('rendered pages', () => {
  it('renders a page once for the same key and sends each copy with its own nonce', () => {
    const pages = renderedPages({ maxBytes: 1024 * 1024 });
    const render = counting();
    const first = page(pages, '/\n{"home":1}', 'nonce-one', render);
    const second = page(pages, '/\n{"home":1}', 'nonce-two', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(text(first)).toBe('<script nonce="nonce-one">a()</script><main>Home</main><script nonce="nonce-one">b()</script>');
    expect(text(second)).toBe('<script nonce="nonce-two">a()</script><main>Home</main><script nonce="nonce-two">b()</script>');
  });

  it('keeps a Burmese page byte for byte', () => {
    const pages = renderedPages({ maxBytes: 1024 * 1024 });
    const render = counting('ရန်ကုန်အိမ်များ');
    page(pages, '/?lang=my\n{}', 'n1', render);
    expect(text(page(pages, '/?lang=my\n{}', 'n2', render))).toBe('<script nonce="n2">a()</script><main>ရန်ကုန်အိမ်များ</main><script nonce="n2">b()</script>');
  });

  it('renders again when the data differs', () => {
    const pages = renderedPages({ maxBytes: 1024 * 1024 });
    const before = counting('One listing');
    const after = counting('Two listings');
    page(pages, '/\n{"listings":1}', 'n', before);
    expect(text(page(pages, '/\n{"listings":2}', 'n', after))).toContain('Two listings');
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('renders with the request nonce, and keeps nothing, without a key, without a nonce or with no memory', () => {
    const render = counting();
    const pages = renderedPages({ maxBytes: 1024 * 1024 });
    expect(text(page(pages, null, 'mine', render))).toContain('nonce="mine"');
    page(pages, null, 'mine', render);
    page(pages, '/\n{}', undefined, render);
    page(pages, '/\n{}', undefined, render);
    const none = renderedPages({ maxBytes: 0 });
    page(none, '/\n{}', 'n', render);
    page(none, '/\n{}', 'n', render);
    expect(render).toHaveBeenCalledTimes(6);
  });

  it('renders again once the time a page is kept has passed', () => {
    let clock = 1_000;
    const pages = renderedPages({ maxBytes: 1024 * 1024, ttlMs: 30_000, now: () => clock });
    const render = counting();
    page(pages, '/\n{}', 'n', render);
    clock += 29_000;
    page(pages, '/\n{}', 'n', render);
    expect(render).toHaveBeenCalledTimes(1);
    clock += 2_000;
    page(pages, '/\n{}', 'n', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps no more than its memory: the page used least lately goes first', () => {
    // Each page here is 100 bytes, counted with 64 more: room for two.
    const pages = renderedPages({ maxBytes: 400 });
    const renders = ['a', 'b', 'c'].map(() => counting('x'.repeat(20)));
    page(pages, '/a\n{}', 'n', renders[0]);
    page(pages, '/b\n{}', 'n', renders[1]);
    page(pages, '/a\n{}', 'n', renders[0]);
    page(pages, '/c\n{}', 'n', renders[2]);
    page(pages, '/a\n{}', 'n', renders[0]);
    page(pages, '/b\n{}', 'n', renders[1]);
    expect(renders.map((r) => r.mock.calls.length)).toEqual([1, 2, 1]);
  });
});

describe('rendered pages sharing a text', () => {
  const STYLESHEET = `body{color:#123}${'.card{margin:0}'.repeat(100)}`;
  const withStylesheet = (body: string) => vi.fn((nonce: string | undefined) => Buffer.from(`<style>${STYLESHEET}</style><script nonce="${nonce}">a()</script><main>${body}</main>`));

  it('keeps the text every page carries once, so it costs no page its room', () => {
    // Each page is about 100 bytes besides the 1,616-byte stylesheet: room for three of them only when the stylesheet is not counted in each.
    const pages = renderedPages({ maxBytes: 600, shared: [STYLESHEET] });
    const renders = ['a', 'b', 'c'].map((name) => withStylesheet(`Listing ${name}`));
    for (let round = 0; round < 3; round++) renders.forEach((render, i) => page(pages, `/listing/${i}\n{}`, `nonce-${round}`, render));
    expect(renders.map((r) => r.mock.calls.length)).toEqual([1, 1, 1]);
    expect(text(page(pages, '/listing/1\n{}', 'last', renders[1]))).toBe(`<style>${STYLESHEET}</style><script nonce="last">a()</script><main>Listing b</main>`);
  });

  it('sends a page that does not carry the text as it was rendered', () => {
    const pages = renderedPages({ maxBytes: 600, shared: [STYLESHEET] });
    const render = counting('Named by @import');
    page(pages, '/\n{}', 'one', render);
    expect(text(page(pages, '/\n{}', 'two', render))).toBe('<script nonce="two">a()</script><main>Named by @import</main><script nonce="two">b()</script>');
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe('pageKey', () => {
  it('is the same for the same parts and differs when they differ, however they are cut', () => {
    expect(pageKey('/search', '{"a":1}')).toBe(pageKey('/search', '{"a":1}'));
    expect(pageKey('/search', '{"a":1}')).not.toBe(pageKey('/search', '{"a":2}'));
    expect(pageKey('/a', 'b\nc')).not.toBe(pageKey('/a\nb', 'c'));
  });
});
