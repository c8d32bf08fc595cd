// The Burmese texts travel only to Burmese readers: an English page never downloads them, a
// Burmese page preloads them and hydrates in Burmese (its title too), and switching language
// fetches them first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();
const TERMS_MY = 'စည်းကမ်းချက်များ';
const SIGN_IN_MY = 'ဝင်ရောက်ရန်';

/** The catalogue's chunk, as a Burmese page names it in its preload link. */
async function catalogueUrl(): Promise<string> {
  const html = await (await fetch(`${browser.baseURL()}/`, { headers: { cookie: 'lang=my' } })).text();
  const href = html.match(/<link rel="modulepreload" href="([^"]+)"\/>/)?.[1];
  expect(href).toMatch(/^\/assets\/.+\.js$/);
  return href!;
}

/** Every script the page asks for, and every error it logs (a hydration mismatch is one). */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { scripts, errors };
}

/** Opens the home page and follows the footer's link to the terms: a page the browser renders itself. */
async function openTermsByClientNavigation(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('footer a[href="/TermsAndConditions"]').click();
  await page.waitForURL('**/TermsAndConditions');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

describe('the Burmese texts', () => {
  it('are served as a chunk of their own, with the Burmese texts in it', async () => {
    const res = await fetch(browser.baseURL() + (await catalogueUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toContain(SIGN_IN_MY);
  });

  it('are never downloaded by an English reader', async () => {
    const url = await catalogueUrl();
    const englishHtml = await (await fetch(`${browser.baseURL()}/`)).text();
    expect(englishHtml).not.toContain(url);

    const page = await browser.newPage();
    const { scripts, errors } = watch(page);
    await openTermsByClientNavigation(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms & Conditions');
    expect(await page.title()).toBe('Terms & Conditions · Yangon Homes');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(url);
    expect(errors).toEqual([]);
  });

  it('are preloaded by a Burmese page, which hydrates and navigates in Burmese', async () => {
    const url = await catalogueUrl();
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    const { scripts, errors } = watch(page);
    await openTermsByClientNavigation(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(TERMS_MY);
    expect(await page.title()).toBe(`${TERMS_MY} · Yangon Homes`);
    expect(scripts).toContain(url);
    // A page hydrated with other texts than the server's logs a mismatch.
    expect(errors).toEqual([]);
  });

  it("date a Burmese post in Burmese once hydrated too, whatever locale data the browser carries", async () => {
    const blogs = await (await fetch(`${browser.baseURL()}/blogs`)).text();
    const post = blogs.match(/href="(\/post\/[^"]+)"/)?.[1];
    expect(post).toBeDefined();
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto(post!);
    await waitForHydration(page);
    // The post's date, as the server wrote it ('၂၀၂၆ နိုဝင်ဘာ ၁၇'), not the browser's English.
    expect(await page.locator('time').first().textContent()).toMatch(/^[\u1040-\u1049]{4} \S+ [\u1040-\u1049]{1,2}$/);
  });

  it('are fetched when an English reader switches to Burmese, and the page turns Burmese', async () => {
    const url = await catalogueUrl();
    const page = await browser.newPage();
    const { scripts, errors } = watch(page);
    await page.goto('/TermsAndConditions');
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms & Conditions');
    // On a phone the switch is in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /မြန်မာ/ }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(TERMS_MY);
    await expect.poll(() => page.getByRole('link', { name: SIGN_IN_MY }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`${TERMS_MY} · Yangon Homes`);
    expect(scripts).toContain(url);
    expect(errors).toEqual([]);
  });
});
