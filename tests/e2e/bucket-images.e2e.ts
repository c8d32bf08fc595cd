// The portal on an S3-compatible bucket (a real S3 server, s3rver, on this machine) with
// S3_PUBLIC_URL: the demo data's pictures go into the bucket, and in Chromium every portal image
// of the home and listing pages loads from the bucket's address, which the CSP allows, with no
// hydration warning, also on a page the browser draws itself after a client-side navigation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, TEST_BUCKET, type S3TestServer } from '../support/storage';
import { PHONE } from './support/browser';
import { launchChromium } from './support/chromium';
import { startPortal, type RunningServer } from './support/server';

let s3: S3TestServer;
let portal: RunningServer;
let browser: Browser;
let bucketUrl: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucketUrl = `${s3.endpoint}/${TEST_BUCKET}`;
  portal = await startPortal({ ...s3.env, S3_PUBLIC_URL: bucketUrl, DEMO_DATA: '1' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await s3?.close();
});

/** A page that records console errors and warnings (hydration mismatches, CSP refusals). */
async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: PHONE });
  // Only the portal and the bucket: the listing page's map asks OpenStreetMap for tiles, which
  // this machine cannot reach, and the test is about the bucket's pictures.
  const portalOrigin = new URL(portal.url).origin;
  await context.route((url) => url.origin !== portalOrigin && !url.href.startsWith(`${bucketUrl}/`), (route) => route.abort());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** Every image on the page that shows a portal picture: where it came from, and whether it loaded. */
const portalImages = (page: Page) =>
  page.$$eval('img', (images) =>
    images.filter((img) => img.currentSrc.includes('/media/')).map((img) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 })),
  );

async function scrollThrough(page: Page) {
  // Lazy images load once near the viewport. Timers, not animation frames, pace the scroll, and
  // the wait is for the pictures themselves, not for a quiet network: a page may keep asking
  // for something else, and a stalled wait then failed only at the test's own time limit.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  // Every picture that has started loading has finished, loaded or failed: the checks say which.
  // A ceiling, not a speed check: on a CI host running at a third of its usual speed, the home
  // page's pictures from the bucket took longer than 20 s.
  await page.waitForFunction(() => [...document.images].every((img) => !img.currentSrc || img.complete), undefined, { timeout: 45_000 });
}

describe('images in a bucket with S3_PUBLIC_URL', () => {
  it('the home page and a listing page draw every picture from the bucket, and it loads', { timeout: 120_000 }, async () => {
    const { page, problems } = await openPage();
    await page.goto('/');
    await scrollThrough(page);
    const home = await portalImages(page);
    expect(home.length).toBeGreaterThan(0);
    for (const image of home) expect(image).toEqual({ src: expect.stringMatching(new RegExp(`^${bucketUrl}/media/`)), loaded: true });

    // A client-side navigation: this page is drawn by the browser alone (lib/media-url.ts's base from <html>).
    const link = page.locator('a[href^="/listing/"]').first();
    const listing = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`**${listing}`);
    await page.locator('h1').first().waitFor();
    await scrollThrough(page);
    const gallery = await portalImages(page);
    expect(gallery.length).toBeGreaterThan(0);
    for (const image of gallery) expect(image).toEqual({ src: expect.stringMatching(new RegExp(`^${bucketUrl}/media/`)), loaded: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
