// A walk-through on a phone, as a lister meets it: My Listings as cards, a create form with
// no guessed values, and the feedback around posting: the
// way from sign-up to the plans, a confirmation after saving a listing, and the admin's
// assignment message shown once.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/accounts';
import { DESKTOP, nextFrames, PHONE, setupBrowser, uniqueUser, waitForHydration, waitForNavigationIdle, waitForSaved } from './support/browser';
import { inWindow, newAddress, newLister, pageAs as pageAsOn, postListing, testPhoto } from './support/listers';

const browser = setupBrowser();
const pageAs = (lister: Parameters<typeof pageAsOn>[1], viewport = PHONE) => pageAsOn(browser, lister, viewport);

let photo: Buffer;
beforeAll(async () => {
  photo = await testPhoto();
});

/** Whether the element is wholly inside the window, as it stands (no scrolling sideways). */
async function insideViewport(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return !!box && box.x >= 0 && box.x + box.width <= width && box.width > 0;
}

/** Every field a lister types or picks; who lists it is left as the form chose it. */
async function fillTheForm(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Corner house with a garden, close to the pagoda.');
  await page.getByLabel('Address').fill('No. 3, Thanlwin Road');
  await page.getByLabel('Township').selectOption('bahan');
  await page.getByLabel('Property type').selectOption('house');
  await page.getByLabel('Living area (sq ft)').fill('1800');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByLabel('Price (per month)').fill('900');
  await page.getByLabel('Phone').fill('09 450 777 888');
  await page.getByLabel('Images').setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('img', { name: 'Photo 1' }).waitFor();
}

describe('a lister on a phone', () => {
  it('My Listings shows each listing as a card whose Edit and Delete are within the window', async () => {
    const lister = await newLister();
    const title = 'Two bedroom flat in Kamayut near Inya Lake';
    await postListing(lister, title);
    const page = await pageAs(lister);
    await page.goto('/my-listing');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await card.waitFor();
    // What a card shows: photo, title, price and status, and its two actions.
    expect(await card.locator('img').count()).toBe(1);
    await card.getByText('650').waitFor();
    await card.getByText('Still Available').waitFor();
    const edit = card.getByRole('link', { name: `Edit: ${title}` });
    const del = card.getByRole('button', { name: `Delete: ${title}` });
    expect(await insideViewport(page, edit)).toBe(true);
    expect(await insideViewport(page, del)).toBe(true);
    // One layout at a time: a screen reader meets each listing's actions once.
    expect(await page.getByRole('link', { name: `Edit: ${title}` }).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    await del.click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this listing?').waitFor();

    // From a wider window on, the table of the spec, and still one set of actions.
    const wide = await pageAs(lister, DESKTOP);
    await wide.goto('/my-listing');
    const table = wide.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('link', { name: `Edit: ${title}` }).count()).toBe(1);
    expect(await wide.getByRole('link', { name: `Edit: ${title}` }).count()).toBe(1);
    expect(await insideViewport(wide, table.getByRole('button', { name: `Delete: ${title}` }))).toBe(true);
  });

  it("the create form starts with no price or rooms, listed by the account's kind; a refused save keeps what was typed and chosen", async () => {
    const lister = await newLister();
    const page = await pageAs(lister);
    await page.goto('/create-listing');
    await waitForHydration(page);
    expect(await page.getByLabel('Price (per month)').inputValue()).toBe('');
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('');
    expect(await page.getByLabel('Bathrooms').inputValue()).toBe('');
    // Not an agent's account: an owner's listing, without asking.
    const listedBy = page.getByRole('group', { name: 'Listed by' });
    expect(await listedBy.getByRole('radio', { name: 'Owner' }).isChecked()).toBe(true);
    expect(await listedBy.getByRole('radio', { name: 'Agent' }).isChecked()).toBe(false);

    await fillTheForm(page, 'Corner house with a garden in Bahan');
    await listedBy.getByText('Agent', { exact: true }).click();
    await page.getByLabel('Price (per month)').fill('');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Please enter a price.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-listing');
    expect(await page.getByLabel('Title').inputValue()).toBe('Corner house with a garden in Bahan');
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('3');
    expect(await page.getByLabel('Township').inputValue()).toBe('bahan');
    expect(await listedBy.getByRole('radio', { name: 'Agent' }).isChecked()).toBe(true);
    expect(await page.getByRole('img', { name: 'Photo 1' }).count()).toBe(1);
  });

  it('sign-up on the way to posting leads to the plans', async () => {
    const page = await browser.newPage(PHONE, { clientAddress: newAddress() });
    const person = uniqueUser('poster');
    await page.goto('/create-listing');
    await page.waitForURL('**/sign-in?redirectTo=%2Fcreate-listing');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/sign-up?redirectTo=%2Fcreate-listing');
    await page.getByText('Create your account, then choose a plan to post your listing.').waitFor();
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Back where they were going, which tells them what is missing and where to get it.
    await page.waitForURL('**/create-listing');
    const notice = page.getByRole('dialog', { name: 'Your package is not active' });
    await notice.getByText('Choose a plan to start posting listings.').waitFor();
    await notice.getByRole('link', { name: 'Select Package' }).click();
    await page.waitForURL('**/price');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).isVisible()).toBe(true);
  });

  it('a confirmation after creating a listing and after updating it', async () => {
    const lister = await newLister();
    const page = await pageAs(lister);
    await page.goto('/create-listing');
    await waitForHydration(page);
    await fillTheForm(page, 'Corner house with a garden near Kandawgyi');
    await page.getByRole('group', { name: 'Listed by' }).getByText('Owner').click();
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    // A status message: screen readers announce it without moving the focus.
    await waitForSaved(page, 'Your listing has been created.');
    const listingPath = new URL(page.url()).pathname;

    await page.goto(listingPath.replace('/listing/', '/update-listing/'));
    await waitForHydration(page);
    // The update form shows what is stored, the seller status included.
    expect(await page.getByRole('group', { name: 'Listed by' }).getByRole('radio', { name: 'Owner' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Price (per month)').inputValue()).toBe('900');
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('3');
    // The states its type can be in: a home for rent is rented out, one for sale sold.
    const states = () => page.getByLabel('Property status').locator('option').allTextContents();
    expect(await states()).toEqual(['Still Available', 'Rented Out']);
    await page.getByRole('group', { name: 'Listing for' }).getByText('Sale').click();
    expect(await states()).toEqual(['Still Available', 'Sold Out']);
    await page.getByRole('group', { name: 'Listing for' }).getByText('Rent', { exact: true }).click();
    await page.getByLabel('Price (per month)').fill('850');
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await page.waitForURL(`**${listingPath}`);
    await waitForSaved(page, 'Your listing has been updated.');
  });

  it("the admin sees 'Package assigned successfully!' once", async () => {
    const lister = await newLister('assignee');
    const page = await browser.newPage(PHONE);
    const admin = createAdmin();
    await page.goto('/sign-in?redirectTo=%2Fadmin-assign-package');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin-assign-package');
    await page.goto(`/admin-assign-package?q=${encodeURIComponent(lister.email)}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: new RegExp(lister.username) }).check();
    const packageSelect = page.getByLabel('Package', { exact: true });
    await packageSelect.selectOption((await packageSelect.locator('option', { hasText: 'Gold' }).getAttribute('value')) ?? '');
    await page.getByRole('button', { name: 'Assign Package' }).click();
    const message = page.getByText('Package assigned successfully!');
    await message.first().waitFor();
    await waitForNavigationIdle(page);
    // Two frames: long enough for a toast that follows the answer to have rendered.
    await nextFrames(page);
    expect(await message.count()).toBe(1);
    // Where the admin looks after the answer: in the window as the page stands, unscrolled.
    expect(await inWindow(page, message)).toBe(true);
  });

  it('a dropped connection on Create Listing keeps the form as it was, says so, and the next tap posts it', async () => {
    const lister = await newLister('offline');
    const page = await pageAs(lister);
    await page.goto('/create-listing');
    await waitForHydration(page);
    await fillTheForm(page, 'Quiet flat near Inya Lake with a balcony');
    await page.getByRole('group', { name: 'Listed by' }).getByText('Owner').click();
    // The form's request goes out and no answer comes back (the phone lost its signal).
    const lost = (url: URL) => url.pathname === '/create-listing.data';
    await page.route(lost, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Something went wrong!', { exact: true }).waitFor();
    // Not the error page: the form, with everything typed, chosen and uploaded.
    expect(new URL(page.url()).pathname).toBe('/create-listing');
    expect(await page.getByLabel('Title').inputValue()).toBe('Quiet flat near Inya Lake with a balcony');
    expect(await page.getByLabel('Price (per month)').inputValue()).toBe('900');
    expect(await page.getByLabel('Township').inputValue()).toBe('bahan');
    expect(await page.getByRole('group', { name: 'Listed by' }).getByRole('radio', { name: 'Owner' }).isChecked()).toBe(true);
    expect(await page.getByRole('img', { name: 'Photo 1' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Create Listing' }).isEnabled()).toBe(true);

    await page.unroute(lost);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Quiet flat near Inya Lake with a balcony' }).waitFor();
  });

  it('a failed submit brings the first wrong field to the middle of the window with the focus', async () => {
    const lister = await newLister('focus');
    const page = await pageAs(lister);
    await page.goto('/create-listing');
    await waitForHydration(page);
    // Everything empty: the messages are written a screen and more above the button.
    await page.getByRole('button', { name: 'Create Listing' }).click();
    const title = page.getByLabel('Title');
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await inWindow(page, title)).toBe(true);
    expect(await inWindow(page, page.getByText('Title', { exact: true }))).toBe(true);

    // Only the price missing, far below the title: its box takes the focus, with its label in view.
    await fillTheForm(page, 'Bright corner flat in Sanchaung');
    const price = page.getByLabel('Price (per month)');
    await price.fill('');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect.poll(() => price.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await inWindow(page, page.getByText('Price (per month)', { exact: true }))).toBe(true);
  });

  it("draws the keyboard's focus ring on the Rent/Sale and Agent/Owner buttons", async () => {
    const lister = await newLister('ring');
    const page = await pageAs(lister, DESKTOP);
    await page.goto('/create-listing');
    await waitForHydration(page);
    const owner = page.getByRole('group', { name: 'Listed by' }).getByRole('radio', { name: 'Owner' });
    const ring = () => owner.evaluate((el) => getComputedStyle(el.closest('label')!).outlineStyle);
    expect(await ring()).toBe('none');
    // From the field before it by keyboard, as a keyboard user gets there.
    await page.getByRole('group', { name: 'Listed by' }).getByRole('radio', { name: 'Agent' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => owner.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await ring()).toBe('solid');
    expect(await owner.evaluate((el) => getComputedStyle(el.closest('label')!).outlineWidth)).toBe('2px');
  });
});
