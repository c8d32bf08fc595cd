// A first visit's JavaScript: every script a page fetches while it loads and hydrates, counted in
// Chromium on the production build, against the yardstick (bench/minimal-app: a stock React
// Router app on the same React, one static page) measured in the same run. No Zod in the browser
// (forms are checked with lib/forms/*.ts), the framework in one file of its own (vite.config.ts),
// and at most the yardstick's first visit plus 40 KB of JavaScript (gzip). The number of files is
// reported, not limited: over HTTP/2 with modulepreload bytes and work count, not requests.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMinimalAppIfStale, startMinimalApp, type RunningMinimalApp } from '../../bench/minimal-app';
import { setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

const GZIP_ABOVE_YARDSTICK_KB = 40;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The six audited pages, and the two form pages most people meet. */
const PAGES = ['/', '/search?type=rent', '/listing/:id', '/full-search?searchTerm=condo', '/blogs', '/agent', '/sign-in', '/sign-up'];

interface ScriptLoad {
  url: string;
  gzipBytes: number;
  body: string;
}

async function scriptsOfFirstVisit(page: Page, path: string, hydrated = waitForHydration): Promise<ScriptLoad[]> {
  const loads: Promise<ScriptLoad>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    loads.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length, body: body.toString('utf8') })),
    );
  });
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(loads);
}

async function aListingPath(page: Page) {
  await page.goto('/search?type=rent');
  const href = await page.getByRole('main').locator('a[href^="/listing/"]').first().getAttribute('href');
  return href!;
}

const gzipKb = (scripts: ScriptLoad[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;

describe('first-visit JavaScript', () => {
  let yardstick: RunningMinimalApp | undefined;
  beforeAll(async () => {
    buildMinimalAppIfStale();
    yardstick = await startMinimalApp();
  }, 180_000);
  afterAll(() => yardstick?.stop());

  it(`loads the framework as one file, every script with the compile hint, no Zod and no router warnings on every page, at most the yardstick's + ${GZIP_ABOVE_YARDSTICK_KB} KB gzip`, async () => {
    // The yardstick's page has no data-hydrated of its own: its scripts are all in once the network is idle.
    const yardstickScripts = await scriptsOfFirstVisit(await browser.newPage(), `${yardstick!.url}/`, async () => {});
    const ceilingKb = gzipKb(yardstickScripts) + GZIP_ABOVE_YARDSTICK_KB;
    expect(yardstickScripts.length).toBeGreaterThan(0);
    const listing = await aListingPath(await browser.newPage());
    const report = [`yardstick /: ${yardstickScripts.length} scripts, ${gzipKb(yardstickScripts).toFixed(1)} KB gzip`];
    for (const path of PAGES.map((p) => p.replace('/listing/:id', listing))) {
      const scripts = await scriptsOfFirstVisit(await browser.newPage(), path);
      const kb = gzipKb(scripts);
      report.push(`${path}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip`);
      expect(scripts.filter((s) => /\/framework-[\w-]+\.js$/.test(s.url)).length, `${path}: ${scripts.map((s) => s.url).join(' ')}`).toBe(1);
      // Zod's error class names itself in every build of it.
      expect(scripts.filter((s) => s.body.includes('ZodError')).map((s) => s.url), path).toEqual([]);
      // React Router's development build (the one its package.json names) warns with this;
      // vite.config.ts gives the browser the production build instead.
      expect(scripts.filter((s) => s.body.includes('No routes matched location')).map((s) => s.url), path).toEqual([]);
      // V8's compile hint (vite.config.ts, COMPILE_HINT): each file's functions compiled as it
      // streams in, not one by one on the main thread while the page hydrates. V8 reads it only
      // before any code.
      expect(scripts.filter((s) => s.body.trim() && !s.body.startsWith(`${COMPILE_HINT}\n`)).map((s) => s.url), path).toEqual([]);
      expect(kb, path).toBeLessThanOrEqual(ceilingKb);
    }
    console.log(report.join('\n'));
  });
});
