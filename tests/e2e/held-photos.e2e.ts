// A phone whose browser sends `Save-Data: on`, on its first visit: the server's first answer
// already holds every listing, blog and agency picture (a small button naming the photo's size in
// its place), so no image is asked for, hydration keeps those places as they are (nothing is
// swapped), and a tap, or Enter, loads that one photo at the size the button named.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { kilobytes } from '../../app/lib/held-photo';
import { report, axeCheck } from './support/axe';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();
const SAVE_DATA = { 'Save-Data': 'on' };
const LABEL = /^Tap to load photo \((\d[\d,]*)\sKB\)$/;
/** The kilobytes a held place's label names, or NaN. */
const namedKilobytes = (label: string) => Number(LABEL.exec(label.trim())?.[1].replaceAll(',', ''));

/**
 * Every image the page asks for, from the moment it opens, but the build's own interface drawings
 * (`/assets/…svg`: the language switch's wordmark, a CSS mask kept a year), which are no picture.
 */
function imageRequests(page: Page) {
  const images: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !/^\/assets\/[^/]+\.svg$/.test(new URL(request.url()).pathname)) images.push(request);
  });
  return images;
}

/**
 * Counts the elements matching `selector` taken out of the page, from before its scripts run:
 * hydration that keeps the server's markup removes none; a page drawn again after hydration (a
 * swap of photos and held places) would remove them.
 */
async function watchRemoved(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    let removed = 0;
    Object.assign(window, { __removed: () => removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) removed += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __removed: () => number }).__removed());
}

/** React's warnings of a page that hydrated differently from the server's markup. */
function hydrationWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => /hydrat|did not match/i.test(message.text()) && warnings.push(message.text()));
  page.on('pageerror', (error) => /hydrat|did not match/i.test(error.message) && warnings.push(error.message));
  return warnings;
}

/** Opens `path` on a fresh Save-Data phone; returns the server's HTML and what the page asked for. */
async function openHeld(path: string) {
  const page = await browser.newPage(PHONE, { headers: SAVE_DATA });
  const images = imageRequests(page);
  const removedPlaces = await watchRemoved(page, '[data-held-photo]');
  const warnings = hydrationWarnings(page);
  const response = await page.goto(path);
  const html = await response!.text();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { page, images, html, removedPlaces, warnings };
}

const placesIn = (html: string) => [...html.matchAll(/<button[^>]*data-held-photo/g)].length;

/** Taps the held place, waits for its photo, and checks it is the size the button named. */
async function loadOne(page: Page, images: Request[], { keyboard }: { keyboard: boolean }) {
  const place = page.locator('main [data-held-photo]').first();
  const named = namedKilobytes(await place.innerText());
  expect(named).toBeGreaterThan(0);
  if (keyboard) {
    await place.focus();
    await page.keyboard.press('Enter');
  } else {
    await place.click();
  }
  await expect.poll(() => images.length).toBe(1);
  const photo = await images[0].response();
  expect(new URL(images[0].url()).pathname).toMatch(/^\/media\/.+-400\.webp$/);
  expect(namedKilobytes(`Tap to load photo (${kilobytes((await photo!.body()).length)})`)).toBe(named);
  await page.waitForLoadState('networkidle');
  expect(images).toHaveLength(1);
}

describe('Save-Data: on, first visit', () => {
  it('home: the server holds every picture, asks for none, keeps the places through hydration, and a tap loads that one photo', async () => {
    const { page, images, html, removedPlaces, warnings } = await openHeld('/');
    // Listing tiles, agencies and blog posts: all held in the server's own answer.
    const held = placesIn(html);
    expect(held).toBeGreaterThanOrEqual(9 * 2 + 2);
    expect(html).not.toMatch(/<img[^>]*\ssrc="[^"]*\/media\//);
    expect(images.map((request) => request.url())).toEqual([]);
    expect(await page.locator('[data-held-photo]').count()).toBe(held);
    expect(await removedPlaces()).toBe(0);
    expect(warnings).toEqual([]);
    for (const section of ['recent-rent-heading', 'recent-sale-heading', 'agents-heading', 'posts-heading']) {
      const places = page.locator(`section[aria-labelledby="${section}"] [data-held-photo]`);
      expect(await places.count(), section).toBeGreaterThan(0);
      expect((await places.first().textContent())?.trim(), section).toMatch(LABEL);
    }

    await loadOne(page, images, { keyboard: false });
    expect(await page.locator('[data-held-photo]').count()).toBe(held - 1);
  });

  it('search: each card keeps a small labelled place, and Enter loads that photo and leaves the focus on its card', async () => {
    const { page, images, html, removedPlaces, warnings } = await openHeld('/search?type=rent');
    const held = placesIn(html);
    expect(held).toBeGreaterThan(0);
    expect(images.map((request) => request.url())).toEqual([]);
    expect(await page.locator('main [data-held-photo]').count()).toBe(held);
    expect(await removedPlaces()).toBe(0);
    expect(warnings).toEqual([]);

    const place = page.locator('main [data-held-photo]').first();
    expect((await place.innerText()).trim()).toMatch(LABEL);
    expect(await place.evaluate((button) => button.tagName)).toBe('BUTTON');
    // Small: a strip, not the photo's 220 px frame.
    expect((await place.boundingBox())!.height).toBeLessThan(110);
    expect(report(await axeCheck(page, 'photos held'))).toEqual([]);

    await loadOne(page, images, { keyboard: true });
    expect(await page.evaluate(() => document.activeElement?.closest('article')?.querySelector('a')?.getAttribute('href'))).toMatch(/^\/listing\//);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    expect(await page.locator('main [data-held-photo]').count()).toBe(held - 1);
  });

  it('2G without Save-Data: the page keeps the photos the server drew (nothing swapped), and the pages after it come held', async () => {
    const page = await browser.newPage(PHONE);
    // What Chromium's Network Information API says on a 2G connection.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '2g', saveData: false }) }));
    const removedPhotos = await watchRemoved(page, 'img[src*="/media/"]');
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main img[src*="/media/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-held-photo]').count()).toBe(0);
    expect(await removedPhotos()).toBe(0);
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'data_saver')?.value).toBe('on');

    const images = imageRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main [data-held-photo]').count()).toBeGreaterThan(0);
    expect(images.map((request) => request.url())).toEqual([]);
  });
});
