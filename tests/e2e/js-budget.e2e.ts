// A first visit: every script a page fetches while it loads and hydrates, counted in
// Chromium on the production build. At most 10 script requests (the bundler's grouping in
// vite.config.ts), no Zod in the browser (forms are checked with lib/forms/*.ts), and at most
// the 115 KB of JavaScript (gzip). With React 19 the framework alone was 108 KB and the
// pages 137-144 KB; on Preact (README, "Preact in place of React") they are 79-86 KB.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

const MAX_SCRIPT_REQUESTS = 10;
const GZIP_CEILING_KB = 115;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The six pages, and the two form pages most people meet. */
const PAGES = ['/', '/search?type=rent', '/listing/:id', '/full-search?searchTerm=condo', '/blogs', '/agent', '/sign-in', '/sign-up'];

interface ScriptLoad {
  url: string;
  gzipBytes: number;
  body: string;
}

async function scriptsOfFirstVisit(page: Page, path: string): Promise<ScriptLoad[]> {
  const loads: Promise<ScriptLoad>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    loads.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length, body: body.toString('utf8') })),
    );
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(loads);
}

async function aListingPath(page: Page) {
  await page.goto('/search?type=rent');
  const href = await page.getByRole('main').locator('a[href^="/listing/"]').first().getAttribute('href');
  return href!;
}

describe('first-visit JavaScript', () => {
  it(`takes at most ${MAX_SCRIPT_REQUESTS} script requests, each with the compile hint, no Zod and no router warnings on every page, under ${GZIP_CEILING_KB} KB gzip`, async () => {
    const listing = await aListingPath(await browser.newPage());
    const report: string[] = [];
    for (const path of PAGES.map((p) => p.replace('/listing/:id', listing))) {
      const scripts = await scriptsOfFirstVisit(await browser.newPage(), path);
      const kb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
      report.push(`${path}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip`);
      expect(scripts.length, `${path}: ${scripts.map((s) => s.url).join(' ')}`).toBeLessThanOrEqual(MAX_SCRIPT_REQUESTS);
      // Zod's error class names itself in every build of it.
      expect(scripts.filter((s) => s.body.includes('ZodError')).map((s) => s.url), path).toEqual([]);
      // React Router's development build (the one its package.json names) warns with this;
      // vite.config.ts gives the browser the production build instead.
      expect(scripts.filter((s) => s.body.includes('No routes matched location')).map((s) => s.url), path).toEqual([]);
      // V8's compile hint (vite.config.ts, COMPILE_HINT): each file's functions compiled as it
      // streams in, not one by one on the main thread while the page hydrates. V8 reads it only
      // before any code.
      expect(scripts.filter((s) => s.body.trim() && !s.body.startsWith(`${COMPILE_HINT}\n`)).map((s) => s.url), path).toEqual([]);
      expect(kb, path).toBeLessThan(GZIP_CEILING_KB);
    }
    console.log(report.join('\n'));
  });
});
