// The same home posted twice, in a real browser: a lister adding on a phone a photo already on
// another lister's live listing is shown that listing on the form (its title and reference, a
// link to it), and once the price and area match too, that a moderator will check the listing
// before it is published, in English and in Burmese; the copy posted all the same is held (not
// public) and reaches the moderators, who see the pair side by side (on a laptop and on a phone,
// in both languages) and hide the copy. Axe-clean.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { translate } from '../../app/lib/i18n';
import { formatReference } from '../../app/lib/listing-reference';
import { copyOf, photoLike } from '../support/photos';
import { signIn } from './support/accounts';
import { axeCheck, report } from './support/axe';
import { DESKTOP, PHONE, setupBrowser, uniqueUser, waitForHydration } from './support/browser';
import { quietFlat } from './support/listing-body';
import { call, newLister, pageAs, type Lister } from './support/listers';

const browser = setupBrowser();

/**
 * An admin made with the real `npm run admin` command (as support/accounts.ts createAdmin), but
 * started at once and awaited later: the command's start-up overlaps the lister's part.
 */
function adminInBackground() {
  const user = uniqueUser('admin');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: inject('dataDir') };
  delete env.DATABASE_URL;
  const ready = new Promise<typeof user>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', '--email', user.email, '--password', user.password], { cwd: path.resolve(import.meta.dirname, '../..'), env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(user) : reject(new Error(`npm run admin exited with ${code}`))));
  });
  return ready;
}

/** A listing's reference as people read it ('YH-000123'), from the /api call as its lister (who sees it even while it is held). */
async function referenceOf(lister: Lister, id: string) {
  const listing = (await call(lister, `/api/listing/get/${id}`, { method: 'GET' })) as { refNo: number };
  return formatReference(listing.refNo);
}

async function uploadJpeg(lister: Lister, photo: Buffer) {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'flat.jpg');
  return ((await call(lister, '/api/media/upload', { method: 'POST', form })) as { urls: string[] }).urls;
}

describe('duplicate listings', () => {
  it('warns the lister on the form, holds the copy, and the moderators compare the pair and hide it', { timeout: 120_000 }, async () => {
    const adminReady = adminInBackground();
    const seed = Date.now() % 1_000_000;
    const photo = await photoLike(seed);
    const copy = await copyOf(photo);
    const [first, second] = await Promise.all([newLister('first'), newLister('second')]);
    const originalName = `Lake view flat ${seed.toString(36)}`;
    // A price and an area of this run alone: other tests' flats share no two facts with these.
    const flat = (name: string, urls: string[]) => ({ ...quietFlat(name, urls), regularPrice: 1000 + (seed % 5000), squareFeet: 2000 + (seed % 7000) });
    const { _id: originalId } = (await call(first, '/api/listing/create', { method: 'POST', json: flat(originalName, await uploadJpeg(first, photo)) })) as { _id: string };
    const reference = await referenceOf(first, originalId);
    const facts = flat(originalName, []);

    // The second lister adds the same photo on a phone: the form names the listing it is on.
    const page = await pageAs(browser, second, PHONE);
    for (const lang of ['en', 'my'] as const) {
      await page.context().addCookies([
        { name: 'lang', value: lang, url: browser.baseURL() },
        { name: 'theme', value: lang === 'en' ? 'light' : 'dark', url: browser.baseURL() },
      ]);
      await page.goto('/create-listing');
      await waitForHydration(page);
      await page.locator('input[type="file"]').setInputFiles({ name: 'flat.jpg', mimeType: 'image/jpeg', buffer: copy });
      const warning = page.getByTestId('photo-match-warning');
      const link = warning.getByRole('link', { name: originalName });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/listing/${originalId}`);
      expect(await link.innerText()).toContain(reference);
      expect(await link.locator('img').count()).toBe(1);
      expect(await warning.getByTestId('held-for-review').count()).toBe(0);
      // The same price and area in the same place as well: it will wait for a moderator, and says so before it is sent.
      await page.getByLabel(translate(lang, 'Township')).selectOption(facts.township);
      await page.getByLabel(translate(lang, 'Property type')).selectOption(facts.propertyType);
      await page.getByLabel(translate(lang, 'Living area (sq ft)')).fill(String(facts.squareFeet));
      await page.getByLabel(translate(lang, 'Price (per month)')).fill(String(facts.regularPrice));
      await warning.getByTestId('held-for-review').getByText(translate(lang, 'A moderator will check this listing before it is published: it shares two of a photo, the price and the area with another lister’s listing.')).waitFor();
    }
    // Audited as the loop leaves it: in Burmese, dark.
    expect(report(await axeCheck(page, 'listing form with a photo warning, Burmese, dark'))).toEqual([]);

    // Posted all the same, at the same price and area: held, and the pair goes to the moderators.
    const copyName = `Flat by the lake ${seed.toString(36)}`;
    const posted = (await call(second, '/api/listing/create', { method: 'POST', json: flat(copyName, await uploadJpeg(second, copy)) })) as { _id: string; held: boolean };
    expect(posted.held).toBe(true);
    const copyId = posted._id;
    const copyReference = await referenceOf(second, copyId);
    expect((await fetch(`${browser.baseURL()}/listing/${copyId}`)).status).toBe(404);

    const admin = await browser.newPage(DESKTOP);
    await signIn(admin, await adminReady);
    for (const [lang, viewport] of [['my', PHONE], ['en', DESKTOP]] as const) {
      await admin.setViewportSize(viewport);
      await admin.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      await admin.goto('/moderation/duplicates');
      await waitForHydration(admin);
      await admin.getByRole('heading', { level: 1, name: translate(lang, 'Possible duplicates') }).waitFor();
      const pair = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: copyName }) });
      // Side by side: the copy and the original in one row.
      const copySide = pair.getByRole('group', { name: copyReference });
      const originalSide = pair.getByRole('group', { name: reference });
      await copySide.getByRole('link', { name: copyName }).waitFor();
      await originalSide.getByRole('link', { name: originalName }).waitFor();
      const [a, b] = [await copySide.boundingBox(), await originalSide.boundingBox()];
      expect(a && b && Math.abs(a.y - b.y) < 2 && a.x < b.x).toBe(true);
      await pair.getByText(translate(lang, 'Same photo')).waitFor();
      await pair.getByText(translate(lang, 'Same price')).waitFor();
      await pair.getByText(translate(lang, 'Same area')).waitFor();
      await copySide.getByText(translate(lang, 'Not published until you decide')).waitFor();
    }
    // Audited as the loop leaves it: in English.
    expect(report(await axeCheck(admin, 'possible duplicates, English'))).toEqual([]);

    // The moderator hides the copy: it leaves the queue, and visitors still do not see it.
    const pair = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: copyName }) });
    await pair.getByRole('button', { name: `Hide this one: ${copyReference}` }).click();
    await expect.poll(() => admin.getByRole('link', { name: copyName }).count()).toBe(0);
    expect((await fetch(`${browser.baseURL()}/listing/${copyId}`)).status).toBe(404);
    expect((await fetch(`${browser.baseURL()}/listing/${originalId}`)).status).toBe(200);
  });
});
