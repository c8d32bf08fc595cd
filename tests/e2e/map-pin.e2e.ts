// The two maps that maps.e2e.ts leaves out, in a real browser without tiles (no internet):
// the listing form's pin (township centre, keyboard, 'Use the township centre', a tap, and the
// place a created listing keeps) and the agent page's map of the agent's listings.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOWNSHIP_CENTRES, type LatLng } from '../../app/lib/map/township-centres';
import type { ListingView } from '../../app/lib/views/listing-view';
import type { AgentView } from '../../app/lib/views/agent-view';
import { signUp } from './support/accounts';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 60, g: 140, b: 90 } } }).png().toBuffer();
});

/** The zoom the form's map opens at (a street's zoom, 15, less one), where a tap is read. */
const FORM_MAP_ZOOM = 14;

/** Web Mercator, as Leaflet (and the tiles) draw the world: a place to pixels at a zoom, and back. */
function toPixels([lat, lng]: LatLng, zoom: number): [number, number] {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}
function toPlace([x, y]: [number, number], zoom: number): LatLng {
  const size = 256 * 2 ** zoom;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [lat, (x / size) * 360 - 180];
}

/** What the form's two hidden inputs hold (blank until the lister places the pin). */
async function pinInputs(page: Page) {
  const value = (name: string) => page.locator(`input[type=hidden][name=${name}]`).inputValue();
  return { latitude: await value('latitude'), longitude: await value('longitude') };
}
const asPlace = ({ latitude, longitude }: { latitude: string; longitude: string }): LatLng => [Number(latitude), Number(longitude)];

/** A screen pixel at that zoom is about 0.00009 degrees; Leaflet rounds the pin's point to one. */
const PIXEL = 0.00009;
const within = (pixels: number, a: number, b: number) => expect(Math.abs(a - b), `${a} is ${pixels} px from ${b}`).toBeLessThanOrEqual(pixels * PIXEL);

/** The point of the pin on the screen: the bottom centre of its 24 px icon (its anchor). */
async function pinPoint(page: Page): Promise<[number, number]> {
  const box = await page.getByRole('region', { name: 'Map: where the property is' }).locator('.map-pin').boundingBox();
  if (!box) throw new Error('the pin is not on the map');
  return [box.x + box.width / 2, box.y + box.height];
}

/** A new lister with the Free package, on the create form. */
async function listerOnCreateForm() {
  const page = await browser.newPage(PHONE);
  await signUp(page);
  const packages = (await (await page.request.get('/api/packages')).json()) as { _id: string; title: string }[];
  const free = packages.find((p) => p.title === 'Free');
  expect((await page.request.post('/api/packages/select', { data: { packageId: free?._id } })).ok()).toBe(true);
  await page.goto('/create-listing');
  await waitForHydration(page);
  return page;
}

describe("the listing form's pin", () => {
  it('follows the township, moves with the keyboard and a tap, goes back to the centre, and the created listing keeps it', { timeout: 120_000 }, async () => {
    const page = await listerOnCreateForm();
    const map = page.getByRole('region', { name: 'Map: where the property is' });
    await map.locator('.map-pin').waitFor();
    // A new listing: no place sent until the lister places the pin (the server then gives the
    // township's centre), and the form says where the pin waits.
    expect(await pinInputs(page)).toEqual({ latitude: '', longitude: '' });
    await page.getByText("Pin at the township's centre").waitFor();

    // The pin follows the township chosen: Bahan, then Kamayut.
    await page.getByLabel('Township').selectOption('bahan');
    await page.getByLabel('Township').selectOption('kamayut');
    expect(await pinInputs(page)).toEqual({ latitude: '', longitude: '' });

    // By keyboard: Tab from the field before reaches the map itself, and the arrows move the pin
    // from where it waited, Kamayut's centre: one step right keeps its latitude, one step left
    // brings it back.
    await page.getByLabel('Property type').focus();
    await page.keyboard.press('Tab');
    expect(await map.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pinInputs(page)).not.toEqual({ latitude: '', longitude: '' });
    const [kamayutLat, kamayutLng] = TOWNSHIP_CENTRES.kamayut;
    const right = asPlace(await pinInputs(page));
    within(1, right[0], kamayutLat);
    expect(right[1]).toBeGreaterThan(kamayutLng + 5 * PIXEL);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => asPlace(await pinInputs(page))[1]).toBeLessThan(right[1]);
    const back = asPlace(await pinInputs(page));
    within(1, back[0], kamayutLat);
    within(1, back[1], kamayutLng);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => asPlace(await pinInputs(page))[0]).toBeGreaterThan(kamayutLat + 5 * PIXEL);
    await page.getByText(/^Pin at \d+\.\d{5}, \d+\.\d{5}$/).waitFor();

    // Placed, the pin stays when the township changes; 'Use the township centre' puts it there.
    const placed = await pinInputs(page);
    await page.getByLabel('Township').selectOption('bahan');
    expect(await pinInputs(page)).toEqual(placed);
    await page.getByRole('button', { name: 'Use the township centre' }).click();
    await expect.poll(() => pinInputs(page)).toEqual({ latitude: String(TOWNSHIP_CENTRES.bahan[0]), longitude: String(TOWNSHIP_CENTRES.bahan[1]) });

    // A tap on the map puts the pin there: the inputs hold the place under the tap.
    await map.scrollIntoViewIfNeeded();
    // The map recentres on the pin (a short pan): measure once the pin has stopped moving.
    let from = await pinPoint(page);
    await expect
      .poll(async () => {
        const now = await pinPoint(page);
        const still = now[0] === from[0] && now[1] === from[1];
        from = now;
        return still;
      })
      .toBe(true);
    const [dx, dy] = [70, 40];
    await page.mouse.click(from[0] + dx, from[1] + dy);
    const [x, y] = toPixels(TOWNSHIP_CENTRES.bahan, FORM_MAP_ZOOM);
    const tapped = toPlace([x + dx, y + dy], FORM_MAP_ZOOM);
    await expect.poll(async () => (await pinInputs(page)).latitude).not.toBe(String(TOWNSHIP_CENTRES.bahan[0]));
    const atTap = asPlace(await pinInputs(page));
    within(2, atTap[0], tapped[0]);
    within(2, atTap[1], tapped[1]);
    const [pinX, pinY] = await pinPoint(page);
    expect(Math.abs(pinX - (from[0] + dx))).toBeLessThan(2);
    expect(Math.abs(pinY - (from[1] + dy))).toBeLessThan(2);

    // The rest of the form, then Create Listing: the listing keeps the pin the inputs held.
    const sent = await pinInputs(page);
    await page.getByLabel('Title').fill('Garden flat in Bahan with its pin placed');
    await page.getByRole('textbox', { name: 'Description' }).fill('A ground floor flat with a small garden, near Kandawgyi Lake.');
    await page.getByLabel('Address').fill('No. 21, Golden Valley Road');
    await page.getByLabel('Property type').selectOption('apartment');
    await page.getByRole('group', { name: 'Listed by' }).getByText('Owner').click();
    await page.getByLabel('Living area (sq ft)').fill('950');
    await page.getByLabel('Bedrooms').fill('2');
    await page.getByLabel('Bathrooms').fill('1');
    await page.getByLabel('Price (per month)').fill('700');
    await page.getByLabel('Phone').fill('09 450 222 333');
    await page.getByLabel('Images').setInputFiles({ name: 'flat.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await pinInputs(page)).toEqual(sent);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    const listing = (await (await page.request.get(`/api/listing/get/${id}`)).json()) as ListingView;
    expect([listing.latitude, listing.longitude]).toEqual(asPlace(sent));
  });
});

describe("the agent page's map", () => {
  it("shows no map until the tap, then a marker for each of the agent's listings", async () => {
    const agents = (await (await fetch(`${browser.baseURL()}/api/user/getagents?limit=20`)).json()) as AgentView[];
    const agent = agents.find((a) => a.listingCount > 1);
    if (!agent) throw new Error('the demo data has no agent with listings');
    type Answer = { results: { result: ListingView[]; pageCount: number }; totalListings: number };
    const listingsPage = async (n: number) => (await (await fetch(`${browser.baseURL()}/api/listing/get?type=all&limit=50&page=${n}&userId=${agent._id}`)).json()) as Answer;
    const first = await listingsPage(1);
    const { totalListings } = first;
    expect(totalListings).toBe(agent.listingCount);
    // Every page of them (50 at most a page), so that each marker's title can be looked up.
    const rest = await Promise.all(Array.from({ length: first.results.pageCount - 1 }, (_, i) => listingsPage(i + 2)));
    const names = [first, ...rest].flatMap((answer) => answer.results.result.map((l) => l.name));
    expect(names).toHaveLength(totalListings);

    const page = await browser.newPage(PHONE);
    await page.goto(`/agent/${agent._id}`);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: `Listings of ${agent.name} on the map` });
    const map = section.getByRole('region', { name: `Map of the listings of ${agent.name}` });
    // Before the tap: no map (Leaflet not even drawn) and no marker.
    expect(await map.evaluate((element) => element.classList.contains('leaflet-container'))).toBe(false);
    expect(await section.locator('.leaflet-marker-icon').count()).toBe(0);

    await section.getByRole('button', { name: 'Show on map' }).click();
    // Every listing of the agent: single markers named by their listing, clusters counting theirs.
    await expect
      .poll(async () => {
        const single = await map.locator('.map-price-marker').count();
        const clustered = await map.locator('.marker-cluster').allTextContents();
        return single + clustered.reduce((sum, n) => sum + Number(n), 0);
      })
      .toBe(totalListings);
    expect(await section.getByRole('button', { name: 'Show on map' }).count()).toBe(0);
    const titles = await map.locator('.map-price-marker').evaluateAll((els) => els.map((el) => el.getAttribute('title')));
    for (const title of titles) expect(names).toContain(title);
  });
});
