// A walk-through of a visitor's journey (tenant, buyer, expatriate) on a phone and by
// keyboard: Burmese titles squeezed into English line boxes, a Burmese link or phone that did
// not keep the site in Burmese, a phone's dark mode ignored, the focus dropped by View More, and
// a Sign Up from the saved homes that forgot where the visitor was.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, setupBrowser, uniqueUser, waitForHydration } from './support/browser';
import { expectViewMoreFocusesFirstNewCard } from './support/home-lists';

const browser = setupBrowser();

/** The first card title on the page whose text is Burmese, with its line box and font size. */
async function burmeseCardTitle(page: Page) {
  return page.evaluate(() => {
    const title = [...document.querySelectorAll<HTMLElement>('main h3')].find((h) => /[\u1000-\u109F]/.test(h.textContent ?? ''));
    if (!title) return null;
    const style = getComputedStyle(title);
    return { lang: title.lang, lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
  });
}

const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('a visitor reading English pages', () => {
  it('sees a Burmese listing title marked as Burmese, on the line height Burmese needs', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    const title = await burmeseCardTitle(page);
    expect(title).not.toBeNull();
    expect(title!.lang).toBe('my');
    // app.css gives Burmese 1.85-1.9 times the font size; English titles are set at 1.375.
    expect(title!.lineHeight / title!.fontSize).toBeGreaterThanOrEqual(1.8);
    // An English title beside it keeps the page's language and its own line height.
    const english = await page.evaluate(() => {
      const h = [...document.querySelectorAll<HTMLElement>('main h3')].find((e) => !/[\u1000-\u109F]/.test(e.textContent ?? '') && e.closest('li'));
      return h ? { lang: h.lang, ratio: parseFloat(getComputedStyle(h).lineHeight) / parseFloat(getComputedStyle(h).fontSize) } : null;
    });
    expect(english).toMatchObject({ lang: '' });
    expect(english!.ratio).toBeLessThan(1.6);
  });
});

describe('a visitor who reads Burmese', () => {
  it('arriving by a ?lang=my link stays in Burmese on the pages that follow', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/search?type=rent&lang=my');
    await waitForHydration(page);
    expect(await pageLang(page)).toBe('my');
    await page.getByRole('main').locator('a[href^="/listing/"]').first().click();
    await page.waitForURL(/\/listing\//);
    expect(await pageLang(page)).toBe('my');
    await page.reload();
    expect(await pageLang(page)).toBe('my');
  });

  it('whose phone asks for Burmese first gets Burmese pages before choosing anything', async () => {
    const page = await browser.newPage(PHONE);
    await page.setExtraHTTPHeaders({ 'accept-language': 'my-MM,my;q=0.9,en-US;q=0.8' });
    await page.goto('/');
    expect(await pageLang(page)).toBe('my');
  });

  it('switching to English on a ?lang=my page gets the page in English, and keeps it', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/blogs?lang=my');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: /^ဘာသာစကား|^Language/ }).click();
    await expect.poll(() => pageLang(page)).toBe('en');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blogs');
    await page.reload();
    expect(await pageLang(page)).toBe('en');
  });
});

describe("a visitor whose phone is in dark mode", () => {
  it('gets the dark theme from the first paint until choosing one, and the choice wins after', async () => {
    const page = await browser.newPage(PHONE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The browser's bar too: the first theme-color meta that applies.
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((m) => !m.media || matchMedia(m.media).matches)?.content)).toBe('#0d1117');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('button', { name: 'Switch to light theme' });
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.goto('/search?type=rent');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

    // A phone in light mode, no choice made: light, and dark as soon as the phone switches.
    const light = await browser.newPage(PHONE);
    await light.goto('/');
    expect(await light.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await light.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => light.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });
});

describe('a keyboard user on the home page', () => {
  it("lands on the first new listing after View More, not at the top of the page", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    await waitForHydration(page);
    await expectViewMoreFocusesFirstNewCard(page, 'recent-rent');
  });
});

describe('a visitor with saved homes', () => {
  it('who signs up from the saved homes comes back to them', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/favourites');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/sign-up\?redirectTo=%2Ffavourites/);
    const user = uniqueUser('saver');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/favourites$/);
    // Signed in now: their saved homes, no longer an invitation to sign in.
    await expect
      .poll(async () => ({
        heading: await page.getByRole('heading', { level: 1 }).textContent(),
        invited: await page.getByText('Sign in to keep your saved homes on every device.').count(),
      }))
      .toEqual({ heading: 'Saved homes', invited: 0 });
  });
});

describe('a keyboard user on the search results', () => {
  it("sees the focused card's ring, not broken pieces of the title link's own outline", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    const link = page.getByRole('main').locator('article h3 a').first();
    await link.focus();
    expect(await link.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('none');
    expect(await link.evaluate((a) => getComputedStyle(a.closest('article')!).boxShadow)).not.toBe('none');
  });
});

describe('a visitor on a listing', () => {
  it("can tap the agency's phone number in Listed By: a target a thumb can hit", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/search?type=rent');
    const hrefs = await page.getByRole('main').locator('a[href^="/listing/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    for (const href of hrefs) {
      await page.goto(href);
      const phone = page.locator('section[aria-labelledby="listed-by-heading"] a[href^="tel:"]');
      if ((await phone.count()) === 0) continue;
      expect((await phone.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      return;
    }
    throw new Error('no listing of the first page is listed by an agency with a phone number');
  });
});

describe('a tenant writing to a lister', () => {
  it("sent empty, the contact form says the spec's sentence once and each field what it needs, on a listing and on /contact without scripts", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await browser.newPage(PHONE, { javaScriptEnabled });
      if (javaScriptEnabled) {
        await page.goto('/search?type=rent');
        await page.goto((await page.getByRole('main').locator('a[href^="/listing/"]').first().getAttribute('href'))!);
        await waitForHydration(page);
      } else {
        // The site's contact page answers the form itself, before or without scripts.
        await page.goto('/contact');
      }
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Please fill in all fields.').waitFor();
      expect(await page.getByText('Please fill in all fields.').count()).toBe(1);
      for (const need of ['Please enter your name.', 'Please enter your e-mail address.', 'Please write a message.']) {
        expect(await page.getByText(need, { exact: true }).count(), need).toBe(1);
      }
    }
  });
});

describe('a visitor sorting results on a phone', () => {
  it('sorts from above the results, without unfolding the filters, and the menu says the order chosen', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    const menu = page.getByRole('main').locator('details', { has: page.locator('summary', { hasText: 'Sort: Latest' }) });
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'Price low to high' }).click();
    await page.waitForURL(/\/search\?type=rent&sort=regularPrice&order=asc$/);
    const sorted = page.getByRole('main').locator('details');
    await expect.poll(() => sorted.locator('summary').textContent()).toBe('Sort: Price low to high');
    expect(await sorted.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await sorted.locator('a[aria-current="true"]').textContent()).toBe('Price low to high');
    expect(await page.getByRole('main').locator('a[href^="/listing/"]').count()).toBeGreaterThan(0);

    // Left open, it closes on Escape (the focus back on it) and on a tap outside.
    await sorted.locator('summary').click();
    await page.keyboard.press('Escape');
    expect(await sorted.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await sorted.locator('summary').evaluate((s) => s === document.activeElement)).toBe(true);
    await sorted.locator('summary').click();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await sorted.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
  });
});
