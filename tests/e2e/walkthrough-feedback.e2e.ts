// A walk-through of the portal's feedback on a phone, as a lister and as a Burmese-reading visitor: a saved
// agency whose confirmation appeared a screen above the reader, a used-up plan called 'not
// active', /packages offering 'Buy' on the plan being paid for, the payment form saying one
// sentence four times, a delete that named nothing and said nothing, Create Listing sending a
// visitor to sign in without a word, a full-text search that found nothing telling the reader to
// type something, and the search boxes' empty-field bubble in the browser's language.
import { describe, expect, it } from 'vitest';
import { createAdmin } from './support/accounts';
import { DESKTOP, nextFrames, PHONE, setupBrowser, waitForHydration, waitForNavigationIdle } from './support/browser';
import { apiSignIn, call, inWindow, newLister, packageList, pageAs as pageAsOn, postListing, uploadPhoto } from './support/listers';

const browser = setupBrowser();
const pageAs = (lister: Parameters<typeof pageAsOn>[1]) => pageAsOn(browser, lister);

describe('a lister on a phone', () => {
  it('sees the agency saved where they tapped Update Agency, not a screen above', async () => {
    const lister = await newLister('agency');
    const urls = await uploadPhoto(lister, 'office.png');
    await call(lister, `/api/user/update/${lister.id}`, {
      method: 'POST',
      json: { name: 'Inya Lake Homes', description: '<p>Flats around Inya Lake.</p>', address: 'No. 5, Pyay Road, Kamayut', phone: '09 420 555 666', facebook: 'facebook.com/inyalakehomes', imageUrls: urls, role: 'agent' },
    });
    const page = await pageAs(lister);
    await page.goto('/update-agent');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Update Agency' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const saved = page.getByRole('status').filter({ hasText: 'Agency is updated successfully!' });
    await saved.waitFor();
    await waitForNavigationIdle(page);
    // Two frames: long enough for an effect that follows the answer to have moved the page.
    await nextFrames(page);
    // The page used to jump to its top after the save, with the message below the window.
    expect(await inWindow(page, saved)).toBe(true);
  });

  it("is told a used-up plan has reached its limit, not that it is 'not active'", async () => {
    const lister = await newLister('used-up');
    const free = (await packageList()).find((p) => p.title === 'Free')!;
    for (let i = 0; i < free.listingLimit; i++) await postListing(lister, `Quiet flat number ${i + 1} in Sanchaung`);
    const page = await pageAs(lister);
    await page.goto('/create-listing');
    const gate = page.getByRole('dialog', { name: 'You have reached your monthly post limit' });
    await gate.getByText('You have used all the listings of your package.').waitFor();
    expect(await gate.getByRole('link', { name: 'Upgrade Now' }).isVisible()).toBe(true);
    expect(await page.getByText('Your package is not active').count()).toBe(0);
  });

  it('deletes a listing from a dialog that names it, and is told it is gone', async () => {
    const lister = await newLister('deleter');
    const title = 'Sunny two bedroom flat in Yankin';
    await postListing(lister, title);
    const page = await pageAs(lister);
    await page.goto('/my-listing');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this listing?' });
    await dialog.waitFor();
    expect(await dialog.getByText(title, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('Your plan does not get this listing back.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Yes, I am sure' }).click();
    await page.getByText('Listing deleted.').waitFor();
    await page.getByText('You have no posts yet!').waitFor();
  });

  it('on /packages, sees the paid plan they hold as theirs, as /price shows it', async () => {
    const lister = await newLister('gold');
    const admin = await apiSignIn(createAdmin());
    const gold = (await packageList()).find((p) => p.title === 'Gold')!;
    await call(admin, '/api/packages/assign-package', { method: 'POST', json: { userId: lister.id, packageId: gold._id } });
    const page = await pageAs(lister);
    for (const path of ['/packages', '/price']) {
      await page.goto(path);
      await page.getByText(/Your current plan: Gold/).waitFor();
      // One plan is theirs; on /packages it said 'Buy', which invited a second payment.
      const current = page.getByRole('button', { name: 'Current Plan' });
      expect(await current.count()).toBe(1);
      expect(await current.isDisabled()).toBe(true);
    }
    // /packages: the Gold row's button (other tests may add packages, each with its own 'Buy').
    await page.goto('/packages');
    const goldRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gold', exact: true }) });
    expect(await goldRow.getByRole('button').textContent()).toBe('Current Plan');
  });

  it("sent empty, the payment inquiry says the spec's sentence once and each field what it needs", async () => {
    const lister = await newLister('payer');
    const page = await pageAs(lister);
    await page.goto('/contactForPayment');
    await waitForHydration(page);
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please fill all required fields and attach the payment proof.').waitFor();
    expect(await page.getByText('Please fill all required fields and attach the payment proof.').count()).toBe(1);
    for (const need of ['Please enter your name.', 'Please write a message.', 'Please attach the payment proof.']) {
      expect(await page.getByText(need, { exact: true }).count()).toBe(1);
    }
  });
});

describe('a visitor on a phone', () => {
  it('sent to sign in by Create Listing is told why', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/create-listing');
    await page.waitForURL('**/sign-in?redirectTo=%2Fcreate-listing');
    await page.getByText('Sign in to post your listing. New here? Sign up, then choose a plan.').waitFor();
    await page.goto('/sign-in');
    expect(await page.getByText('Sign in to post your listing.', { exact: false }).count()).toBe(0);
  });

  it('whose full-text search finds nothing is told what to try, and can browse instead', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/full-search?searchTerm=zzqxw');
    await page.getByText('No listing found! Type Something!').waitFor();
    await page.getByText('Nothing matched "zzqxw". Try a township (Bahan), a kind of home (condo) or a reference number (YH-000123).').waitFor();
    await page.getByRole('link', { name: 'Browse all listings' }).click();
    await page.waitForURL('**/search');
    await expect.poll(() => page.getByRole('main').locator('a[href^="/listing/"]').count()).toBeGreaterThan(0);
  });

  it("hears an empty search box's message in the page's language, and stays put", async () => {
    const page = await browser.newPage(PHONE);
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    for (const [path, box] of [
      ['/', '#hero-search'],
      ['/full-search', '#search-term'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await page.locator(box).press('Enter');
      // The browser's own bubble said 'Please fill out this field.' in the browser's language.
      await expect.poll(() => page.locator(box).evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('ရှာလိုသော မြို့နယ်၊ အိမ်အမျိုးအစား သို့မဟုတ် လမ်းအမည်ကို ရိုက်ထည့်ပါ။');
      expect(new URL(page.url()).pathname).toBe(path);
      // Typing clears it: the box is valid again.
      await page.locator(box).fill('Bahan');
      expect(await page.locator(box).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
    }
  });

  it('searching from the filters by keyboard on a laptop lands the focus on the results, not the page top', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    await page.getByLabel('Min price').fill('100');
    await page.getByLabel('Min price').press('Enter');
    await page.waitForURL(/minPrice=100/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results-heading');
  });

  it("who forgot the password finds the e-mail typed on sign-in already in the reset form", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByLabel('Email').fill('daw.khin@example.com');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgotpassword');
    expect(await page.getByLabel('Email').inputValue()).toBe('daw.khin@example.com');
  });

  it("switching to Burmese from the phone's header, the menu open, closes the menu on the page in Burmese", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await page.getByRole('banner').getByRole('button', { name: /^Language/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('my');
    await page.getByRole('heading', { level: 1, name: 'ရန်ကုန်တွင် သင့်နေအိမ်သစ်ကို ရှာဖွေပါ' }).waitFor();
    await expect.poll(() => menu.count()).toBe(0);
  });

  it('whose blog search finds nothing can clear it and see every post again', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/blogs?searchTerm=zzqxw');
    await page.getByText('No posts found.').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/blogs$/);
    await expect.poll(() => page.locator('#post-results li').count()).toBeGreaterThan(0);
  });
});
