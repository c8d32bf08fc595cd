// render-whole-page.server.tsx writes React Router's private fields (its StreamTransfer's cache).
// These tests run React Router's own request handler and <ServerRouter> on a small build, so a
// React Router upgrade that changes what the module relies on fails here, with a message that
// says what changed, instead of shipping pages without their hydration data.
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createRequestHandler, Links, Meta, Outlet, Scripts, ServerRouter, useLoaderData, useRouteError, type EntryContext, type ServerEntryModule } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerBuild, TestDocument } from '../../tests/support/router-build';
import { preload } from '../lib/head-preloads';
import { addedAfterFirstFrame } from '../../tests/support/scripts-gate';
import { handOverHydrationData, renderWholePage } from './render-whole-page.server';

const UPGRADE_HINT =
  'React Router changed what app/server-lib/render-whole-page.server.tsx relies on (see its header and the README, "React Router\'s private fields"). ' +
  "Adapt the module to the new version, or render with React Router's documented entry (renderToPipeableStream with onAllReady) instead";

const loaderData = {
  title: 'Condo in Bahan </script><script>alert(1)</script>',
  burmese: 'ဗဟန်း မြို့နယ်ရှိ ကွန်ဒို',
  listedAt: new Date('2026-11-22T10:00:00Z'),
  price: 1_250_000_000n,
  tags: ['pool', 'gym', undefined, null],
  owner: { name: 'Aung Aung', agent: true },
};

function Page() {
  const data = useLoaderData<typeof loaderData>();
  return (
    <main>
      <h1>{data.title}</h1>
      <p lang="my">{data.burmese}</p>
      <time>{data.listedAt.toISOString()}</time>
    </main>
  );
}

function PageError() {
  const error = useRouteError() as Error;
  return <p>Failed: {error.message}</p>;
}

/** The root's error page is a whole document, as app/root.tsx's is (a 404 renders it). */
const RootError = () => (
  <TestDocument>
    <PageError />
  </TestDocument>
);

const routes = [
  { id: 'root', path: '', module: { default: () => <TestDocument />, ErrorBoundary: RootError, loader: () => ({ lang: 'en' }) } },
  { id: 'routes/page', parentId: 'root', path: 'page', module: { default: Page, loader: () => loaderData } },
  {
    id: 'routes/broken',
    parentId: 'root',
    path: 'broken',
    module: {
      default: Page,
      ErrorBoundary: PageError,
      loader: () => {
        throw new Error('the loader failed');
      },
    },
  },
];

/** Runs React Router's request handler with an entry that renders the document through `render`, keeping what it was given. */
async function serve(path: string, render: (context: EntryContext, url: string) => Promise<string>) {
  const seen: { context?: EntryContext; stream?: unknown; renderMeta?: unknown } = {};
  const entry: ServerEntryModule = {
    streamTimeout: 5_000,
    handleError: () => {}, // the failing loader and the 404 are expected
    async default(request, status, headers, context) {
      Object.assign(seen, { context, stream: context.serverHandoffStream, renderMeta: context.renderMeta });
      return new Response(await render(context, request.url), { status, headers });
    },
  };
  const response = await createRequestHandler(routerBuild(entry, routes), 'test')(new Request(`http://portal.test${path}`));
  return { status: response.status, html: await response.text(), ...seen };
}

async function wholePage(context: EntryContext, url: string) {
  await handOverHydrationData(context);
  return `<!DOCTYPE html>${renderWholePage(context, url, 'n0nce').join('')}`;
}

/**
 * React Router's documented entry, rendered whole: Preact's renderer that waits for every
 * suspension (StreamTransfer's, on each chunk of the data stream), as renderToPipeableStream's
 * onAllReady does. The doctype is the entry's to write.
 */
async function documentedEntry(context: EntryContext, url: string): Promise<string> {
  return `<!DOCTYPE html>${await renderToStringAsync((<ServerRouter context={context} url={url} nonce="n0nce" />) as VNode)}`;
}

/** The hydration data scripts of a page, in order. */
const dataScripts = (html: string) => [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController\.[^<]*)<\/script>/g)].map(([, body]) => body);

const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script nonce="n0nce" type="module" async>([\s\S]*?)<\/script>/;
/**
 * The classic script in the module script's place that starts the page's scripts after its first photos.
 * It is found by the word modulepreload without crossing a script's end, as its code may hold a `<`.
 */
const SCRIPTS_GATE = /<script nonce="n0nce">((?:(?!<\/script>)[\s\S])*modulepreload[\s\S]*?)<\/script>/;

/**
 * The page as React Router renders it, but for what renderWholePage changes, the modules' preloads
 * (taken out) and module script (made the script that adds both after the first photos), and the
 * document's closing tags (after the hydration data's scripts), and for the markers around a
 * Suspense boundary that suspended (StreamTransfer's), which a render where nothing suspends has
 * none of.
 */
const withoutChangedParts = (html: string) =>
  html.replaceAll(MODULE_PRELOADS, '').replace(MODULE_SCRIPT, '').replace(SCRIPTS_GATE, '').replace('</body></html>', '').replaceAll(/<!--\/?\$s-->/g, '');

describe("renderWholePage (React Router's private stream cache)", () => {
  it('is handed the hydration data as a stream and a render cache by React Router', async () => {
    const { stream, renderMeta } = await serve('/page', wholePage);
    expect(stream instanceof ReadableStream, `${UPGRADE_HINT}: EntryContext.serverHandoffStream is no longer a ReadableStream.`).toBe(true);
    expect(renderMeta !== null && typeof renderMeta === 'object', `${UPGRADE_HINT}: EntryContext.renderMeta is no longer an object.`).toBe(true);
  });

  it("renders the page's data in one script, then closes React Router's data stream", async () => {
    const { status, html } = await serve('/page', wholePage);
    expect(status).toBe(200);
    const scripts = dataScripts(html);
    expect(scripts.length, `${UPGRADE_HINT}: the page has no hydration data, so StreamTransfer no longer reads renderMeta.streamCache as { [chunk]: { result: { done, value } } }.`).toBeGreaterThan(0);
    expect(scripts, `${UPGRADE_HINT}: the hydration data is no longer one enqueue() and a close().`).toEqual([
      expect.stringMatching(/^window\.__reactRouterContext\.streamController\.enqueue\(".*Aung Aung.*"\);$/),
      'window.__reactRouterContext.streamController.close();',
    ]);
    expect(html).toContain('<h1>Condo in Bahan &lt;/script>&lt;script>alert(1)&lt;/script></h1>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it.each(['/page', '/broken', '/no-such-page'])(
    "gives %s the HTML of React Router's documented entry, its modules started by a script in the module script's place, its data before </body>",
    async (path) => {
      const ours = await serve(path, wholePage);
      const documented = await serve(path, documentedEntry);
      expect(ours.status).toBe(documented.status);
      expect(dataScripts(documented.html).length).toBeGreaterThan(0);
      expect(withoutChangedParts(ours.html), `${UPGRADE_HINT}: the page differs from what the documented entry renders.`).toBe(withoutChangedParts(documented.html));
      // The script stands where the module script stood, and adds what React Router wrote.
      const moduleScript = MODULE_SCRIPT.exec(documented.html)!;
      const gate = SCRIPTS_GATE.exec(ours.html);
      expect(gate, `${UPGRADE_HINT}: <Scripts> no longer writes its module script as <script nonce type="module" async>.`).not.toBeNull();
      expect(ours.html.indexOf(gate![0])).toBe(documented.html.replaceAll(MODULE_PRELOADS, '').indexOf(moduleScript[0]));
      expect(ours.html).not.toMatch(MODULE_PRELOADS);
      const preloadedModules = [...documented.html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href);
      expect(preloadedModules.length).toBeGreaterThan(1);
      expect(addedAfterFirstFrame(gate![1])).toEqual([
        ...preloadedModules.map((href) => ({ tag: 'link', parent: 'head', rel: 'modulepreload', href, nonce: 'n0nce' })),
        { tag: 'script', parent: 'body', type: 'module', nonce: 'n0nce', textContent: moduleScript[1] },
      ]);
      expect(ours.html.endsWith('window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
    },
  );

  it("leaves a page without React Router's module script as it is, its modulepreload links with it", async () => {
    const withoutScripts = [
      {
        id: 'root',
        path: '',
        module: {
          default: () => (
            <html lang="en">
              <head />
              <body>
                <link rel="modulepreload" href="/test-assets/own.js" />
                <Outlet />
              </body>
            </html>
          ),
        },
      },
      routes[1],
    ];
    const entry: ServerEntryModule = { handleError: () => {}, default: async (request, status, headers, context) => new Response(await wholePage(context, request.url), { status, headers }) };
    const html = await (await createRequestHandler(routerBuild(entry, withoutScripts), 'test')(new Request('http://portal.test/page'))).text();
    expect(html).toContain('<body><link rel="modulepreload" href="/test-assets/own.js"/>');
    expect(html).not.toMatch(SCRIPTS_GATE);
  });

  it("reads React Router's data stream to its end: a loader's promise arrives in the one script", async () => {
    const later = [routes[0], { ...routes[1], module: { ...routes[1].module, loader: () => ({ ...loaderData, review: new Promise((resolve) => setTimeout(() => resolve('Five stars'), 20)) }) } }];
    const entry: ServerEntryModule = { handleError: () => {}, default: async (request, status, headers, context) => new Response(await wholePage(context, request.url), { status, headers }) };
    const html = await (await createRequestHandler(routerBuild(entry, later), 'test')(new Request('http://portal.test/page'))).text();
    expect(dataScripts(html)).toEqual([expect.stringContaining('Five stars'), 'window.__reactRouterContext.streamController.close();']);
  });

  it("puts the page's preloads at the end of the <head>, after the stylesheet the root renders, which hydration would otherwise move", async () => {
    const Picture = () => {
      preload('/media/first.webp', { as: 'image', fetchPriority: 'high' });
      return <img src="/media/first.webp" alt="" />;
    };
    // The root as app/root.tsx has it: its own links, then the stylesheet.
    const carrying = (carries: boolean) => [
      {
        id: 'root',
        path: '',
        module: {
          default: () => (
            <html lang="en">
              <head>
                <Meta />
                <Links />
                {carries && <style data-href="/assets/app.css" />}
              </head>
              <body>
                <Outlet />
                <Scripts />
              </body>
            </html>
          ),
        },
      },
      { id: 'routes/page', parentId: 'root', path: 'page', module: { default: Picture } },
    ];
    const render = async (carries: boolean) => {
      const entry: ServerEntryModule = { handleError: () => {}, default: async (request, status, headers, context) => new Response(await wholePage(context, request.url), { status, headers }) };
      return (await createRequestHandler(routerBuild(entry, carrying(carries)), 'test')(new Request('http://portal.test/page'))).text();
    };
    const picture = '<link rel="preload" as="image" href="/media/first.webp" fetchpriority="high"/>';
    const atHeadEnd = `${picture}</head>`;
    const carried = await render(true);
    expect(carried).toContain('<head><style data-href="/assets/app.css"></style><link rel="preload"');
    expect(carried).toContain(atHeadEnd);
    // A linked stylesheet (the development server): the same.
    expect(await render(false)).toContain(atHeadEnd);
  });
});
