// A lister's numbers in a real browser on a phone: a demo agent opens the performance tab, reads
// each listing's chart (drawn before any script ran) with the median beside it and its table for
// screen readers, moves to 90 days, follows a trend from My Listings to that listing alone, and
// reads it all in Burmese with Burmese digits on the axis; axe stays clean in both themes and
// languages, and nothing scrolls sideways at 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../app/db/demo/factories.server';
import { signIn } from './support/accounts';
import { axeCheck, report, type Violation } from './support/axe';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('listing performance', () => {
  it('shows a lister each listing’s views per day, 30 and 90 days, from My Listings’ trend, in both languages and themes', { timeout: 60_000 }, async () => {
    const page = await browser.newPage(PHONE, { clientAddress: '2001:db8:e2e:49::2' });
    await signIn(page, { email: 'agent4@demo.yangonhomes.local', password: DEMO_PASSWORD }, '/dashboard?tab=performance');
    await open(page, '/dashboard?tab=performance');

    // The tab is in the dashboard's strip, current; the charts are there with their names.
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Performance' }).getAttribute('aria-current')).toBe('page');
    const charts = page.getByRole('img', { name: /^Views per day, last 30 days/ });
    expect(await charts.count()).toBeGreaterThan(0);
    // The demo agency's listings are each the only one of their kind: each says so, and draws no
    // median line under its own (a listing among others draws one: performance-tab.integration.test.ts).
    const first = page.locator('[data-performance-listing]').first();
    await expect.poll(() => first.locator('svg path[data-series="main"]').getAttribute('d')).toMatch(/^M/);
    expect(await first.locator('[data-rank]').innerText()).toBe('The only listing of its kind: there are no similar listings to compare it with.');
    expect(await first.locator('svg path[data-series="comparison"]').count()).toBe(0);
    // The table behind the chart: one row a day, hidden from the eye but not from a screen reader.
    const table = first.getByRole('table', { name: 'Views per day, last 30 days' });
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(await table.evaluate((node) => node.parentElement!.getBoundingClientRect().width <= 1)).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // 90 days, by its link.
    await page.getByRole('link', { name: 'Last 90 days' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Last 90 days' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('[data-performance-listing]').first().getByRole('table').locator('tbody tr').count()).toBe(90);

    const found: Violation[] = [];
    for (const theme of ['light', 'dark']) {
      await page.context().addCookies([{ name: 'theme', value: theme, url: browser.baseURL() }]);
      await page.reload();
      await waitForHydration(page);
      found.push(...(await axeCheck(page, `performance, ${theme}`)));
    }

    // My Listings: a trend beside each row, leading to that listing's numbers alone.
    await open(page, '/my-listing');
    const trend = page.locator('ul [data-trend]').first();
    const id = await trend.getAttribute('data-trend');
    expect(await trend.getByRole('img').getAttribute('aria-label')).toMatch(/^Views, last 30 days: [\d,]+$/);
    await trend.click();
    await expect.poll(() => page.url()).toContain(`listing=${id}`);
    await waitForHydration(page);
    expect(await page.locator('[data-performance-listing]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-performance-listing')))).toEqual([id]);
    found.push(...(await axeCheck(page, 'my listings trend, one listing, dark')));

    // Burmese: its texts, and the axis' days with Burmese digits.
    await open(page, '/dashboard?tab=performance&lang=my');
    const burmese = page.locator('[data-performance-listing]').first();
    expect(await burmese.locator('figcaption').innerText()).toBe('နောက်ဆုံး 30 ရက်အတွင်း နေ့စဉ် ကြည့်ရှုမှု');
    const axis = await burmese.locator('svg text').allTextContents();
    expect(axis.some((text) => /[၀-၉]/.test(text))).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    for (const theme of ['dark', 'light']) {
      await page.context().addCookies([{ name: 'theme', value: theme, url: browser.baseURL() }]);
      await page.reload();
      await waitForHydration(page);
      found.push(...(await axeCheck(page, `performance, Burmese, ${theme}`)));
    }
    expect(report(found)).toEqual([]);
  });
});
