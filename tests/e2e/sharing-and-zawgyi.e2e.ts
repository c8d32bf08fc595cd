// In a real browser: what a chat app (Facebook, Viber, Telegram) reads when a listing or
// a post is shared, and a search typed on a Zawgyi phone finding the Unicode listings.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

const meta = (page: Page, attribute: 'property' | 'name', key: string) => page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content');

describe('a shared link', () => {
  it('previews a listing with its photo, price and township, at its canonical address', async () => {
    const page = await browser.newPage();
    await page.goto('/search?type=rent&township=bahan');
    const link = page.getByRole('region', { name: 'Listing results' }).locator('a[href^="/listing/"]').first();
    const href = (await link.getAttribute('href'))!;
    await page.goto(href);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    expect(await meta(page, 'property', 'og:title')).toBe(title);
    expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    // The preview's text leads with the price a month and the township, as the page shows them.
    const description = (await meta(page, 'property', 'og:description'))!;
    expect(description).toMatch(/^(\$[\d,]+|[\d.,]+ lakh MMK|[\d,]+ MMK) \/ month · Bahan · /);
    // Absolute addresses a crawler can fetch without the page: the canonical URL and the photo.
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${browser.baseURL()}${href}`);
    expect(await meta(page, 'property', 'og:url')).toBe(canonical);
    const image = (await meta(page, 'property', 'og:image'))!;
    expect(image).toMatch(/^http:\/\/[^/]+\/media\/.+\.webp$/);
    const photo = await page.request.get(image);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/webp');
  });

  it('previews a blog post with its cover', async () => {
    const page = await browser.newPage();
    await page.goto('/blogs');
    const href = (await page.getByRole('main').locator('a[href^="/post/"]').first().getAttribute('href'))!;
    await page.goto(href);
    expect(await meta(page, 'property', 'og:type')).toBe('article');
    expect(await meta(page, 'property', 'og:title')).toBe((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
    const cover = (await meta(page, 'property', 'og:image'))!;
    expect((await page.request.get(cover)).status()).toBe(200);
  });
});

describe('a search typed in Zawgyi', () => {
  it('finds the same Unicode listings as the same words typed in Unicode', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    const searchFor = async (term: string) => {
      await page.goto('/full-search');
      await waitForHydration(page);
      await page.getByRole('searchbox').fill(term);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: /results? for "/ }).waitFor();
      return page.getByRole('main').locator('a[href^="/listing/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    };
    // 'Bahan condo' as a Zawgyi keyboard types it: other code points, the same look.
    const zawgyi = 'ဗဟန္း ကြန္ဒို';
    const unicode = 'ဗဟန်း ကွန်ဒို';
    expect(zawgyi).not.toBe(unicode);
    const found = await searchFor(unicode);
    expect(found.length).toBeGreaterThan(0);
    expect(await searchFor(zawgyi)).toEqual(found);
  });
});
