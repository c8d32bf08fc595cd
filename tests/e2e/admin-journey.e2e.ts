// The admin journey in a real browser: the overview counts a new sign-up, the admin edits
// that user's agency and priority and the agency moves to the top of the directory, and a post
// written with a cover image shows on /blogs; Show more on the users moves the focus to the first new one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn, signUp } from './support/accounts';
import { PAGE_SIZES } from '../../app/lib/constants';
import { DESKTOP, PHONE, setupBrowser, uniqueUser, waitForHydration, waitForSaved } from './support/browser';

const browser = setupBrowser();
let photo = '';

beforeAll(async () => {
  photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-photo-')), 'office.png');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 140 } } }).png().toFile(photo);
});

const totalUsers = async (page: Page) => {
  await page.goto('/dashboard?tab=dash');
  const text = await page.getByRole('group', { name: 'Total Users' }).locator('[data-stat="total"]').textContent();
  return Number(text?.replace(/,/g, ''));
};

describe('running the portal', () => {
  it('the admin sees a new user counted, edits their agency and priority, and the agency leads the directory', async () => {
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin, createAdmin());
    const before = await totalUsers(admin);

    const newcomer = uniqueUser('agency');
    await signUp(await browser.newPage(), newcomer);
    expect(await totalUsers(admin)).toBe(before + 1);

    await admin.goto('/dashboard?tab=users');
    await admin.getByRole('link', { name: `Edit: ${newcomer.username}` }).click();
    await admin.waitForURL(/\/update-agent-by-admin\//);
    const agency = `Shwe Taung Realty ${Date.now().toString(36)}`;
    await admin.getByLabel('Agency name').fill(agency);
    await admin.getByRole('textbox', { name: 'Description' }).fill('Condos and apartments in Bahan and Yankin since 2012.');
    await admin.getByLabel('Address').fill('No. 5, Dhammazedi Road, Bahan');
    await admin.getByLabel('Phone').fill('09 420 555 777');
    await admin.getByLabel('Facebook link').fill('https://facebook.com/shwetaungrealty');
    await admin.getByLabel('Images').setInputFiles(photo);
    await admin.getByRole('img', { name: 'Photo 1' }).waitFor();
    // What is not a number reaches the page as an empty box: it says what it wants, not nothing.
    const priority = admin.getByLabel('Priority');
    await priority.fill('');
    await priority.pressSequentially('1-2');
    await admin.getByRole('button', { name: 'Update Agent' }).click();
    await admin.getByText('Priority must be a whole number between -1000000 and 1000000.').waitFor();
    expect(new URL(admin.url()).pathname).toMatch(/^\/update-agent-by-admin\//);
    await priority.fill('100000');
    await admin.getByRole('button', { name: 'Update Agent' }).click();
    await waitForSaved(admin, 'Agent updated successfully!');

    await admin.goto('/agent');
    const firstAgency = admin.getByRole('main').locator('a[href^="/agent/"]').first();
    await expect.poll(() => firstAgency.textContent()).toContain(agency);
  });

  it('the admin writes a post with a cover image and it shows on /blogs', async () => {
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin, createAdmin(), '/create-post');
    const title = `Yangon condo market update ${Date.now().toString(36)}`;
    await admin.getByLabel('Title').fill(title);
    await admin.getByLabel('Category').selectOption('Property News & Legal');
    await admin.getByLabel('Cover image').setInputFiles(photo);
    await admin.getByRole('img', { name: 'Cover image' }).waitFor();
    await admin.getByRole('textbox', { name: 'Content' }).fill('Prices in Bahan held steady this quarter while rents in Yankin rose.');
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.waitForURL(/\/post\//);
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();

    await admin.goto('/blogs');
    await expect.poll(() => admin.getByRole('link', { name: new RegExp(title) }).first().isVisible()).toBe(true);
  });
});

describe('an admin paging through the users', () => {
  for (const [where, viewport, item] of [
    ['on a phone (cards)', PHONE, 'LI'],
    ['on a wide screen (a table)', DESKTOP, 'TR'],
  ] as const) {
    it(`lands on the first new user after Show more, ${where}`, async () => {
      const admin = await browser.newPage(viewport);
      await signIn(admin, createAdmin());
      await admin.goto('/dashboard?tab=users');
      await waitForHydration(admin);
      await admin.getByRole('button', { name: 'Show more' }).focus();
      await admin.keyboard.press('Enter');
      // The focus on the tenth user, in the list the admin sees, not on the top of the page.
      const focused = () =>
        admin.evaluate(() => {
          const row = document.activeElement?.closest('li, tr');
          return row?.parentElement ? { item: row.tagName, index: [...row.parentElement.children].indexOf(row), seen: row.getClientRects().length > 0 } : null;
        });
      await expect.poll(focused).toEqual({ item, index: PAGE_SIZES.adminUsers, seen: true });
    });
  }
});
