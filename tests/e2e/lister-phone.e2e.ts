// A new owner on a 390 px phone, in English and in Burmese, light and dark: My Listings from the
// phone menu and the account menu, the one-tap status with its Undo, counts named for what they
// count, a dashboard that greets them by name with every tab whole and no agency tools they did
// not choose, a visitor's heart in 'Saved by N people', and the create form asking about a price
// that does not fit its currency. Axe-clean along the way.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../app/lib/i18n';
import '../../app/lib/i18n/register-burmese';
import { axeCheck, report } from './support/axe';
import { nextFrames, PHONE, setupBrowser, waitForHydration } from './support/browser';
import { newLister, pageAs as pageAsOn, postListing, testPhoto, type Lister } from './support/listers';

const browser = setupBrowser();
const pageAs = (lister: Lister) => pageAsOn(browser, lister, PHONE);

const TITLE = 'Two bedroom flat near Inya Lake in Kamayut';
let owner: Lister;
let listingId: string;

beforeAll(async () => {
  owner = await newLister('owner');
  listingId = await postListing(owner, TITLE);
});

async function look(page: Page, path: string, { lang = 'en', theme = 'light' }: { lang?: 'en' | 'my'; theme?: 'light' | 'dark' } = {}) {
  const url = browser.baseURL();
  await page.context().addCookies([
    { name: 'lang', value: lang, url },
    { name: 'theme', value: theme, url },
  ]);
  await page.goto(path);
  await waitForHydration(page);
}

/** Whether the element lies wholly across the phone's width. */
async function whole(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
}

describe('a new owner on a phone', () => {
  it('reaches My Listings from both menus, and marks the flat rented out with one tap, then undoes it', async () => {
    const page = await pageAs(owner);
    await look(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Listings' }).click();
    await page.waitForURL('**/my-listing');
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('link', { name: 'My Listings' }).getAttribute('href')).toBe('/my-listing');
    await page.keyboard.press('Escape');

    // The counts are named for what they count, and stay small: one row of three.
    for (const label of ['All listings', 'Listings for sale', 'Listings for rent']) await page.getByRole('group', { name: label }).waitFor();
    const rent = (await page.getByRole('group', { name: 'Listings for rent' }).boundingBox())!;
    const sale = (await page.getByRole('group', { name: 'Listings for sale' }).boundingBox())!;
    expect(rent.y).toBe(sale.y);
    expect(rent.height).toBeLessThan(130);
    expect(await page.getByText('Total Sales').count()).toBe(0);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
    const mark = card.getByRole('button', { name: `Mark as rented out: ${TITLE}` });
    const del = card.getByRole('button', { name: `Delete: ${TITLE}` });
    // Delete, which cannot be undone, is the quieter button: no frame, and not the first.
    expect(await del.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
    expect((await del.boundingBox())!.y).toBeGreaterThan((await mark.boundingBox())!.y);
    await mark.click();
    await card.getByText('Marked as rented out.').waitFor();
    await card.getByText('Rented Out', { exact: true }).waitFor();
    expect(report(await axeCheck(page, 'rented out, with Undo'))).toEqual([]);
    await card.getByRole('button', { name: `Undo: ${TITLE}` }).click();
    await card.getByRole('button', { name: `Mark as rented out: ${TITLE}` }).waitFor();
    await page.reload();
    await card.getByText('Still Available', { exact: true }).waitFor();
  });

  it('keeps the account menu open when it was opened while the next page was still loading', async () => {
    const page = await pageAs(owner);
    await look(page, '/');
    // My Listings' data is held back, as on a slow line, until the menu has been opened.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/my-listing.data*', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Listings' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Profile' }).waitFor();
    release();
    await page.getByRole('group', { name: 'All listings' }).waitFor();
    await nextFrames(page);
    expect(await page.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Profile' }).waitFor();
  });

  it('in Burmese and dark, the same card and counts, axe-clean', async () => {
    const page = await pageAs(owner);
    await look(page, '/my-listing', { lang: 'my', theme: 'dark' });
    await page.getByRole('group', { name: translate('my', 'Listings for rent') }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
    await card.getByRole('button', { name: `${translate('my', 'Mark as rented out')}: ${TITLE}` }).waitFor();
    expect(await whole(card)).toBe(true);
    expect(report(await axeCheck(page))).toEqual([]);
  });

  it('is greeted by name on a dashboard whose tabs are whole, with no agency tools until they choose them', async () => {
    const page = await pageAs(owner);
    for (const lang of ['en', 'my'] as const) {
      await look(page, '/dashboard', { lang, theme: lang === 'en' ? 'light' : 'dark' });
      await page.getByRole('heading', { name: translate(lang, 'Welcome, {name}!', { name: owner.username }) }).waitFor();
      const menu = page.getByRole('navigation', { name: translate(lang, 'Dashboard menu') });
      const tabs = menu.getByRole('link');
      expect(await tabs.count()).toBeGreaterThanOrEqual(5);
      for (const tab of await tabs.all()) expect(await whole(tab), (await tab.textContent()) ?? '').toBe(true);
      expect(await page.getByText(translate(lang, 'Update Agency')).count()).toBe(0);
      expect(await page.getByText(translate(lang, 'Are you an agency?')).count()).toBe(0);
      await page.getByRole('link', { name: translate(lang, 'Become an agency') }).waitFor();
      expect(report(await axeCheck(page))).toEqual([]);
    }
  });

  it("counts a visitor's heart in 'Saved by N people'", async () => {
    const visitor = await browser.newPage(PHONE);
    await look(visitor, `/listing/${listingId}`);
    const told = visitor.waitForResponse((res) => res.url().includes('/favourites') && res.request().method() === 'POST');
    await visitor.getByRole('button', { name: 'Save', exact: true }).first().click();
    expect((await told).status()).toBe(200);
    const page = await pageAs(owner);
    await look(page, '/my-listing');
    await page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) }).getByText('Saved by 1 person').waitFor();
  });

  it('is asked "Did you mean 8 lakh?" for a condo at 8 USD a month, and can switch or confirm', async () => {
    const page = await pageAs(owner);
    await look(page, '/create-listing');
    await page.getByLabel('Title').fill('Condo with a lake view in Bahan, two bedrooms');
    await page.getByRole('textbox', { name: 'Description' }).fill('Bright condo on the eighth floor with a pool and a gym.');
    await page.getByLabel('Address').fill('No. 12, Kaba Aye Pagoda Road');
    await page.getByLabel('Township').selectOption('bahan');
    await page.getByLabel('Property type').selectOption('condo');
    await page.getByRole('group', { name: 'Listed by' }).getByText('Owner').click();
    await page.getByLabel('Living area (sq ft)').fill('1200');
    await page.getByLabel('Bedrooms').fill('2');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByLabel('Price (per month)').fill('8');
    await page.getByLabel('Phone').fill('09 450 777 888');
    await page.getByLabel('Images').setInputFiles({ name: 'condo.png', mimeType: 'image/png', buffer: await testPhoto() });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Did you mean 8 lakh?').waitFor();
    // The confirmation takes the focus, with the question read with it.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('priceConfirmed');
    expect(report(await axeCheck(page, 'price asked about'))).toEqual([]);
    await page.getByRole('button', { name: 'Change to lakh MMK' }).click();
    expect(await page.getByLabel('Currency').inputValue()).toBe('lakh MMK');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    await page.getByText('8 lakh MMK').first().waitFor();
  });
});
