// The stylesheet a page carries (site-stylesheet.tsx): a production build renders the empty
// element the server fills as it sends the page (server-lib/site-stylesheet.server.ts); Vite's
// development server links the file. The browser side is proven in tests/e2e/stylesheet.e2e.ts.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteStylesheet } from './site-stylesheet';

const href = '/assets/app-abc.css';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the site stylesheet', () => {
  it('is the empty element the server fills, in a production build', () => {
    vi.stubEnv('DEV', false);
    expect(renderToString(<SiteStylesheet href={href} />)).toBe(`<style data-href="${href}"></style>`);
  });

  it('is linked under the development server, which updates the file as it changes', () => {
    vi.stubEnv('DEV', true);
    expect(renderToString(<SiteStylesheet href={href} />)).toBe(`<link rel="stylesheet" href="${href}"/>`);
  });
});
