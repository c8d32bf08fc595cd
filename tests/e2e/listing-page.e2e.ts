// A walk-through of the listing page, in a real browser: the full-screen photo viewer, the
// title, price and key facts in a laptop's first screen, the view count the page asks for once
// it has hydrated, and the lister's own listing showing Edit and its state instead of forms to
// themselves.
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../app/db/demo/factories.server';
import type { ListingView } from '../../app/lib/views/listing-view';
import { CLIENT_STATE_KEY } from '../../app/lib/client-state';
import { effectivePrice, formatPrice } from '../../app/lib/format-price';
import { formatNumber } from '../../app/lib/format-number';
import { signIn, signUp } from './support/accounts';
import { axeCheck, report } from './support/axe';
import { DESKTOP, nextFrames, PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();
const LAPTOP = { width: 1366, height: 768 };

async function listingsOf(query: string): Promise<ListingView[]> {
  const answer = await fetch(`${browser.baseURL()}/api/listing/get?${query}`);
  const body = (await answer.json()) as { results: { result: ListingView[] } };
  return body.results.result;
}

/** A listing with at least three photos, so that there is somewhere to swipe to and back. */
let listing: ListingView;
beforeAll(async () => {
  const found = (await listingsOf('type=all&limit=50')).find((l) => l.imageUrls.length >= 3);
  if (!found) throw new Error('the demo data has no listing with three photos');
  listing = found;
});

/** Touch input as a phone's screen sends it (Chromium's input pipeline: touch and pointer events). */
async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][], timestamp?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })), timestamp });
  return {
    async tap([x, y]: [number, number]) {
      await send('touchStart', [[x, y]]);
      await send('touchEnd', []);
    },
    /**
     * Two taps 150 ms apart by the screen's clock, which stamps the events, however long the page
     * takes to handle the first (E2E_CPU_THROTTLE).
     */
    async doubleTap([x, y]: [number, number]) {
      const now = Date.now() / 1000;
      await send('touchStart', [[x, y]], now);
      await send('touchEnd', [], now + 0.05);
      await send('touchStart', [[x, y]], now + 0.15);
      await send('touchEnd', [], now + 0.2);
    },
    /** Fingers from `from` to `to` (one or two of them), in ten steps. */
    async drag(from: [number, number][], to: [number, number][]) {
      await send('touchStart', from);
      for (let step = 1; step <= 10; step++) {
        await send('touchMove', from.map(([x, y], i) => [x + ((to[i][0] - x) * step) / 10, y + ((to[i][1] - y) * step) / 10]));
      }
      await send('touchEnd', []);
    },
  };
}

async function centreOf(page: Page, selector: string): Promise<[number, number]> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The photo's drawn width (transforms included) over its stage's: above 1 when zoomed in. */
const zoomOf = (page: Page) =>
  page.locator('dialog img').evaluate((img) => img.getBoundingClientRect().width / img.parentElement!.getBoundingClientRect().width);

/**
 * How many of the scripts the page has loaded hold the viewer's code (known by its dialog's
 * name), whatever the bundler named or grouped them into.
 */
const viewerScripts = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const texts = await Promise.all(scripts.map((e) => fetch(e.name).then((r) => r.text())));
    return texts.filter((text) => text.includes('Photos: {title}')).length;
  });
const fetched = (page: Page, url: string) =>
  page.evaluate((path) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path), url);

describe('the listing page', () => {
  it('opens a photo full screen: swipe, pinch and double-tap zoom, a count, the keyboard; Escape and Back close it', { timeout: 180_000 }, async () => {
    const total = listing.imageUrls.length;
    const path = `/listing/${listing._id}`;

    // Without scripts the photo is a link to its full-size file.
    const plain = await browser.newPage(PHONE, { javaScriptEnabled: false });
    await plain.goto(path);
    expect(await plain.getByRole('link', { name: `Open photo 1 of ${total} full screen` }).getAttribute('href')).toBe(listing.imageUrls[0]);

    const page = await browser.newPage(PHONE);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    // The viewer is not part of the page's first JavaScript: it comes with the first tap.
    expect(await viewerScripts(page)).toBe(0);

    const touch = await touchscreen(page);
    await touch.tap(await centreOf(page, `a[href="${listing.imageUrls[0]}"]`));
    const viewer = page.getByRole('dialog', { name: `Photos: ${listing.name}` });
    await viewer.waitFor();
    expect(await viewerScripts(page)).toBe(1);
    await viewer.getByText(`1 / ${total}`, { exact: true }).waitFor();
    expect(await viewer.getByRole('img').count()).toBe(1);

    // Swipe left: the next photo; swipe right: back.
    const [cx, cy] = await centreOf(page, 'dialog img');
    await touch.drag([[cx + 120, cy]], [[cx - 120, cy]]);
    await viewer.getByText(`2 / ${total}`, { exact: true }).waitFor();
    await touch.drag([[cx - 120, cy]], [[cx + 120, cy]]);
    await viewer.getByText(`1 / ${total}`, { exact: true }).waitFor();

    // Pinch out: zoomed in; a double tap zooms out, another zooms in again.
    expect(await zoomOf(page)).toBeCloseTo(1);
    await touch.drag(
      [[cx - 40, cy], [cx + 40, cy]],
      [[cx - 140, cy], [cx + 140, cy]],
    );
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(2);
    await touch.doubleTap([cx, cy]);
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1);
    await touch.doubleTap([cx, cy]);
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(2);
    // Zoomed in, one finger pans the photo instead of changing it.
    await touch.drag([[cx + 60, cy]], [[cx - 60, cy]]);
    expect(await viewer.getByText(`1 / ${total}`, { exact: true }).isVisible()).toBe(true);

    expect(report(await axeCheck(page, 'photo viewer open'))).toEqual([]);

    // The keyboard: arrows change photo; focus stays in the dialog; Escape closes it and gives
    // focus back to the photo, which now shows the last one viewed.
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(`2 / ${total}`, { exact: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText(`${total} / ${total}`, { exact: true }).waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => (document.activeElement?.closest('dialog') ? 'dialog' : document.activeElement?.tagName));
      expect(['dialog', 'BODY']).toContain(focus);
    }
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    const photoLink = page.getByRole('link', { name: `Open photo ${total} of ${total} full screen` });
    await expect.poll(() => photoLink.evaluate((link) => link === document.activeElement)).toBe(true);

    // Back closes it too, and stays on the listing, without fetching the page's data again.
    await photoLink.press('Enter');
    await viewer.getByText(`${total} / ${total}`, { exact: true }).waitFor();
    await page.goBack();
    await viewer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('heading', { level: 1, name: listing.name }).isVisible()).toBe(true);
    // Forward opens it again on the same photo.
    await page.goForward();
    await viewer.getByText(`${total} / ${total}`, { exact: true }).waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(dataRequests).toEqual([]);
  });

  it('fetches a photo\'s large file only when the viewer shows it (desktop, keyboard)', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`/listing/${listing._id}`);
    await waitForHydration(page);
    const second = listing.imageUrls[1];
    // Its focus ring is drawn inside the photo: the frame's rounded clip cut away one outside it.
    const photoLink = page.getByRole('link', { name: /^Open photo 1 of/ });
    await photoLink.focus();
    const ring = await photoLink.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, offset: parseFloat(getComputedStyle(el).outlineOffset), width: parseFloat(getComputedStyle(el).outlineWidth) }));
    expect(ring.style).toBe('solid');
    expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
    await photoLink.press('Enter');
    const viewer = page.getByRole('dialog', { name: `Photos: ${listing.name}` });
    await viewer.waitFor();
    expect(await fetched(page, second)).toBe(false);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement, url) => img.complete && new URL(img.currentSrc).pathname === url, second))
      .toBe(true);
    expect(await fetched(page, listing.imageUrls[2])).toBe(false);
  });

  it('shows the title, price and key facts in the first screen of a 1366 x 768 laptop, and the photo, title and price at the top of a phone', async () => {
    // The longest title of the demo listings: the hardest case to fit.
    const all = await listingsOf('type=all&limit=50');
    const longest = all.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    for (const [viewport, facts] of [
      [LAPTOP, true],
      [PHONE, false],
    ] as const) {
      const page = await browser.newPage(viewport);
      await page.goto(`/listing/${longest._id}`);
      await waitForHydration(page);
      const price = formatPrice(effectivePrice(longest), longest.currency);
      const main = page.getByRole('main');
      const shown = [
        main.getByRole('heading', { level: 1, name: longest.name }),
        main.getByText(price, { exact: true }).first(),
        ...(facts ? [main.getByRole('list', { name: 'Key facts' }), main.getByText(longest.address).first()] : []),
        ...(viewport === PHONE ? [main.getByRole('link', { name: /^Open photo 1 of/ })] : []),
      ];
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const element of shown) {
        const box = await element.boundingBox();
        expect(box, `${await element.textContent()} at ${viewport.width} px`).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, `${(await element.textContent())?.slice(0, 40)} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.height);
      }
    }
  });

  it('shows the view count the counter answers once the page has hydrated, in the place kept for it; no number before, nor when the count fails', async () => {
    const path = `/listing/${listing._id}`;
    // Each page from an address of its own: one address counts once a day, however many browsers.
    const run = Math.floor(Math.random() * 0xffff).toString(16);
    let pages = 0;
    const address = () => `2001:db8:e2e:52:${run}::${(++pages).toString(16)}`;
    const counted = async () => ((await (await fetch(`${browser.baseURL()}/api/listing/getpageviews/${listing._id}`)).json()) as { count: number }).count;
    const viewsOf = (page: Page) => page.getByRole('main').locator('dd[aria-live="polite"]');
    const COUNTER = '**/api/listing/pageviews/**';
    // As a phone's browser: the counter leaves headless Chromium, a robot by its User-Agent, uncounted.
    const headers = { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' };
    const before = await counted();

    // Without scripts nothing is counted, and the page says no number.
    const plain = await browser.newPage(PHONE, { javaScriptEnabled: false, clientAddress: address(), headers });
    await plain.goto(path);
    expect(await viewsOf(plain).innerText()).not.toMatch(/\d/);
    expect(await counted()).toBe(before);

    // The counter's answer held back: the page has hydrated and shows no number yet.
    const page = await browser.newPage(PHONE, { clientAddress: address(), headers });
    const held: Route[] = [];
    await page.route(COUNTER, (route) => void held.push(route));
    await page.goto(path);
    await waitForHydration(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const views = viewsOf(page);
    expect(await views.innerText()).not.toMatch(/\d/);
    const updated = page.getByRole('main').getByText('Updated:', { exact: true });
    const [placeBefore, updatedBefore] = [await views.boundingBox(), await updated.boundingBox()];
    for (const route of held) await route.continue();
    const n = before + 1;
    await expect.poll(() => views.innerText()).toBe(n === 1 ? '1 view' : `${formatNumber(n)} views`);
    expect(await counted()).toBe(n);
    // The count took the place kept for it: nothing beside it moved.
    expect(await views.boundingBox()).toEqual(placeBefore);
    expect(await updated.boundingBox()).toEqual(updatedBefore);

    // The counter out of reach: the place stays, with no number in it.
    const offline = await browser.newPage(PHONE, { clientAddress: address(), headers });
    const failed = offline.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname.startsWith('/api/listing/pageviews/'));
    await offline.route(COUNTER, (route) => route.abort('internetdisconnected'));
    await offline.goto(path);
    await waitForHydration(offline);
    await failed;
    await nextFrames(offline);
    expect(await viewsOf(offline).innerText()).not.toMatch(/\d/);
    expect(await viewsOf(offline).locator('[data-views-placeholder]').isVisible()).toBe(true);
  });

  it('lets each column of a wide screen flow on its own: the details follow the photos, the contact form the lister, and the reviews keep to the main column', async () => {
    // Burmese makes the summary beside the photos taller still: the case that left the widest hole.
    for (const lang of ['en', 'my'] as const) {
      const page = await browser.newPage(LAPTOP);
      await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      await page.goto(`/listing/${listing._id}`);
      const main = page.getByRole('main');
      const box = async (locator: ReturnType<typeof main.locator>) => (await locator.boundingBox())!;
      const photos = await box(main.locator('section[aria-roledescription]'));
      const share = await box(main.locator('[role="group"]:has(a[href*="facebook"])'));
      const features = await box(main.locator('section[aria-labelledby="features-heading"]'));
      const listedBy = await box(main.locator('section[aria-labelledby="listed-by-heading"]'));
      const contact = await box(main.locator('section[aria-labelledby="contact-heading"]'));
      const reviews = await box(main.locator('section[aria-labelledby="reviews-heading"]'));
      // The columns' gap is 24 px (gap-6); a row as tall as the summary left 220 px and more.
      expect(share.y - (photos.y + photos.height), `${lang}: from the photos to the share buttons`).toBeLessThanOrEqual(32);
      expect(contact.y - (listedBy.y + listedBy.height), `${lang}: from the lister to the contact form`).toBeLessThanOrEqual(32);
      expect(reviews.x + reviews.width, `${lang}: the reviews' right edge`).toBeLessThanOrEqual(features.x + features.width + 1);
      expect(contact.x, `${lang}: the contact form beside the details`).toBeGreaterThan(features.x + features.width);
    }
  });

  it("leaves the reviews and the similar listings of a phone's page undrawn until scrolled near, then draws them", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`/listing/${listing._id}`);
    await waitForHydration(page);
    // checkVisibility's contentVisibilityAuto: false inside a part the browser skips (app.css, render-when-near).
    const drawn = (selector: string) => page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn('h1')).toBe(true);
    const below = ['#reviews-heading', '#similar-heading'];
    for (const selector of below) expect(await drawn(selector), selector).toBe(false);
    for (const selector of below) {
      await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect.poll(() => drawn(selector), { message: selector }).toBe(true);
    }
  });

  // Two accounts, four pages and an accessibility check: more than the suite's minute on a loaded machine.
  it("shows the lister Edit and their listing's state instead of the contact and review forms; others get the forms", { timeout: 180_000 }, async () => {
    // A demo agency (README: demo accounts) with a package and listings.
    const owner = await browser.newPage(PHONE);
    await signIn(owner, { email: 'agent1@demo.yangonhomes.local', password: DEMO_PASSWORD });
    const ownerId = await owner.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').currentUser?._id as string, CLIENT_STATE_KEY);
    const [own] = await listingsOf(`userId=${ownerId}&limit=1`);
    const path = `/listing/${own._id}`;

    await owner.goto(path);
    await waitForHydration(owner);
    const panel = owner.getByRole('region', { name: 'Your listing' });
    const edit = panel.getByRole('link', { name: 'Edit listing' });
    expect(await edit.getAttribute('href')).toBe(`/update-listing/${own._id}`);
    expect(await panel.getByText(own.propertyStatus, { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText('Package', { exact: true }).isVisible()).toBe(true);
    expect(await owner.getByRole('heading', { name: 'Contact the lister' }).count()).toBe(0);
    expect(await owner.getByRole('button', { name: 'Send message' }).count()).toBe(0);
    expect(await owner.getByRole('button', { name: /Submit review|Update review/ }).count()).toBe(0);
    // No buttons to call, message or save themselves.
    expect(await owner.getByRole('list', { name: 'Ways to get in touch' }).count()).toBe(0);
    expect(await owner.getByRole('main').getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(report(await axeCheck(owner, "lister's own listing"))).toEqual([]);
    await edit.click();
    await owner.waitForURL(`**/update-listing/${own._id}`);

    // Another signed-in user: the forms, and no Edit.
    const visitor = await browser.newPage(PHONE);
    await signUp(visitor);
    await visitor.goto(path);
    await waitForHydration(visitor);
    await visitor.getByRole('heading', { name: 'Contact the lister' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Send message' }).count()).toBe(1);
    expect(await visitor.getByRole('button', { name: 'Submit review' }).count()).toBe(1);
    expect(await visitor.getByRole('list', { name: 'Ways to get in touch' }).count()).toBe(1);
    expect(await visitor.getByRole('main').getByRole('button', { name: 'Save', exact: true }).count()).toBe(1);
    expect(await visitor.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);
    expect(await visitor.getByRole('region', { name: 'Your listing' }).count()).toBe(0);
  });
});
