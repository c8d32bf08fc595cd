// The stylesheet a page carries (site-stylesheet.tsx): a production server writes the built
// text into a <style> the browser hydrates without touching; Vite's development server links
// the file. The browser side is proven in tests/e2e/stylesheet.e2e.ts.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBuiltStylesheet, SiteStylesheet } from './site-stylesheet';

const href = '/assets/app-abc.css';

afterEach(() => {
  vi.unstubAllEnvs();
  setBuiltStylesheet('');
});

describe('the site stylesheet', () => {
  it('is written into the page by a production server', () => {
    vi.stubEnv('DEV', false);
    setBuiltStylesheet('body{display:flex}');
    expect(renderToString(<SiteStylesheet href={href} />)).toBe(`<style data-href="${href}">body{display:flex}</style>`);
  });

  it('is linked under the development server, which updates the file as it changes', () => {
    vi.stubEnv('DEV', true);
    setBuiltStylesheet('body{display:flex}');
    expect(renderToString(<SiteStylesheet href={href} />)).toBe(`<link rel="stylesheet" href="${href}"/>`);
  });

  it('refuses a text that would end its element early', () => {
    expect(() => setBuiltStylesheet('a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});
