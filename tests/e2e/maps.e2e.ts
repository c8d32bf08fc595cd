// Issue 17's maps in a real browser, on the demo data, without tiles (no internet): the markers,
// the area in the URL and the listing page's pin.
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

describe('maps', () => {
  it("searches the map's area: 'Search this area' puts it in the URL, and the list and markers keep only what is inside", async () => {
    const page = await browser.newPage();
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    // Zoom in twice with the keyboard (Leaflet's own keys), as a reader would.
    await map.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.getByRole('button', { name: 'Search this area' }).click();
    await page.waitForURL(/bounds=/);
    const [south, west, north, east] = new URL(page.url()).searchParams.get('bounds')!.split(',').map(Number);
    const all = (await (await page.request.get('/map-points?type=rent')).json()).points as { _id: string; name: string; latitude: number; longitude: number }[];
    const inside = all.filter((p) => p.latitude >= south! && p.latitude <= north! && p.longitude >= west! && p.longitude <= east!);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(all.length);
    // The markers: single ones named by their listing, clusters counting theirs.
    await expect
      .poll(async () => {
        const titles = await map.locator('.map-price-marker').evaluateAll((els) => els.map((el) => el.getAttribute('title')));
        const clustered = await map.locator('.marker-cluster').allTextContents();
        return titles.length + clustered.reduce((sum, n) => sum + Number(n), 0);
      })
      .toBe(inside.length);
    const titles = await map.locator('.map-price-marker').evaluateAll((els) => els.map((el) => el.getAttribute('title')));
    for (const title of titles) expect(inside.map((p) => p.name)).toContain(title);
    // The list: only listings inside.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const hrefs = await page.getByRole('region', { name: 'Listing results' }).locator('a[href^="/listing/"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of new Set(hrefs)) expect(inside.map((p) => `/listing/${p._id}`)).toContain(href);
  });

  it("shows the listing's pin on its page on a tap", async () => {
    const page = await browser.newPage();
    await page.goto('/search?type=rent');
    const href = await page.getByRole('main').locator('a[href^="/listing/"]').first().getAttribute('href');
    await page.goto(href!);
    await waitForHydration(page);
    const map = page.getByRole('region', { name: 'Map of where the property is' });
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(0);
    await map.getByRole('button', { name: 'Show on map' }).click();
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await expect.poll(() => map.locator('.map-pin').getAttribute('title')).toBe(title);
  });
});
