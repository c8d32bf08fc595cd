// A form saves what the person sees in it, and a form that refuses to send says which field and
// why: text typed before the page's scripts ran is sent (the agency form's rich-text description
// was not, and its check refused the save beside a filled editor), a refusal focuses the field and
// names it, and a refusal whose field is hidden is said in the form's message.
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, setupBrowser, waitForHydration, waitForSaved } from './support/browser';
import { call, newLister, pageAs, testPhoto, uploadPhoto, type Lister } from './support/listers';

const browser = setupBrowser();
let photo: Buffer;

beforeAll(async () => {
  photo = await testPhoto();
});

const SCRIPTS = /\/assets\/.*\.js$/;

/** Fills the agency form's text fields (all but the photos). */
async function fillAgency(page: Page, { description = 'Condos and apartments in Bahan and Yankin since 2012.' } = {}) {
  await page.getByLabel('Agency name').fill('Shwe Taung Realty');
  if (description) await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByLabel('Address').fill('No. 5, Dhammazedi Road, Bahan');
  await page.getByLabel('Phone').fill('09 420 555 777');
  await page.getByLabel('Facebook link').fill('https://facebook.com/shwetaungrealty');
}

/** A lister whose agency is saved already, photo included. */
async function agencyLister(): Promise<Lister> {
  const lister = await newLister('agency');
  const imageUrls = await uploadPhoto(lister, 'office.png');
  await call(lister, `/api/user/update/${lister.id}`, {
    method: 'POST',
    json: { name: 'Inya Lake Homes', description: '<p>Flats around Inya Lake.</p>', address: 'No. 5, Pyay Road, Kamayut', phone: '09 420 555 666', facebook: 'facebook.com/inyalakehomes', imageUrls, role: 'agent' },
  });
  return lister;
}

describe('the agency form', () => {
  it("saves a description typed before the page's scripts ran", async () => {
    const page = await pageAs(browser, await newLister('early'), DESKTOP);
    // The page's modules are held back (a slow phone, a busy machine): its server HTML is typed into.
    const held: Route[] = [];
    await page.route(SCRIPTS, (route) => void held.push(route));
    await page.goto('/update-agent', { waitUntil: 'commit' });
    await fillAgency(page);
    expect(await page.evaluate(() => performance.getEntriesByName('hydrated').length)).toBe(0);
    for (const route of held) await route.continue();
    await page.unroute(SCRIPTS);
    await waitForHydration(page);

    await page.getByLabel('Images').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await page.getByRole('button', { name: 'Update Agency' }).click();
    await waitForSaved(page, 'Agency is updated successfully!');
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Description' }).textContent()).toBe('Condos and apartments in Bahan and Yankin since 2012.');
  });

  it('refusing a save, names the field and why, and puts the focus on it', async () => {
    const page = await pageAs(browser, await newLister('refused'), DESKTOP);
    await page.goto('/update-agent');
    await waitForHydration(page);
    await fillAgency(page, { description: '' });
    await page.getByRole('button', { name: 'Update Agency' }).click();
    await expect(waitForSaved(page, 'Agency is updated successfully!')).rejects.toThrow('"Description: Description is required."');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
    expect(await page.evaluate(() => document.getElementById(document.activeElement?.getAttribute('aria-labelledby') ?? '')?.textContent)).toBe('Description');
  });

  it("refusing a save for a field the page does not show, says it in the form's message", async () => {
    const page = await pageAs(browser, await agencyLister(), DESKTOP);
    await page.goto('/update-agent');
    await waitForHydration(page);
    const phone = page.getByLabel('Phone');
    await phone.fill('');
    // Hidden with its label and message (a collapsed section, a style gone wrong): nothing at the field can tell.
    await phone.evaluate((input) => {
      (input.parentElement as HTMLElement).style.display = 'none';
    });
    await page.getByRole('button', { name: 'Update Agency' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please enter a phone number.' }).isVisible()).toBe(true);
  });
});
