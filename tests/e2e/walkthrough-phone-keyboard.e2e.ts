// A walk-through as a Burmese reader on a phone over a slow connection and as a
// keyboard user on a laptop: maps that rose over the sticky header and drew Burmese as boxes,
// fields that Tab scrolled behind the header, a filter panel taller than the laptop's window,
// the home counters dropping to 0 as the page came alive, Back to a search opening at its top,
// a tapped link that showed nothing for seconds, the delete question starting on Yes, and the
// SMS link read as 'Send an SMS SMS'. As an admin: the packages missing from the dashboard's
// menu, the current tab past the phone's edge, and a long package title widening the plans pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../app/db/demo/factories.server';
import { createAdmin, signIn } from './support/accounts';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();
const LAPTOP = { width: 1366, height: 768 };

async function firstListing(): Promise<string> {
  const html = await (await fetch(`${browser.baseURL()}/search?type=rent`)).text();
  const href = html.match(/href="(\/listing\/[^"]+)"/)?.[1];
  expect(href).toBeDefined();
  return href!;
}

/** The element drawn at (x, y) is inside the page's sticky header. */
const headerOnTopAt = (page: Page, x: number, y: number) => page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('header') !== null, [x, y]);

/** Scrolls the window so that the element's top sits `y` px from the window's top. */
async function scrollElementTo(page: Page, selector: string, y: number) {
  await page.evaluate(
    ([sel, top]) => {
      const box = document.querySelector(sel!)!.getBoundingClientRect();
      window.scrollBy(0, box.top - Number(top));
    },
    [selector, String(y)],
  );
}

/** The height of the sticky header: what a focused field must stay below. */
const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);

describe('maps', () => {
  it("stay under the sticky header as the page scrolls, and draw their Burmese in the page's font", async () => {
    const page = await browser.newPage(PHONE);
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto(await firstListing());
    await waitForHydration(page);
    const section = 'section[aria-labelledby="place-heading"] [role="region"]';
    // The 'Show on map' button (z-index 1000, to sit over Leaflet's panes) scrolled under the header.
    const button = page.locator(`${section} button`);
    await scrollElementTo(page, `${section} button`, 10);
    const box = (await button.boundingBox())!;
    expect(box.y).toBeLessThan(30);
    expect(await headerOnTopAt(page, box.x + box.width / 2, 30)).toBe(true);

    // The map itself, its zoom buttons included.
    await button.click();
    const map = page.locator(`${section}.leaflet-container`);
    await map.locator('.leaflet-control-zoom-in').waitFor();
    await scrollElementTo(page, `${section} .leaflet-control-zoom-in`, 20);
    const zoom = (await map.locator('.leaflet-control-zoom-in').boundingBox())!;
    expect(await headerOnTopAt(page, zoom.x + zoom.width / 2, zoom.y + zoom.height / 2)).toBe(true);

    // Leaflet's own font (Helvetica, Arial) has no Burmese: a price drew as boxes.
    const fonts = await map.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(document.body).fontFamily]);
    expect(fonts[0]).toBe(fonts[1]);
  });
});

describe('a keyboard user on a 1366 x 768 laptop', () => {
  it('finds the field Shift+Tab moves to below the sticky header, not behind it', async () => {
    const page = await browser.newPage(LAPTOP);
    await page.goto(await firstListing());
    await waitForHydration(page);
    // The contact form's first two fields; the page scrolled so that the first is just above the window.
    const form = page.locator('main form', { has: page.locator('textarea') }).first();
    const fields = form.locator('input:not([type="hidden"]), textarea');
    const first = fields.nth(0);
    const second = fields.nth(1);
    await second.focus();
    const { y } = (await first.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), y + 10);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
  });

  it("reaches every control of the search filters, in view and below the header", async () => {
    const page = await browser.newPage(LAPTOP);
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    const filters = page.getByRole('search', { name: 'Advanced Search' });
    const submit = filters.locator('button[type="submit"]');
    await submit.focus();
    const box = (await submit.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
    // Scrolled down the results, the panel (which scrolls on its own) still starts below the header.
    await page.evaluate(() => window.scrollBy(0, 600));
    const panelTop = await filters.evaluate((form) => form.closest('#search-filters')!.parentElement!.getBoundingClientRect().top);
    expect(panelTop).toBeGreaterThanOrEqual(await headerBottom(page));
  });
});

describe('on a phone', () => {
  it('leaves the home counters at their numbers when they are on screen as the page comes alive', async () => {
    const page = await browser.newPage(PHONE);
    // Every value the first counter shows, from the first paint until well after hydration.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { counterValues: seen });
      const look = () => {
        const text = document.querySelector('[aria-label="Listings on the portal"] [aria-hidden="true"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
        if (seen.length < 50) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(1600); // the count-up's 1.4 s
    const values = await page.evaluate(() => (window as unknown as { counterValues: string[] }).counterValues);
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([values[0]]);
    expect(values[0]).not.toBe('0');
  });

  it('goes Back from a listing to the search where the reader left it, not to its top', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    const card = page.locator('main a[href^="/listing/"]').nth(5);
    await card.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await card.click();
    await page.waitForURL('**/listing/**');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/search?type=rent');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 100);
  });

  it('shows a bar at the top while the page a tap asked for is on its way', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    expect(await page.locator('.navigation-progress').count()).toBe(0);
    // A slow connection: the listing's data takes two seconds to come.
    await page.route('**/listing/*.data*', async (route) => {
      await new Promise((done) => setTimeout(done, 2000));
      await route.continue();
    });
    await page.locator('main a[href^="/listing/"]').first().click();
    await page.locator('.navigation-progress').waitFor({ state: 'visible' });
    await page.waitForURL('**/listing/**');
    await expect.poll(() => page.locator('.navigation-progress').count()).toBe(0);
  });

  it("names the SMS link once: 'Send an SMS'", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(await firstListing());
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: 'Send an SMS', exact: true }).count()).toBe(1);
  });
});

it('asks before deleting with the focus on No, so that Enter pressed twice deletes nothing', async () => {
  const page = await browser.newPage(LAPTOP);
  await signIn(page, { email: 'agent3@demo.yangonhomes.local', password: DEMO_PASSWORD });
  await page.goto('/my-listing');
  await waitForHydration(page);
  const before = await page.locator('main a[href^="/listing/"]').count();
  await page.getByRole('button', { name: /^Delete/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('No, cancel');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.locator('main a[href^="/listing/"]').count()).toBe(before);
});

describe("an admin's phone", () => {
  it('opens the dashboard menu from one row naming the current tab, under which the page begins, and finds the packages in it', async () => {
    const page = await browser.newPage(PHONE);
    await signIn(page, createAdmin());
    await page.goto('/dashboard?tab=reports');
    await waitForHydration(page);
    // The page's heading is on the first third of the screen, not under rows of menu items.
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.y + heading.height).toBeLessThanOrEqual(PHONE.height / 3);
    const opener = page.locator('summary', { hasText: 'Reports' });
    await opener.click();
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    expect(await menu.getByRole('link', { name: 'Packages', exact: true }).getAttribute('href')).toBe('/packages');
    expect(await menu.getByRole('link', { name: 'Assign Package', exact: true }).getAttribute('href')).toBe('/admin-assign-package');
    const current = (await menu.locator('[aria-current="page"]').boundingBox())!;
    expect(current.x).toBeGreaterThanOrEqual(0);
    expect(current.x + current.width).toBeLessThanOrEqual(PHONE.width);
    // Escape folds it away again, the focus back on the row that opened it.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((summary) => summary === document.activeElement)).toBe(true);
  });

  it("wraps a package's 50-letter title on the plans pages instead of widening them", async () => {
    const page = await browser.newPage(PHONE);
    const longTitle = 'Y'.repeat(50); // the form's longest, without a space
    for (const [path, title] of [
      ['/price', 'main article h2'],
      ['/packages', 'main li h2'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await page.locator(title).first().evaluate((heading, text) => (heading.textContent = text), longTitle);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
