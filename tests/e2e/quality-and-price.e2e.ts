// The quality score and the price cut in a real browser on a phone: the create form's score moves
// as the lister types (title, chat contact) and names the next step, in English and in Burmese; a
// cut right after posting is shown in the history without the tag, and the demo's listing cut from
// a price asked for weeks shows "Price reduced" and its history in both languages. axe stays clean
// on both pages in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeCheck, report, type Violation } from './support/axe';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';
import { demoPriceCut } from './support/demo-listings';
import { quietFlat } from './support/listing-body';
import { call, newLister, pageAs, uploadPhoto } from './support/listers';

const browser = setupBrowser();

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** axe in the light theme, then in the dark one after a reload. */
async function axeBothThemes(page: Page, ready: () => Promise<void>) {
  const found: Violation[] = [];
  for (const theme of ['light', 'dark']) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: browser.baseURL() }]);
    await page.reload();
    await waitForHydration(page);
    await ready();
    found.push(...(await axeCheck(page, `${theme} theme`)));
  }
  return found;
}

describe('quality score and price cuts', () => {
  it('the create form shows the score live with its next step, in both languages', { timeout: 60_000 }, async () => {
    const lister = await newLister('quality');
    const page = await pageAs(browser, lister, PHONE);
    await open(page, '/create-listing');
    const meter = page.locator('[data-quality-score]');
    const score = async () => Number(await meter.getAttribute('data-quality-score'));
    const next = page.locator('[data-quality-next]');

    // An empty form: only "updated in the last 30 days", which saving gives.
    await expect.poll(score).toBe(10);
    expect(await next.innerText()).toBe('Add 5 more photos: +25');
    expect(await page.getByRole('meter', { name: 'Listing quality' }).getAttribute('aria-valuenow')).toBe('10');

    await page.getByLabel('Title', { exact: true }).fill('Bright two bedroom flat near Inya Lake, Kamayut');
    await expect.poll(score).toBe(20);
    await page.getByLabel('Viber number').fill('09 420 111 222');
    await expect.poll(score).toBe(30);
    expect(await next.innerText()).toBe('Add 5 more photos: +25');

    const found = await axeBothThemes(page, () => meter.waitFor());
    expect(report(found)).toEqual([]);

    await open(page, '/create-listing?lang=my');
    await expect.poll(score).toBe(10);
    expect(await next.innerText()).toBe('ဓာတ်ပုံ 5 ပုံ ထပ်ထည့်ပါ: +25');
    expect(await page.getByRole('meter').getAttribute('aria-valuetext')).toBe('10 / 100');
  });

  it('a listing whose price was cut from one asked for a week shows "Price reduced" and its history, in both languages', { timeout: 60_000 }, async () => {
    // A cut right after posting is in the history, but earns no tag: the first price was never really asked.
    const lister = await newLister('pricecut');
    const urls = await uploadPhoto(lister);
    const body = quietFlat('Quiet flat near Inya Lake with a new price', urls);
    const { _id: fresh } = (await call(lister, '/api/listing/create', { method: 'POST', json: body })) as { _id: string };
    await call(lister, `/api/listing/update/${fresh}`, { method: 'POST', json: { ...body, regularPrice: 600 } });

    const page = await browser.newPage(PHONE);
    await open(page, `/listing/${fresh}`);
    const history = page.getByRole('region', { name: 'Price history' });
    expect(await history.getByRole('row').count()).toBe(3);
    expect(await history.innerText()).toMatch(/\$600[\s\S]*\$650/);
    expect(await page.locator('[data-price-reduced]').count()).toBe(0);

    const id = await demoPriceCut(browser.baseURL());
    await open(page, `/listing/${id}`);
    await expect.poll(() => page.locator('[data-price-reduced]').innerText()).toBe('Price reduced');
    expect(await page.getByRole('region', { name: 'Price history' }).getByRole('row').count()).toBe(3);

    const found = await axeBothThemes(page, () => page.locator('[data-price-reduced]').waitFor());
    expect(report(found)).toEqual([]);

    await open(page, `/listing/${id}?lang=my`);
    expect(await page.locator('[data-price-reduced]').innerText()).toBe('ဈေးလျှော့ထားသည်');
    expect(await page.getByRole('region', { name: 'ဈေးနှုန်း မှတ်တမ်း' }).isVisible()).toBe(true);
  });
});
