// Which browsers the server names the stylesheet for (stylesheet-in-cache.ts): those whose cookie
// names this build's file. The browser's side is proven in tests/e2e/stylesheet.e2e.ts.
import { describe, expect, it } from 'vitest';
import { hasStylesheetInCache, STYLESHEET_COOKIE } from './stylesheet-in-cache';

const href = '/assets/app-abc.css';

describe('the stylesheet in a browser cache', () => {
  it('is there when the cookie names this build’s file', () => {
    expect(hasStylesheetInCache(`theme=dark; ${STYLESHEET_COOKIE}=${encodeURIComponent(href)}`, href)).toBe(true);
  });

  it('is not there without the cookie, or when it names another build’s file', () => {
    expect(hasStylesheetInCache(null, href)).toBe(false);
    expect(hasStylesheetInCache('theme=dark', href)).toBe(false);
    expect(hasStylesheetInCache(`${STYLESHEET_COOKIE}=${encodeURIComponent('/assets/app-old.css')}`, href)).toBe(false);
  });
});
