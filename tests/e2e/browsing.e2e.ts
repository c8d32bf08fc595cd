// Reading journeys on the demo data: an agent's page with its listings, a blog search
// by category and a post page.
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('browsing', () => {
  it('opens an agency from the directory and pages through its listings', async () => {
    const page = await browser.newPage();
    await page.goto('/agent');
    const first = page.getByRole('main').getByRole('link', { name: /Golden Land|Real Estate|Property|Homes|Agency/i }).first();
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await page.waitForURL(/\/agent\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { name: /^Listings of .+(?<! on the map)$/ });
    await heading.waitFor();
    expect(await heading.textContent()).toContain(name.split('\n')[0].slice(0, 10));
    const cards = page.getByRole('main').locator('a[href^="/listing/"]');
    const before = await cards.count();
    expect(before).toBeGreaterThan(0);
    // Every demo agency has 10 listings: 9 first, the tenth on Show More.
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await page.getByRole('link', { name: /Check on Map/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  });

  it('searches the blog by category and opens a post', async () => {
    const page = await browser.newPage();
    await page.goto('/blogs');
    await page.getByLabel('Category:').selectOption('Property News & Legal');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/category=Property\+News/);
    await page.getByRole('heading', { name: 'Posts Results:' }).waitFor();
    const post = page.getByRole('main').locator('a[href^="/post/"]').first();
    await post.click();
    await page.waitForURL(/\/post\//);
    await page.getByText(/\d+ min read/).first().waitFor();
    await page.getByRole('heading', { name: 'Recent Articles' }).waitFor();
    expect(await page.getByRole('link', { name: 'Property News & Legal' }).first().getAttribute('href')).toBe('/blogs?category=Property%20News%20%26%20Legal');
  });
});
