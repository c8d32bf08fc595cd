// The stylesheet a page carries (site-stylesheet.tsx): in a production build the server's text
// (lib/server-render.tsx); Vite's development server links the file. The browser side is proven
// in tests/e2e/stylesheet.e2e.ts.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderContext } from './server-render';
import { SiteStylesheet } from './site-stylesheet';

const href = '/assets/app-abc.css';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the site stylesheet', () => {
  it("is carried with the server's text in a production build", () => {
    vi.stubEnv('DEV', false);
    const page = renderToString(
      <html>
        <head>
          <ServerRenderContext value={{ stylesheet: 'body{display:flex}' }}>
            <SiteStylesheet href={href} />
          </ServerRenderContext>
        </head>
      </html>,
    );
    expect(page).toContain(`<style data-precedence="default" data-href="${href}">body{display:flex}</style>`);
  });

  it('is linked under the development server, which updates the file as it changes', () => {
    vi.stubEnv('DEV', true);
    expect(renderToString(<SiteStylesheet href={href} />)).toBe(`<link rel="stylesheet" href="${href}"/>`);
  });
});
