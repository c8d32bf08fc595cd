// Issue 15: on a slow line a page's first photos come in before its scripts are asked for, so
// they do not share the line with them (app/server-lib/scripts-after-first-photos.server.ts); the
// page still becomes interactive once they are in, or when they are slow.
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitForHydration } from './support/browser';
import { demoListings } from './support/demo-listings';
import { FIRST_PHOTOS_WAIT_MS } from '../../app/server-lib/scripts-after-first-photos.server';

const browser = setupBrowser();

const isScript = (request: Request) => request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/');
const isPhoto = (request: Request) => new URL(request.url()).pathname.startsWith('/media/');

/** The photos the page marks as its first screen's, by the address the browser chose. */
const firstScreenPhotos = (page: Page) => page.$$eval('img[fetchpriority="high"]', (images) => images.map((image) => (image as HTMLImageElement).currentSrc));

/**
 * Loads `path` with every photo held back for `holdMs` (or, without it, until the test lets it
 * go), noting in `events` when each request was asked for and came in, in the order the browser
 * told; `requests()` is every request asked for so far.
 */
async function loadWithPhotosHeld(path: string, holdMs?: number) {
  const page = await browser.newPage();
  const events: { request: Request; kind: 'asked' | 'in' }[] = [];
  const held: Route[] = [];
  page.on('request', (request) => events.push({ request, kind: 'asked' }));
  page.on('requestfinished', (request) => events.push({ request, kind: 'in' }));
  await page.route('**/media/**', async (route) => {
    if (holdMs === undefined) return void held.push(route);
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    page,
    events,
    held,
    requests: () => events.filter((event) => event.kind === 'asked').map((event) => event.request),
  };
}

describe("a page's scripts after its first photos", () => {
  it.each(['/search?type=rent', '/listing/:id'])('%s asks for its scripts only once its first-screen photos are in, then hydrates', async (path) => {
    const address = path === '/listing/:id' ? `/listing/${(await demoListings(browser.baseURL()))[0]._id}` : path;
    const { page, requests, events } = await loadWithPhotosHeld(address, 600);
    await waitForHydration(page);
    const firstScreen = await firstScreenPhotos(page);
    expect(firstScreen.length).toBeGreaterThan(0);
    const photos = requests().filter((request) => isPhoto(request) && firstScreen.includes(request.url()));
    expect(photos.map((request) => request.url()).sort()).toEqual([...new Set(firstScreen)].sort());
    const photosIn = photos.map((photo) => events.findIndex((event) => event.request === photo && event.kind === 'in'));
    expect(Math.min(...photosIn)).toBeGreaterThanOrEqual(0);
    const lastPhotoIn = Math.max(...photosIn);
    const firstScriptAskedFor = events.findIndex((event) => isScript(event.request));
    expect(requests().filter(isScript).length).toBeGreaterThan(1);
    expect(firstScriptAskedFor).toBeGreaterThan(lastPhotoIn);
    await page.close();
  });

  it.each(['/agent', '/search?type=rent'])('%s asks for its scripts only after its first paint, even when its photos came before it', async (path) => {
    const page = await browser.newPage();
    await page.goto(path);
    await waitForHydration(page);
    const { firstPaint, scriptsAskedFor } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsAskedFor: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'img' && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scriptsAskedFor.length).toBeGreaterThan(1);
    expect(Math.min(...scriptsAskedFor)).toBeGreaterThan(firstPaint);
    await page.close();
  });

  it(`becomes interactive when a first-screen photo is slower than ${FIRST_PHOTOS_WAIT_MS} ms`, async () => {
    const { page, requests, held } = await loadWithPhotosHeld('/search?type=rent');
    await waitForHydration(page);
    // Hydrated while its photos were still on their way.
    expect(held.length).toBeGreaterThan(0);
    expect(requests().filter(isScript).length).toBeGreaterThan(1);
    // The search form answers as the hydrated page does: the filters open in place.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect.poll(() => page.getByLabel('Min price').isVisible()).toBe(true);
    await Promise.all(held.map((route) => route.abort()));
    await page.close();
  });
});
