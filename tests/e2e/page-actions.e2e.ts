// In a real browser: the tables' deletes post to their page's own action
// through a fetcher: the row leaves its table after "Yes, I am sure" and stays gone; so does a
// review its author deletes on the listing page.
import { quietFlat } from './support/listing-body';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { createAdmin, signIn, signUp } from './support/accounts';
import { DESKTOP, setupBrowser, uniqueUser, waitForHydration } from './support/browser';

const browser = setupBrowser();

describe('deleting a row', () => {
  it("an admin deletes a new user from the dashboard's users table", async () => {
    const newcomer = await signUp(await browser.newPage());
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin, createAdmin(), '/dashboard?tab=users');
    await waitForHydration(admin);
    const before = await admin.locator('tbody tr').count();
    const remove = admin.getByRole('button', { name: `Delete: ${newcomer.username}` });
    await remove.click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes, I am sure' }).click();
    await expect.poll(() => remove.count()).toBe(0);
    expect(await admin.locator('tbody tr').count()).toBe(before - 1);
    expect(admin.url()).toContain('/dashboard?tab=users');
    await admin.reload();
    await admin.locator('tbody tr').first().waitFor();
    expect(await admin.getByRole('button', { name: `Delete: ${newcomer.username}` }).count()).toBe(0);
  });

  it('a lister deletes a listing from My Listings', async () => {
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin, createAdmin());
    // An admin posts without a package; the listing is made through the /api, as other clients do.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120, g: 60, b: 30 } } }).png().toBuffer();
    const upload = await admin.request.post('/api/media/upload', { multipart: { images: { name: 'cover.png', mimeType: 'image/png', buffer: photo } } });
    expect(upload.status()).toBe(200);
    const { urls } = (await upload.json()) as { urls: string[] };
    const name = `Lakeside flat to delete ${Date.now().toString(36)}`;
    const created = await admin.request.post('/api/listing/create', {
      data: quietFlat(name, urls),
    });
    expect(created.status()).toBe(201);

    await admin.goto('/my-listing');
    await waitForHydration(admin);
    const remove = admin.getByRole('button', { name: `Delete: ${name}` });
    await remove.click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes, I am sure' }).click();
    // The dialog, which names the listing, closes a render after the answer has taken the row
    // away: the page is checked once both have happened.
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => remove.count()).toBe(0);
    expect(await admin.getByRole('main').getByText(name).count()).toBe(0);
    await admin.reload();
    await admin.getByRole('heading', { name: 'My Listings' }).waitFor();
    expect(await admin.getByRole('main').getByText(name).count()).toBe(0);
  });

  it('the author deletes their review on the listing page', async () => {
    const [listing] = (await (await fetch(`${inject('baseURL')}/api/listing/get?type=sale&limit=1`)).json()).results.result as { _id: string }[];
    const page = await browser.newPage();
    await signUp(page, uniqueUser('reviewer'));
    await page.goto(`/listing/${listing._id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Submit review' }).isEnabled()).toBe(true);
    await page.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('Space');
    const text = `Fair price, noisy street ${Date.now().toString(36)}.`;
    await page.getByLabel('Your review').fill(text);
    await page.getByRole('button', { name: 'Submit review' }).click();
    const listed = page.getByRole('listitem').filter({ hasText: text });
    await listed.waitFor();
    await page.getByRole('button', { name: 'Delete your review' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, I am sure' }).click();
    await page.getByRole('heading', { name: 'Write a review' }).waitFor();
    expect(await listed.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Write a review' }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: text }).count()).toBe(0);
  });
});
