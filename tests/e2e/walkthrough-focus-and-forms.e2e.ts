// A walk-through of the admin's and the lister's screens on a phone: a refused
// sign-in that dropped the keyboard focus to the top of the page, messages that stayed under
// fields already put right, one photo over 10 MB that refused the whole choice, an admin's delete
// dialog that named nothing, and two addresses that answered wrongly.
// Also: the phone menu's language switch left the focus on the page's body.
import { describe, expect, it } from 'vitest';
import { createAdmin } from './support/accounts';
import { DESKTOP, nextFrames, setupBrowser, waitForHydration } from './support/browser';
import { apiSignIn, newLister, pageAs as pageAsOn, postListing, testPhoto, type Lister } from './support/listers';

const browser = setupBrowser();
const pageAs = (who: Lister, viewport?: Parameters<typeof pageAsOn>[2]) => pageAsOn(browser, who, viewport);
const isFocused = (locator: ReturnType<Awaited<ReturnType<typeof pageAs>>['locator']>) => locator.evaluate((element) => element === document.activeElement);

describe('a keyboard user', () => {
  it('keeps the focus on Sign In after a refused password, where the message is, not at the top of the page', async () => {
    const lister = await newLister('keyboard');
    const page = await browser.newPage();
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(lister.email);
    await page.getByLabel('Password').fill('not the password at all');
    const button = page.getByRole('button', { name: 'Sign In' });
    await button.focus();
    await page.keyboard.press('Space');
    // The button is disabled while the form is sent ('Signing in...'), which drops the focus.
    await page.locator('#main').getByRole('alert').waitFor();
    await expect.poll(() => isFocused(button)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  });
});

describe('a keyboard user on a phone', () => {
  it('finds the focus where a page left it when it loads, in either language: nothing takes it', async () => {
    for (const path of ['/', '/?lang=my']) {
      const page = await browser.newPage();
      await page.goto(path);
      await waitForHydration(page);
      await nextFrames(page);
      expect(await page.evaluate(() => document.activeElement === document.body), path).toBe(true);
    }
  });

  it("is left on the menu's button after switching language with the menu open, not at the top of the page", async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await page.getByRole('banner').getByRole('button', { name: /^Language/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('my');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
  });
});

describe('a lister on a phone', () => {
  it("sees a field's message go once the field is put right, the description's and the photos' too", async () => {
    const lister = await newLister('fixer');
    const page = await pageAs(lister);
    await page.goto('/create-listing');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    const title = page.getByLabel('Title');
    const titleMessage = page.getByText('Title must be at least 10 characters.');
    const photosMessage = page.getByText('At least one photo is required');
    await titleMessage.waitFor();
    expect(await photosMessage.isVisible()).toBe(true);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    // Still too short: the message stays (and says what is wrong now).
    await title.fill('Flat');
    expect(await titleMessage.isVisible()).toBe(true);
    await title.fill('Bright flat near Kandawgyi Lake');
    await expect.poll(() => titleMessage.count()).toBe(0);
    expect(await title.getAttribute('aria-invalid')).toBeNull();
    // The rich-text description, which is no input, too.
    const descriptionMessage = page.getByText('Description is required.');
    expect(await descriptionMessage.isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Two bedrooms, a balcony over the lake.');
    await expect.poll(() => descriptionMessage.count()).toBe(0);
    // A field that had no message gets none while the person types.
    await page.getByLabel('Address').fill('x');
    expect(await page.getByText('Address must be').count()).toBe(0);
    await page.getByLabel('Images').setInputFiles({ name: 'flat.png', mimeType: 'image/png', buffer: await testPhoto() });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await expect.poll(() => photosMessage.count()).toBe(0);
  });

  it('adds the photos it can from a choice with one over 10 MB, and names the one it left out', async () => {
    const lister = await newLister('panorama');
    const page = await pageAs(lister);
    await page.goto('/create-listing');
    await waitForHydration(page);
    await page.getByLabel('Images').setInputFiles([
      { name: 'living-room.png', mimeType: 'image/png', buffer: await testPhoto() },
      { name: 'panorama.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) },
    ]);
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await page.getByRole('img', { name: 'Photo 2' }).count()).toBe(0);
    const message = page.getByRole('alert').filter({ hasText: 'Some files exceed 2MB limit' });
    expect(await message.textContent()).toContain('Not added: panorama.jpg');
  });
});

describe('an admin', () => {
  it("is asked about the listing by name before deleting it from the users' listings", async () => {
    const lister = await newLister('named');
    const name = 'Corner shophouse on Anawrahta Road';
    await postListing(lister, name);
    const admin = await apiSignIn(createAdmin());
    const page = await pageAs({ ...lister, ...admin });
    await page.goto('/dashboard?tab=users-listings');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Delete: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this post?' });
    await dialog.waitFor();
    expect(await dialog.getByText(name, { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'No, cancel' }).click();
  });

  it('reads each user on a phone as a card, e-mail whole and Edit and Delete on the screen', async () => {
    const lister = await newLister('carded');
    const admin = await apiSignIn(createAdmin());
    const page = await pageAs({ ...lister, ...admin });
    await page.goto('/dashboard?tab=users');
    await waitForHydration(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lister.username }) });
    expect(await card.getByText(lister.email, { exact: true }).isVisible()).toBe(true);
    for (const control of [card.getByRole('link', { name: `Edit: ${lister.username}` }), card.getByRole('button', { name: `Delete: ${lister.username}` })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("sees the recent posts' titles whole on a wide screen, not cut to a few letters", async () => {
    const lister = await newLister('overview');
    const admin = await apiSignIn(createAdmin());
    const page = await pageAs({ ...lister, ...admin }, DESKTOP);
    await page.goto('/dashboard');
    await waitForHydration(page);
    const recent = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recent posts' }) });
    const titles = recent.getByRole('listitem').getByRole('link');
    expect(await titles.count()).toBeGreaterThan(0);
    for (const title of await titles.all()) expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
  });

  it('gets the 404 status for an unknown package, and /forgot-password reaches the reset form', async () => {
    const admin = await apiSignIn(createAdmin());
    const res = await fetch(`${browser.baseURL()}/update-package/00000000-0000-4000-8000-000000000000`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Failed to fetch package.');
    const page = await browser.newPage();
    const answer = await page.goto('/forgot-password');
    expect(answer?.status()).toBe(200);
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).count()).toBe(1);
  });
});
