// The lister's journey in a real browser: the package gate, Free, a listing with two real photos,
// My Listings, Rented Out, a second user's review, the admin's Premium Ad for an agent, and a
// Gold purchase through the payment inquiry that the admin assigns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn, signUp } from './support/accounts';
import { DESKTOP, setupBrowser, uniqueUser } from './support/browser';

const browser = setupBrowser();
const files: string[] = [];
const owner = uniqueUser('owner');
let listingPath = '';

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'));
  for (const [name, colour] of [['living-room.png', { r: 200, g: 120, b: 60 }], ['balcony.png', { r: 40, g: 110, b: 160 }]] as const) {
    const file = path.join(dir, name);
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } }).png().toFile(file);
    files.push(file);
  }
});

async function fillListing(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Bright two bedroom condo with a view of Inya Lake.');
  await page.getByLabel('Address').fill('No. 12, Kaba Aye Pagoda Road');
  await page.getByLabel('Township').selectOption('bahan');
  await page.getByLabel('Property type').selectOption('condo');
  // No default seller status: the lister says who they are.
  await page.getByRole('group', { name: 'Listed by' }).getByText('Agent').click();
  await page.getByLabel('Living area (sq ft)').fill('1100');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByLabel('Price (per month)').fill('1200');
  await page.getByLabel('Phone').fill('09 450 123 456');
}

async function uploadPhotos(page: Page) {
  // Hold the upload a moment so the progress bar can be seen, as on a slow network.
  await page.route('**/api/media/upload', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByLabel('Images').setInputFiles(files);
  await page.getByRole('progressbar', { name: 'Uploading images' }).waitFor();
  expect(await page.getByRole('button', { name: /Create Listing|Update Listing/ }).isDisabled()).toBe(true);
  await page.getByRole('img', { name: 'Photo 2' }).waitFor();
  await page.unroute('**/api/media/upload');
}

describe('posting a listing', () => {
  it('a new user meets the package gate, selects Free and posts a listing with two photos', async () => {
    const page = await browser.newPage();
    await signUp(page, owner);
    await page.goto('/create-listing');
    const gate = page.getByRole('dialog', { name: 'Your package is not active' });
    await gate.waitFor();
    // A modal: the keyboard cannot reach the header or the dimmed form (Tab cycles through the
    // dialog and the browser's own controls, where the page sees <body>), nor Escape close it.
    await expect.poll(() => gate.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => (document.activeElement?.closest('dialog') ? 'dialog' : document.activeElement?.tagName));
      expect(['dialog', 'BODY']).toContain(focus);
    }
    await page.keyboard.press('Escape');
    expect(await gate.isVisible()).toBe(true);
    await gate.getByRole('link', { name: 'Select Package' }).click();
    await page.waitForURL('**/price');

    await page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL('**/create-listing');
    await page.getByText('Package selected!').first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Your package is not active' }).count()).toBe(0);

    await fillListing(page, 'Two bedroom condo in Bahan near Inya Lake');
    await uploadPhotos(page);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    listingPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Two bedroom condo in Bahan near Inya Lake' }).waitFor();

    await page.goto('/my-listing');
    await page.getByRole('link', { name: 'Two bedroom condo in Bahan near Inya Lake' }).first().waitFor();

    await page.goto(listingPath.replace('/listing/', '/update-listing/'));
    await page.getByLabel('Property status').selectOption('Rented Out');
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await page.waitForURL(`**${listingPath}`);
    await page.getByText('Rented Out').first().waitFor();
  });

  it('a failed save keeps every field and photo', async () => {
    const page = await browser.newPage();
    await signIn(page, owner, '/create-listing');
    await fillListing(page, 'Short');
    await uploadPhotos(page);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Title must be at least 10 characters.').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Short');
    expect(await page.getByLabel('Phone').inputValue()).toBe('09 450 123 456');
    expect(await page.getByLabel('Township').inputValue()).toBe('bahan');
    expect(await page.getByRole('img', { name: /^Photo \d$/ }).count()).toBe(2);
  });

  it('an empty form asks for the numbers it needs, and the boxes side by side stay level when a Burmese label wraps', async () => {
    const page = await browser.newPage();
    await signIn(page, owner, '/create-listing');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    for (const message of ['Please enter the living area.', 'Please enter the number of bedrooms.', 'Please enter the number of bathrooms.', 'Please enter a price.']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto('/create-listing');
    await page.locator('main button[type="submit"]').last().click();
    await page.getByText('အိပ်ခန်း အရေအတွက် ထည့်ပါ။', { exact: true }).waitFor();
    const box = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const lines = (selector: string) =>
      page.locator(selector).evaluate((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      });
    // 'Living area (sq ft)' takes two lines in Burmese on a phone, 'Bedrooms' one.
    expect(await lines('label:has(+ input[name="squareFeet"])')).toBe(2);
    expect(await lines('label:has(+ input[name="bedrooms"])')).toBe(1);
    expect((await box('input[name="squareFeet"]')).top).toBe((await box('input[name="bedrooms"]')).top);
    expect((await box('input[name="bathrooms"]')).top).toBe((await box('input[name="landSquareFeet"]')).top);
  });

  it('a second user reviews the listing but cannot edit it', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueUser('reviewer'));
    await page.goto(listingPath);
    expect(await page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    // The review form works once the page is interactive (its button is enabled then).
    await expect.poll(() => page.getByRole('button', { name: 'Submit review' }).isEnabled()).toBe(true);
    // By keyboard, as the star input promises.
    await page.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByLabel('Your review').fill('Lovely flat, the owner answered quickly.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    // In the list (the form keeps the text too: it now edits this review).
    const listed = (text: string) => page.getByRole('listitem').filter({ hasText: text });
    await listed('Lovely flat, the owner answered quickly.').waitFor();
    // One review per user per listing: the form now edits theirs, and sending it replaces it.
    await page.getByRole('heading', { name: 'Update your review' }).waitFor();
    const textbox = page.getByRole('textbox', { name: 'Your review', exact: true });
    expect(await textbox.inputValue()).toBe('Lovely flat, the owner answered quickly.');
    await textbox.fill('Lovely flat; the owner answered within the hour.');
    await page.getByRole('button', { name: 'Update review' }).click();
    await page.getByText('Your review has been updated.').waitFor();
    await listed('Lovely flat; the owner answered within the hour.').waitFor();
    expect(await listed('Lovely flat, the owner answered quickly.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete your review' }).count()).toBe(1);
    await page.goto(listingPath.replace('/listing/', '/update-listing/'));
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the admin posts a Premium Ad for an agent', async () => {
    const admin = createAdmin();
    const page = await browser.newPage(DESKTOP);
    await signIn(page, admin, '/create-listing-admin');
    await page.getByRole('combobox', { name: 'Agent' }).selectOption({ index: 1 });
    await fillListing(page, 'Premium penthouse in Bahan for an agency');
    await page.getByLabel('Premium Ad').check();
    await page.getByLabel('Discount price').fill('999');
    await uploadPhotos(page);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Premium Ad').first().isVisible()).toBe(true);
  });

  it('Gold leads to the payment inquiry, and the admin assigns it', async () => {
    const page = await browser.newPage();
    await signIn(page, owner, '/price');
    await page.getByRole('article', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL(/\/contactForPayment\?package=/);
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email);
    await page.getByLabel('Message').fill('Paid 30,000 MMK by KBZPay, reference 12345.');
    await page.getByLabel('Payment proof').setInputFiles(files[0]);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: /sent|received|thank/i }).first().waitFor();

    const admin = createAdmin();
    const adminPage = await browser.newPage(DESKTOP);
    await signIn(adminPage, admin, '/admin-assign-package');
    await adminPage.getByRole('button', { name: 'Assign Gold' }).first().click();
    await adminPage.getByText(/assigned/i).first().waitFor();

    await page.goto('/price');
    await page.getByText('Your current plan: Gold').waitFor();
  });
});
