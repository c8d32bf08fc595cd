// The maps in a real browser, on the demo data, without tiles (no internet): the markers,
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

  it('draws the map in the dark theme: clusters in the brand colour, popups and zoom buttons on the page\'s surface', async () => {
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: browser.baseURL() }]);
    await page.goto('/search?type=rent');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      // The theme's colours as the browser computes them, through a probe element.
      const computed = (value: string) => {
        const probe = document.createElement('i');
        probe.style.color = value;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      };
      const zoomIn = document.querySelector('.leaflet-control-zoom-in')!;
      return {
        surface: computed(style.getPropertyValue('--surface')),
        fg: computed(style.getPropertyValue('--fg')),
        brand: computed(style.getPropertyValue('--brand')),
        zoomBackground: getComputedStyle(zoomIn).backgroundColor,
        zoomText: getComputedStyle(zoomIn).color,
      };
    });
    expect(colours.zoomBackground).toBe(colours.surface);
    expect(colours.zoomText).toBe(colours.fg);
    // Zoomed out over all of Yangon, some markers are clusters.
    const cluster = map.locator('.marker-cluster div').first();
    await expect.poll(() => cluster.count()).toBeGreaterThan(0);
    expect(await cluster.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(colours.brand);
    // A marker's popup on the surface colour (zoomed in until a listing stands alone).
    const single = map.locator('.map-price-marker');
    await map.focus();
    for (let zoom = 0; zoom < 6 && (await single.count()) === 0; zoom++) {
      await page.keyboard.press('+');
      await page.waitForTimeout(400); // Leaflet's zoom animation
    }
    await single.first().click();
    const popup = map.locator('.leaflet-popup-content-wrapper');
    await expect.poll(() => popup.count()).toBe(1);
    expect(await popup.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(colours.surface);
  });
});
