// A lister on a 390 px phone, in Burmese, pastes a Facebook post into the new listing form: the
// fields it states are filled and marked with the words they came from, the lister corrects the
// price and publishes. And a post's text with two photos shared to the installed portal (the
// manifest's share_target POST) while signed out opens, after sign-in, as a draft with both.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../app/lib/i18n';
import '../../app/lib/i18n/register-burmese';
import { axeCheck, report } from './support/axe';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';
import { newLister, newAddress, pageAs, testPhoto } from './support/listers';

const browser = setupBrowser();
const my = (text: string, vars?: Record<string, string | number>) => translate('my', text, vars);

const POST = 'ရန်ကင်း ကွန်ဒိုခန်း ငှားရန်ရှိသည်\nမာစတာ ၁ ခန်း ၊ ဘုံဆိုင် ၁ ခန်း\n၁၀၅၀ စတုရန်းပေ\nပရိဘောဂ အပြည့်\nလစဉ် ၁၂ သိန်း\n၀၉ ၇၉၁ ၂၃၄ ၅၆၇';

async function inBurmese(page: Page, path: string) {
  await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
  await page.goto(path);
  await waitForHydration(page);
}

/** Publishes the open form; a price the quality check asks about is confirmed as right. */
async function publish(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  const confirm = page.getByRole('checkbox', { name: my('The price is right') });
  await Promise.race([page.waitForURL(/\/listing\/[0-9a-f-]{36}$/), confirm.waitFor()]);
  if (!/\/listing\//.test(page.url())) {
    await confirm.check();
    await page.getByRole('button', { name: label }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
  }
}

describe('reading a post into a new listing', () => {
  it('fills and marks the fields of a pasted Burmese post on a phone, keeps what was typed, and publishes after a correction', async () => {
    const lister = await newLister('paster');
    const page = await pageAs(browser, lister, PHONE);
    await inBurmese(page, '/create-listing');
    await page.getByLabel(my('Title')).fill('ရန်ကင်း ကွန်ဒို အိပ်ခန်း ၂ ခန်း ငှားရန်');
    await page.getByText(my('Paste a post')).click();
    await page.getByLabel(my('The post')).fill(POST);
    await page.getByRole('button', { name: my('Read the post') }).click();

    const read = my('Read from the post');
    await page.getByText(`${read} · ${my('from “{words}”', { words: 'ရန်ကင်း' })}`).waitFor();
    expect(await page.getByLabel(my('Township')).inputValue()).toBe('yankin');
    expect(await page.getByLabel(my('Property type')).inputValue()).toBe('condo');
    expect(await page.getByLabel(my('Bedrooms')).inputValue()).toBe('2');
    expect(await page.getByLabel(my('Living area (sq ft)')).inputValue()).toBe('1050');
    expect(await page.getByLabel(my('Currency')).inputValue()).toBe('lakh MMK');
    const price = page.getByLabel(my('Price (per month)'));
    expect(await price.inputValue()).toBe('12');
    // Each filled field names its words; the title typed before the reading is still there.
    expect(await page.getByText(read, { exact: false }).count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByLabel(my('Title')).inputValue()).toBe('ရန်ကင်း ကွန်ဒို အိပ်ခန်း ၂ ခန်း ငှားရန်');
    expect(await page.getByRole('textbox', { name: my('Description') }).textContent()).toContain('ပရိဘောဂ အပြည့်');
    // The page fits the phone: nothing pushed past its width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(report(await axeCheck(page, 'a post read into the form'))).toEqual([]);

    // The lister corrects what was read, adds what the post does not say, and publishes.
    await price.fill('13');
    await page.getByLabel(my('Bathrooms')).fill('1');
    await page.getByLabel(my('Address')).fill('အမှတ် ၅၊ ကမ္ဘာအေးဘုရားလမ်း');
    await page.getByLabel(my('Images')).setInputFiles({ name: 'condo.png', mimeType: 'image/png', buffer: await testPhoto() });
    await page.getByRole('img', { name: my('Photo {n}', { n: 1 }) }).waitFor();
    await publish(page, my('Create Listing'));
    await page.getByText('ရန်ကင်း ကွန်ဒို အိပ်ခန်း ၂ ခန်း ငှားရန်').first().waitFor();
    expect(await page.locator('main').textContent()).toContain('13');
  });

  it('opens a post shared with two photos while signed out as a draft after sign-in', async () => {
    const lister = await newLister('sharer');
    const page = await browser.newPage(PHONE, { clientAddress: newAddress() });
    await page.goto('/');
    await waitForHydration(page);
    const photo = (await testPhoto()).toString('base64');
    // What Android sends for a share_target: a multipart POST of the text and the files.
    await page.evaluate(
      ({ text, photo }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/share-listing';
        form.enctype = 'multipart/form-data';
        const field = document.createElement('textarea');
        field.name = 'text';
        field.value = text;
        const files = document.createElement('input');
        files.type = 'file';
        files.name = 'photos';
        files.multiple = true;
        const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
        const picked = new DataTransfer();
        for (const name of ['one.png', 'two.png']) picked.items.add(new File([bytes], name, { type: 'image/png' }));
        files.files = picked.files;
        form.append(field, files);
        document.body.append(form);
        form.submit();
      },
      { text: POST, photo },
    );
    await page.waitForURL(/\/sign-in\?redirectTo=/);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(lister.email);
    await page.getByLabel('Password').fill(lister.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/create-listing\?share=[0-9a-f-]{36}$/);
    await waitForHydration(page);
    await page.getByRole('img', { name: 'Photo 2' }).waitFor();
    expect(await page.getByLabel('Township').inputValue()).toBe('yankin');
    expect(await page.getByLabel('Price (per month)').inputValue()).toBe('12');
    await page.getByText(`Read from the post · from “ရန်ကင်း”`).waitFor();
  });
});
