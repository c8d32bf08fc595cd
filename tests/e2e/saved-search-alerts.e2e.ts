// Saved search alerts in a real browser, on a portal of its own that sends mail over SMTP to the
// suite's test server (tests/support/smtp.ts): a new account's saved searches say no alert comes
// until its address is confirmed, and the link mailed at sign-up confirms it; a person saves a
// search and asks to be told as it happens, a matching listing is posted, the alert arrives over
// SMTP, its link opens the listing, and its unsubscribe link stops the alerts without signing in.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp';
import { decodedHeader, partOf, textOf } from '../support/mime';
import { createAdmin, signUp } from './support/accounts';
import { quietFlat } from './support/listing-body';
import type { Page } from 'playwright-core';
import { setupBrowser, uniqueUser, waitForHydration } from './support/browser';
import { startPortal, type RunningServer } from './support/server';

let smtp: TestSmtp;
let portal: RunningServer;
const browser = setupBrowser(() => portal.url);

beforeAll(async () => {
  smtp = await startSmtp();
  portal = await startPortal({ SMTP_URL: smtp.url, DEMO_DATA: '0', TRUST_PROXY: 'loopback' });
}, 240_000);

afterAll(async () => {
  await portal?.stop();
  await smtp?.close();
});

/** Posts a listing as an admin (no package needed) through the /api calls, as another client would. */
async function postListing(name: string) {
  const admin = createAdmin(uniqueUser('alerts-admin'), portal.dataDir);
  const signIn = await fetch(`${portal.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const form = new FormData();
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 110 } } }).png().toBuffer();
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'cover.png');
  const upload = await fetch(`${portal.url}/api/media/upload`, { method: 'POST', headers: { cookie }, body: form });
  const { urls } = (await upload.json()) as { urls: string[] };
  const created = await fetch(`${portal.url}/api/listing/create`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(quietFlat(name, urls)) });
  expect(created.status).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for Yangon Homes';
const isConfirmation = (mail: ReceivedMail) => decodedHeader(mail.headers.subject) === CONFIRMATION_SUBJECT;

/** The first mail to this address that `match` accepts, once it has arrived. */
async function mailTo(email: string, match: (mail: ReceivedMail) => boolean) {
  const found = () => smtp.received.find((mail) => mail.to.includes(email) && match(mail));
  await expect.poll(() => !!found(), { timeout: 20_000 }).toBe(true);
  return found()!;
}

/** Opens the link of the confirmation mail sent at sign-up, and confirms. */
async function confirmFromMail(page: Page, email: string) {
  const link = /https?:\/\/\S+\/confirm-email\/[\w.-]+/.exec(textOf(await mailTo(email, isConfirmation)))![0];
  await page.goto(link);
  await page.getByText(`Confirm ${email} as the address for your Yangon Homes alerts?`).waitFor();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await page.getByText(`${email} is confirmed. Alerts for your saved searches will reach it.`).waitFor();
}

describe('saved search alerts', () => {
  it('a new account is told, where it saves a search and on its saved searches, to confirm its address, and the link in the mail confirms it', async () => {
    const page = await browser.newPage();
    const person = await signUp(page, uniqueUser('confirm'));
    // Saving a search says so where it is saved, with the link again, not "daily".
    await page.goto('/search?type=rent&township=bahan');
    await waitForHydration(page);
    // Saving changes none of the results: they are not searched again for it (only the root's
    // loader, which knows who is signed in, is asked again).
    const routesAskedAgain: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/search.data') routesAskedAgain.push(url.searchParams.get('_routes'));
    });
    await page.getByText('Save this search', { exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Search saved. We will e-mail you new listings once you confirm ${person.email}.`).waitFor();
    expect(await page.getByText('Search saved. We will e-mail you new listings daily.').count()).toBe(0);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(`We sent a new link to ${person.email}.`).waitFor();
    expect(routesAskedAgain.filter((routes) => routes !== 'root')).toEqual([]);

    await page.goto('/saved-searches');
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await page.getByText(`We send no alerts to ${person.email} until you confirm it: open the link in the e-mail we sent there.`).waitFor();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(() => page.getByText(`We sent a new link to ${person.email}.`).count()).toBe(1);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(person.email) && isConfirmation(mail)).length, { timeout: 20_000 }).toBe(3);

    await confirmFromMail(page, person.email);
    await page.goto('/saved-searches');
    await page.getByRole('heading', { level: 1, name: 'Saved searches' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Confirm your e-mail address' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send the link again' }).count()).toBe(0);
  });

  it('a saved search tells of a matching listing by e-mail, whose link opens it, and unsubscribes in one click', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    const person = await signUp(page, uniqueUser('alerts'));
    await confirmFromMail(page, person.email);

    // Save the search from its results, under a name of one's own.
    await page.goto('/search?type=rent&township=kamayut&propertyType=apartment');
    await waitForHydration(page);
    await page.getByText('Save this search', { exact: true }).click();
    const name = page.getByLabel('Name of this search');
    await expect.poll(() => name.inputValue()).toContain('Kamayut');
    await name.fill('Kamayut flats');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Search saved. We will e-mail you new listings daily.').waitFor();

    // As it happens, from the saved searches page (reached from the account menu).
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Saved searches', exact: true }).click();
    await page.getByRole('heading', { name: 'Kamayut flats' }).waitFor();
    await waitForHydration(page);
    await page.getByLabel('How often', { exact: true }).selectOption('instant');
    await page.getByRole('button', { name: 'Save how often: Kamayut flats' }).click();
    await page.getByText('Alerts: As it happens').waitFor();

    const listingId = await postListing('Quiet Kamayut flat near the lake');
    const mail = await mailTo(person.email, (received) => !isConfirmation(received));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const text = partOf(mail, 'text/plain')!;
    expect(text).toContain('Quiet Kamayut flat near the lake');
    const link = new RegExp(`${portal.url}/listing/${listingId}`).exec(text)![0];

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Quiet Kamayut flat near the lake' }).waitFor();

    // The unsubscribe link, in a browser that is not signed in.
    const unsubscribe = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    const visitor = await browser.newPage();
    await visitor.goto(unsubscribe);
    await visitor.getByText("Stop the e-mail alerts for your saved search 'Kamayut flats'?").waitFor();
    await visitor.getByRole('button', { name: 'Stop alerts' }).click();
    await visitor.getByText("You will get no more alerts for 'Kamayut flats'.").waitFor();
    await page.goto('/saved-searches');
    await page.getByText('Alerts paused').waitFor();
  });
});
