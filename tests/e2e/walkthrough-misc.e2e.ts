// A walk-through on a 390 px phone with the demo data: the post form's cover uploads when
// chosen, the blog category filters at once, land cards show land area, /packages sells nothing
// on the free plan, and full-text results are counted and sortable, with JavaScript and without;
// /full-search skips no heading level; the image pickers speak the page's language, not the
// browser's ('Choose File' in English on Burmese pages).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import sharp from 'sharp';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOWNSHIP_SLUGS } from '../../app/lib/constants';
import { createAdmin, signIn, signUp } from './support/accounts';
import { setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();
let photo = '';
let notAPhoto = '';

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walkthrough-'));
  photo = path.join(dir, 'tower.png');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 160, g: 90, b: 40 } } }).png().toFile(photo);
  notAPhoto = path.join(dir, 'notes.txt');
  fs.writeFileSync(notAPhoto, 'not a picture');
});

/** The cards of a result list: each one's link to its listing, in order. */
const cardLinks = (page: Page) =>
  page
    .getByRole('region', { name: 'Listing results' })
    .locator('article a[href^="/listing/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('the post form keeps a chosen cover', () => {
  it('uploads the cover as soon as it is chosen, keeps it through a failed submit, and refuses to publish a cover that did not upload', async () => {
    const admin = await browser.newPage();
    await signIn(admin, createAdmin(), '/create-post');
    await waitForHydration(admin);
    const title = `Thanlyin riverside towers ${Date.now().toString(36)}`;
    const cover = admin.getByLabel('Cover image');
    const image = admin.locator('input[type="hidden"][name="image"]');

    // A file that cannot be uploaded: the reason, 'Try again', and Publish says the cover is not there.
    await cover.setInputFiles(notAPhoto);
    await admin.getByText('Only image files are allowed.').waitFor();
    await admin.getByRole('button', { name: 'Try again' }).waitFor();
    await admin.getByLabel('Title').fill(title);
    await admin.getByRole('textbox', { name: 'Content' }).fill('Two towers by the Bago River, finished next year.');
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('The chosen cover image is not uploaded. Try again, or cancel it to publish without a cover.').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/create-post');

    // Choosing a photo uploads it: no second button.
    await cover.setInputFiles(photo);
    await admin.getByRole('img', { name: 'Cover image' }).waitFor();
    expect(await image.inputValue()).toMatch(/^\/media\//);
    await expect.poll(() => admin.getByText('The chosen cover image is not uploaded.', { exact: false }).count()).toBe(0);

    // A submit that fails (no content) keeps the cover.
    await admin.getByRole('textbox', { name: 'Content' }).fill('');
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Content is required.').first().waitFor();
    await admin.getByRole('img', { name: 'Cover image' }).waitFor();
    const uploaded = await image.inputValue();
    expect(uploaded).toMatch(/^\/media\//);

    await admin.getByRole('textbox', { name: 'Content' }).fill('Two towers by the Bago River, finished next year.');
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.waitForURL(/\/post\//);
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    const shown = await admin.getByRole('article').locator('img').first().getAttribute('src');
    expect(shown).toBe(uploaded);
  });
});

describe("the file pickers speak the page's language", () => {
  /** The picker's file input is in the page but out of sight: the browser's own 'Choose File' never shows. */
  async function expectOutOfSight(input: Locator) {
    const box = await input.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1, `the file input's box: ${JSON.stringify(box)}`).toBe(true);
  }

  /** A new user's page, in Burmese. */
  async function aNewUserInBurmese(path: string) {
    const page = await browser.newPage();
    await signUp(page);
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto(path);
    await waitForHydration(page);
    return page;
  }

  it("shows a Burmese button on a Burmese profile, which opens the chooser by tap and by keyboard, outlined while focused, and uploads what is chosen", async () => {
    const page = await aNewUserInBurmese('/profile');
    const input = page.getByLabel('ပရိုဖိုင် ဓာတ်ပုံ');
    expect(await input.getAttribute('type')).toBe('file');
    await expectOutOfSight(input);
    const face = page.getByText('ဓာတ်ပုံ ရွေးရန်', { exact: true });
    expect(await face.isVisible()).toBe(true);

    // One listener for the whole test: Playwright intercepts the chooser only while a listener is
    // on, and turning it off after the tap and on again before Space raced the keypress under load.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await face.click();
    await expect.poll(() => choosers.length).toBe(1);
    expect(choosers[0].element()).toBeTruthy();

    // By keyboard: the input takes the focus, its face shows the focus ring, Space opens the chooser.
    await page.getByLabel('အသုံးပြုသူအမည်').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('file');
    expect(await face.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid');
    await page.keyboard.press('Space');
    await expect.poll(() => choosers.length).toBe(2);
    await choosers[1].setFiles(photo);
    await expect.poll(() => page.locator('input[name="avatar"]').inputValue()).toMatch(/^\/media\//);
    // Uploaded, not yet saved: it says the form's Update keeps it.
    expect(await page.getByText('ဓာတ်ပုံအသစ် ရွေးပြီးပါပြီ - သိမ်းရန် "ပြင်ဆင်ရန်" ကို နှိပ်ပါ။', { exact: true }).isVisible()).toBe(true);
  });

  it("shows 'Choose an image' for a post's cover and 'Choose photos' for a listing's, each in place of the browser's control", async () => {
    const admin = await browser.newPage();
    await signIn(admin, createAdmin(), '/create-post');
    await waitForHydration(admin);
    await expectOutOfSight(admin.getByLabel('Cover image'));
    expect(await admin.getByText('Choose an image', { exact: true }).isVisible()).toBe(true);
    await admin.goto('/create-listing');
    await waitForHydration(admin);
    await expectOutOfSight(admin.getByLabel('Images'));
    expect(await admin.getByText('Choose photos', { exact: true }).isVisible()).toBe(true);
  });

  it("names the payment proof's chosen file beside its Burmese button, and forgets it once the inquiry is sent", async () => {
    const page = await aNewUserInBurmese('/contactForPayment');
    const input = page.getByLabel('ငွေပေးချေမှု အထောက်အထား');
    await expectOutOfSight(input);
    expect(await page.getByText('ဖိုင် ရွေးရန်', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('ဖိုင် မရွေးရသေးပါ', { exact: true }).isVisible()).toBe(true);
    await input.setInputFiles(photo);
    await expect.poll(() => page.getByText('tower.png', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('ဖိုင် မရွေးရသေးပါ', { exact: true }).count()).toBe(0);

    // Sent, the form is emptied, the file input too: the name must not stay beside an empty input
    // (a second Send said the proof was missing while its name still showed).
    await page.locator('select[name="packageId"]').selectOption({ index: 1 });
    await page.locator('textarea[name="message"]').fill('Paid by KBZPay, reference 12345.');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.locator('textarea[name="message"]').inputValue()).toBe('');
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    expect(await page.getByText('tower.png', { exact: true }).count()).toBe(0);
    expect(await page.getByText('ဖိုင် မရွေးရသေးပါ', { exact: true }).isVisible()).toBe(true);
  });
});

describe('the blog category filters at once', () => {
  it('filters when a category is chosen, keeping the focus on it; without scripts the button still applies it', async () => {
    const page = await browser.newPage();
    await page.goto('/blogs');
    await waitForHydration(page);
    const filters = page.getByRole('search', { name: 'Filter posts' });
    const category = filters.getByLabel('Category:');
    await category.focus();
    await category.selectOption('Knowledge Base');
    await page.waitForURL(/category=Knowledge\+Base/);
    const results = page.getByRole('region', { name: 'Posts Results:' }).getByRole('listitem');
    await expect.poll(() => results.count()).toBe(3);
    expect(await results.allTextContents()).toEqual(Array(3).fill(expect.stringContaining('Knowledge Base')));
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)).toBe('category');
    // The sort too, keeping the category.
    await filters.getByLabel('Sort:').selectOption('asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'asc' && url.searchParams.get('category') === 'Knowledge Base');

    const plain = await browser.newPage(undefined, { javaScriptEnabled: false });
    await plain.goto('/blogs');
    await plain.getByLabel('Category:').selectOption('Condo Projects');
    await plain.getByRole('button', { name: 'Apply Filters' }).click();
    await plain.waitForURL(/category=Condo\+Projects/);
  });
});

describe('land cards', () => {
  it('show the land area, labelled as land, and no empty row of rooms', async () => {
    const page = await browser.newPage();
    await page.goto('/search?propertyType=land');
    const cards = page.getByRole('region', { name: 'Listing results' }).locator('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const facts = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        lists: [...article.querySelectorAll('ul')].map((ul) => ul.textContent?.trim() ?? ''),
        text: article.textContent ?? '',
      })),
    );
    for (const card of facts) {
      expect(card.lists).toEqual([expect.stringMatching(/^[\d,]+ sq ft of land$/)]);
      expect(card.text).not.toMatch(/\bbeds?\b|\bbaths?\b/);
    }
  });
});

describe("a rented or sold listing's card", () => {
  it("shows its 'For Sale' badge above the dark veil, in the badge's own colour", async () => {
    const page = await browser.newPage();
    // Closed homes show when asked for ("Show rented and sold"), after every live one: the
    // township of the demo's sold eighth listing (db/demo/seed.server.ts), where it is the only one for sale.
    await page.goto(`/search?type=sale&township=${TOWNSHIP_SLUGS[7]}&showClosed=true`);
    const sold = page.locator('main article').filter({ hasText: 'Sold Out' }).first();
    await sold.waitFor();
    const badge = sold.getByText('For Sale', { exact: true });
    const want = (await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
    // A pixel inside the badge, left of its text: under the veil it was about half as bright.
    await badge.scrollIntoViewIfNeeded();
    const box = (await badge.boundingBox())!;
    const png = await page.screenshot({ clip: { x: Math.round(box.x + 3), y: Math.round(box.y + box.height / 2), width: 1, height: 1 } });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < 3; i++) expect(Math.abs(data[i] - want[i]), `channel ${i}: ${data[i]} vs ${want[i]}`).toBeLessThanOrEqual(8);
  });
});

describe('/packages', () => {
  it("offers no 'Buy' on the free plan: a visitor signs up, starts free, and then sees it as the current plan", async () => {
    const page = await browser.newPage();
    await page.goto('/packages');
    const free = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Free', exact: true }) });
    expect(await free.getByRole('button', { name: 'Buy' }).count()).toBe(0);
    await free.getByRole('link', { name: 'Start free' }).click();
    await page.waitForURL(/\/sign-up\?redirectTo=%2Fpackages/);

    await signUp(page);
    await page.goto('/packages');
    await waitForHydration(page);
    await free.getByRole('button', { name: 'Start free' }).click();
    // On to posting a listing (the dashboard's create tab, or the page it leads to).
    await page.waitForURL(/create-listing/);
    await page.goto('/packages');
    const current = free.getByRole('button', { name: 'Current Plan' });
    expect(await current.isDisabled()).toBe(true);
    // The paid plans are still bought.
    expect(await page.getByRole('button', { name: 'Buy' }).count()).toBe(2);
  });
});

describe('full-text results are counted and sortable', () => {
  const apiOrder = async (page: Page, sort: string, count: number) => {
    const ids = await page.evaluate(async (qs) => ((await (await fetch(`/api/listing/search?${qs}`)).json()) as { _id: string }[]).map((l) => l._id), `searchTerm=condo&sort=${sort}`);
    return ids.slice(0, count).map((id) => `/listing/${id}`);
  };

  it('counts the matches and reorders them at once, keeping the term; Show More keeps the order', async () => {
    const page = await browser.newPage();
    await page.goto('/full-search?searchTerm=condo');
    await waitForHydration(page);
    const heading = page.getByRole('heading', { level: 2, name: /results for "condo"$/ });
    const total = Number((await heading.textContent())?.match(/^([\d,]+) results/)?.[1].replace(/,/g, ''));
    expect(total).toBeGreaterThan(8);

    await page.getByLabel('Sort').focus();
    await page.getByLabel('Sort').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc' && url.searchParams.get('searchTerm') === 'condo');
    await expect.poll(() => cardLinks(page)).toEqual(await apiOrder(page, 'price-asc', 8));
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.id)).toBe('full-search-sort');
    expect(await heading.textContent()).toBe(`${total} results for "condo"`);

    await page.getByRole('main').getByText('Show More', { exact: true }).click();
    await expect.poll(async () => (await cardLinks(page)).length).toBe(Math.min(16, total));
    expect(await cardLinks(page)).toEqual((await apiOrder(page, 'price-asc', 8)).concat(await page.evaluate(async () => {
      const next = await fetch('/api/listing/search?searchTerm=condo&sort=price-asc&startIndex=8');
      return ((await next.json()) as { _id: string }[]).slice(0, 8).map((l) => `/listing/${l._id}`);
    })));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
  });

  it('sorts without JavaScript too, and reads a bad sort as best match', async () => {
    const page = await browser.newPage(undefined, { javaScriptEnabled: false });
    await page.goto('/full-search?searchTerm=condo');
    await page.getByLabel('Sort').selectOption('newest');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest' && url.searchParams.get('searchTerm') === 'condo');
    expect(await cardLinks(page)).toEqual(await apiOrder(page, 'newest', 8));

    const response = await page.goto('/full-search?searchTerm=condo&sort=%27%3Bdrop');
    expect(response?.status()).toBe(200);
    expect(await page.getByLabel('Sort').inputValue()).toBe('relevance');
    expect(await cardLinks(page)).toEqual(await apiOrder(page, 'relevance', 8));
  });

  it('speaks Burmese', async () => {
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto('/full-search?searchTerm=condo');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^"condo" အတွက် ရလဒ် [\d,]+ ခု$/ }).isVisible()).toBe(true);
  });
});

describe('/full-search accessibility', () => {
  it('skips no heading level (Lighthouse heading-order)', async () => {
    const page = await browser.newPage();
    await page.goto('/full-search?searchTerm=condo');
    await waitForHydration(page);
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const result = await window.axe!.run(document, { runOnly: { type: 'rule', values: ['heading-order'] }, resultTypes: ['violations'] });
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
    });
    expect(violations).toEqual([]);
  });
});
