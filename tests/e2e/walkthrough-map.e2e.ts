// A phone walk-through of the /search map in Burmese (390 x 844), on the demo data
// without tiles (no internet): price pills drawn one over another ('$400 / တစ်လ' under
// '26 ကျပ်သိန်း') and cut at the map's edges, a tapped pill's popup sliding under the zoom
// buttons (or under the sticky header when the page had scrolled), and zoom buttons titled
// 'Zoom in' and 'Zoom out' on a Burmese page.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { my } from '../../app/lib/i18n/my';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far two boxes overlap, along the axis where they overlap least (0 when apart). */
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x), Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)));
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;
/** What 'a little' is: a pill's white border. */
const LITTLE = 2;

/** The rent search's map on a phone, in Burmese, once its markers are drawn. */
async function burmeseMap(): Promise<{ page: Page; map: Locator }> {
  const page = await browser.newPage(PHONE);
  await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
  await page.goto('/search?type=rent');
  await waitForHydration(page);
  await page.getByRole('button', { name: my.Map, exact: true }).click();
  const map = page.getByRole('region', { name: my['Map of the results'] });
  await expect.poll(() => map.locator('.map-price-marker').count()).toBeGreaterThan(0);
  await map.scrollIntoViewIfNeeded();
  return { page, map };
}

/** Waits until the element stops moving (a pan or a cluster's glide), and returns its box. */
async function settledBox(locator: Locator): Promise<Box> {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const box = await locator.boundingBox();
    const now = JSON.stringify(box);
    if (box && now === last) return box;
    last = now;
    await locator.page().waitForTimeout(120);
  }
  throw new Error('the element kept moving');
}

/** The price pills on the map (a listing squeezed to a dot hides its price: not a pill), and the clusters' circles. */
async function pillsAndClusters(map: Locator) {
  await settledBox(map.locator('.leaflet-marker-icon').first());
  return map.evaluate((element) => {
    const box = (el: Element) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    };
    const labels = [...element.querySelectorAll('.map-price-marker > *')];
    return {
      pills: labels.filter((el) => getComputedStyle(el).fontSize !== '0px').map((el) => ({ text: el.textContent, ...box(el) })),
      markers: labels.length,
      clusters: [...element.querySelectorAll('.marker-cluster')].map((el) => ({ count: Number(el.textContent), ...box(el) })),
    };
  });
}

async function expectNoPillOverAnother(map: Locator) {
  const { pills, clusters } = await pillsAndClusters(map);
  expect(pills.length).toBeGreaterThan(1);
  for (const [i, a] of pills.entries()) {
    for (const b of pills.slice(i + 1)) expect(overlap(a, b), `'${a.text}' over '${b.text}'`).toBeLessThanOrEqual(LITTLE);
    for (const c of clusters) expect(overlap(a, c), `'${a.text}' over a cluster of ${c.count}`).toBeLessThanOrEqual(LITTLE);
  }
}

/**
 * Pans the map with its arrow keys (80 px a press) until the listing's marker stands within 40 px
 * of `to` (relative to the map's top left), and returns the marker.
 */
async function panMarkerTo(page: Page, map: Locator, title: string, to: { x: number; y: number }) {
  const marker = map.locator(`.map-price-marker[title="${title.replace(/"/g, '\\"')}"] > *`);
  const frame = (await map.boundingBox())!;
  await map.focus();
  for (let press = 0; press < 20; press++) {
    const box = await settledBox(marker);
    // The marker's point: the bottom middle of its pill.
    const dx = box.x + box.width / 2 - frame.x - to.x;
    const dy = box.y + box.height - frame.y - to.y;
    if (Math.abs(dx) <= 40 && Math.abs(dy) <= 40) return marker;
    // An arrow moves the view, the markers the other way.
    await page.keyboard.press(Math.abs(dx) > 40 ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`could not bring ${title} to ${to.x},${to.y}`);
}

/** A listing shown alone as a pill, nearest the map's top left: the one whose popup has the least room. */
async function topLeftPill(map: Locator): Promise<string> {
  const titles = await map.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    return [...element.querySelectorAll('.map-price-marker')]
      .filter((el) => getComputedStyle(el.firstElementChild!).fontSize !== '0px')
      .map((el) => ({ title: el.getAttribute('title')!, box: el.firstElementChild!.getBoundingClientRect() }))
      .sort((a, b) => a.box.x - frame.x + (a.box.y - frame.y) - (b.box.x - frame.x + (b.box.y - frame.y)))
      .map((p) => p.title);
  });
  expect(titles.length).toBeGreaterThan(0);
  return titles[0]!;
}

describe('the search map on a phone, in Burmese', () => {
  it('draws the price pills side by side inside the map, and every listing stays on it as a pill, a dot or in a cluster', async () => {
    const { page, map } = await burmeseMap();
    const frame = await settledBox(map);
    const { pills, markers, clusters } = await pillsAndClusters(map);
    for (const pill of pills) expect(inside(pill, frame), `'${pill.text}' cut at the map's edge`).toBe(true);
    for (const cluster of clusters) expect(inside(cluster, frame), `a cluster of ${cluster.count} cut at the map's edge`).toBe(true);
    // The pill says the price; '/ month' (the popup says it) made every pill too wide for a phone.
    for (const pill of pills) expect(pill.text).not.toContain(my['/ month']);
    await expectNoPillOverAnother(map);
    const points = ((await (await page.request.get('/map-points?type=rent')).json()) as { points: unknown[] }).points;
    expect(markers + clusters.reduce((sum, c) => sum + c.count, 0)).toBe(points.length);

    // A zoom in splits clusters into more pills: still none over another.
    await map.focus();
    await page.keyboard.press('+');
    await page.waitForTimeout(500); // Leaflet's and the clusters' zoom animations
    await expectNoPillOverAnother(map);
  });

  it("opens a tapped pill's popup clear of the zoom buttons and the 'Search this area' button, above the pill", async () => {
    const { page, map } = await burmeseMap();
    const title = await topLeftPill(map);
    // Near the top left corner: a popup opened there had to move, and slid under the zoom buttons.
    const pill = await panMarkerTo(page, map, title, { x: 70, y: 110 });
    const pillBox = await settledBox(pill);
    await pill.click();
    const popup = map.locator('.leaflet-popup');
    await expect.poll(() => popup.count()).toBe(1);
    const popupBox = await settledBox(popup);
    const zoom = (await map.locator('.leaflet-control-zoom').boundingBox())!;
    expect(overlap(popupBox, zoom), 'the popup under the zoom buttons').toBe(0);
    const searchHere = page.getByRole('button', { name: my['Search this area'] });
    // Shown only once the map has moved; not shown, it covers nothing.
    const searchHereBox = (await searchHere.isVisible()) ? await searchHere.boundingBox() : null;
    expect(searchHereBox ? overlap(popupBox, searchHereBox) : 0, "the popup under 'Search this area'").toBe(0);
    expect(inside(popupBox, (await map.boundingBox())!)).toBe(true);
    // Its title reads from its first letter: nothing drawn over the popup's top left.
    const titleBox = (await popup.locator('strong').boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.leaflet-popup') !== null, [titleBox.x + 2, titleBox.y + titleBox.height / 2])).toBe(true);
    // Its close button is a thumb's size (Leaflet's own is 24 px), clear of the title.
    const close = (await popup.locator('.leaflet-popup-close-button').boundingBox())!;
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
    expect(overlap(close, titleBox), 'the close button over the title').toBe(0);
    // The popup points at the pill it was opened from, not over it.
    const pillNow = await settledBox(pill);
    expect(overlap(popupBox, pillNow)).toBe(0);
    expect(pillNow.y - pillBox.y).toBeGreaterThanOrEqual(0); // the map moved down to make room, if at all
    await expect.poll(() => popup.locator('strong').textContent()).toBe(title);
  });

  it("opens the popup below the sticky header when the page has scrolled the map's top under it", async () => {
    const { page, map } = await burmeseMap();
    const title = await topLeftPill(map);
    const pill = await panMarkerTo(page, map, title, { x: 180, y: 230 });
    // The page scrolled until the header covers the map's top 150 px, zoom buttons and all.
    const headerBottom = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
    await page.evaluate((by) => window.scrollBy(0, by), (await map.boundingBox())!.y - (headerBottom - 150));
    expect(Math.round((await map.boundingBox())!.y)).toBe(Math.round(headerBottom - 150));
    await pill.click();
    const popup = map.locator('.leaflet-popup');
    await expect.poll(() => popup.count()).toBe(1);
    const popupBox = await settledBox(popup);
    expect(popupBox.y, 'the popup under the header').toBeGreaterThanOrEqual(headerBottom);
    await expect.poll(() => popup.locator('strong').textContent()).toBe(title);
  });

  it("titles Leaflet's zoom buttons, the popup's close button and Leaflet's credit in Burmese", async () => {
    const { map } = await burmeseMap();
    await expect.poll(() => map.getByRole('button', { name: my['Zoom in'], exact: true }).getAttribute('title')).toBe(my['Zoom in']);
    expect(await map.getByRole('button', { name: my['Zoom out'], exact: true }).getAttribute('title')).toBe(my['Zoom out']);
    expect(await map.locator('a[href="https://leafletjs.com"]').getAttribute('title')).toBe(my['A JavaScript library for interactive maps']);
    await map.locator('.map-price-marker > *').first().click();
    await expect.poll(() => map.getByRole('button', { name: my.Close, exact: true }).count()).toBe(1);
    // No English left in the controls' names and titles.
    const names = await map.evaluate((element) =>
      [...element.querySelectorAll('.leaflet-control [title], .leaflet-control [aria-label], .leaflet-popup [aria-label]')].flatMap((el) => [el.getAttribute('title'), el.getAttribute('aria-label')]).filter(Boolean),
    );
    expect(names.length).toBeGreaterThan(2);
    for (const name of names) expect(name).not.toMatch(/Zoom|Close|library/);
  });

  it("titles the listing page's map controls in Burmese too", async () => {
    const page = await browser.newPage(PHONE);
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    const html = await (await fetch(`${browser.baseURL()}/search?type=rent`)).text();
    await page.goto(html.match(/href="(\/listing\/[^"]+)"/)![1]);
    await waitForHydration(page);
    const map = page.locator('section[aria-labelledby="place-heading"] [role="region"]');
    await map.getByRole('button').click();
    await expect.poll(() => map.getByRole('button', { name: my['Zoom in'], exact: true }).getAttribute('title')).toBe(my['Zoom in']);
    expect(await map.getByRole('button', { name: my['Zoom out'], exact: true }).getAttribute('title')).toBe(my['Zoom out']);
  });
});
