// A page carries the site's stylesheet in its <head> (lib/site-stylesheet.tsx), so a first visit
// is drawn without waiting for a request for CSS. Here every request for a stylesheet is refused:
// the page is still styled when it is first drawn, and stays so as it comes alive, as a person
// moves within the site, switches language (the root re-renders its <head>) and theme, and
// in a page sent again from those kept for visitors (server-lib/rendered-pages.server.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../app/lib/i18n';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

/** Whether the site's styles apply: the <body> is a flex column only through them. */
const styled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).display === 'flex' && getComputedStyle(document.body).flexDirection === 'column');

/** The length of the stylesheet the page carries. */
const carriedLength = (page: Page) => page.evaluate(() => document.querySelector('head > style[data-href]')?.textContent?.length ?? 0);

describe('the stylesheet a page carries', () => {
  it('styles a first visit with no request for CSS, and stays through hydration, a move, a language and a theme switch', async () => {
    const page = await browser.newPage(PHONE);
    const cssRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
    });
    await page.route(/\.css(\?|$)/, (route) => route.abort());
    // The first frame the browser draws, before any script has run.
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('main') !== null);
    expect(await styled(page)).toBe(true);
    const length = await carriedLength(page);
    expect(length).toBeGreaterThan(10_000);

    await waitForHydration(page);
    expect(await carriedLength(page)).toBe(length);

    const card = page.locator('#recent-rent > li a[href^="/listing/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await styled(page)).toBe(true);
    expect(await carriedLength(page)).toBe(length);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /မြန်မာ/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'my');
    expect(await styled(page)).toBe(true);
    expect(await carriedLength(page)).toBe(length);

    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('banner').getByRole('button', { name: translate('my', dark ? 'Switch to light theme' : 'Switch to dark theme'), exact: true }).click();
    await page.waitForFunction((want) => document.documentElement.classList.contains('dark') === want, !dark);
    expect(await styled(page)).toBe(true);
    expect(await carriedLength(page)).toBe(length);

    expect(cssRequests).toEqual([]);
  });

  it('is in a page sent again from the kept pages as in one rendered for the visitor', async () => {
    const lengths: number[] = [];
    for (let visit = 0; visit < 2; visit++) {
      const page = await browser.newPage(PHONE);
      await page.route(/\.css(\?|$)/, (route) => route.abort());
      await page.goto('/blogs', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('main') !== null);
      expect(await styled(page)).toBe(true);
      lengths.push(await carriedLength(page));
    }
    expect(lengths[0]).toBeGreaterThan(10_000);
    expect(lengths[1]).toBe(lengths[0]);
  });
});
