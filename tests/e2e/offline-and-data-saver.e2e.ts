// A phone on a bad connection: a listing opened online reads again with the network off (the
// service worker, which the other browser tests block), data saver loads no photo until one is
// tapped, a kept copy read offline never signs anyone out, empties their saved list or changes
// their language, and shows their theme; once the network is back the app speaks for the reader
// again, and the worker fetches a photo it keeps once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../app/lib/i18n';
import { report, axeCheck } from './support/axe';
import { nextFrames, PHONE, setupBrowser, waitForHydration } from './support/browser';
import { signUp } from './support/accounts';
import { cacheFontsOf } from './support/cached-fonts';
import { listingPaths, watchShifts } from './support/phone-pages';

const browser = setupBrowser();

/** Saves the listings at `paths` to the signed-in reader's list, as the heart's form does. */
async function saveHomes(page: Page, paths: string[]) {
  for (const path of paths) {
    const saved = await page.evaluate((listingId) => fetch('/favourites', { method: 'POST', body: new URLSearchParams({ intent: 'add', listingId }) }).then((res) => res.status), path.split('/').pop()!);
    expect(saved).toBeLessThan(400);
  }
}

/** Waits until the worker is active, whether or not it has claimed this page yet (the next load is its). */
const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

/**
 * Waits until the offline worker controls the page: it claims the page once installed and active.
 * Its install (the precache and the two offline pages) is waited for within the test's time
 * limit, not the page's 15 s: a loaded machine has taken longer than that.
 */
async function workerActive(page: Page) {
  await workerReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the service worker keeps the listing at `path` for reading offline. */
const kept = (page: Page, path: string) =>
  page.evaluate(async (listing) => {
    for (const name of await caches.keys()) {
      if (name.startsWith('yh-listings-') && (await (await caches.open(name)).match(listing))) return true;
    }
    return false;
  }, path);

/** The scripts and stylesheets the page has loaded: right after hydration, those it comes alive with. */
const loadedAssets = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname))
      .map((url) => url.pathname),
  );

/**
 * Whether the worker keeps every one of `assets`, so that a copy opened offline comes alive: those
 * the page loaded before the worker was active are fetched again once it is, after the listing.
 */
const allKept = (page: Page, assets: string[]) =>
  page.evaluate(async (paths) => {
    for (const path of paths) if (!(await caches.match(path))) return false;
    return paths.length > 0;
  }, assets);

/** What the worker keeps for the saved list (listing pages, newest build's cache) and the language it answers offline in. */
const workerMemory = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const saved = names.find((name) => name.startsWith('yh-saved-'));
    const offline = names.find((name) => name.startsWith('yh-offline-'));
    const keys = saved ? await (await caches.open(saved)).keys() : [];
    const lang = offline ? await (await caches.match('/offline-lang', { cacheName: offline }))?.text() : undefined;
    return { saved: keys.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/listing/')).sort(), lang };
  });

/** The language of each saved listing's kept copy. */
const savedCopiesLangs = (page: Page) =>
  page.evaluate(async () => {
    const saved = (await caches.keys()).find((name) => name.startsWith('yh-saved-'));
    if (!saved) return [];
    const cache = await caches.open(saved);
    const pages = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/listing/'));
    return Promise.all(pages.map(async (request) => (await cache.match(request))?.headers.get('x-kept-lang')));
  });

/** The photos the worker keeps: those of the listings opened, and those beside the saved ones. */
const keptPhotos = (page: Page) =>
  page.evaluate(async () => {
    const photosOf = async (kind: string) => {
      const name = (await caches.keys()).find((cache) => cache.startsWith(`yh-${kind}-`));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/media/')).sort();
    };
    return { opened: await photosOf('photos'), saved: await photosOf('saved') };
  });

describe('with the network off', () => {
  it('reads a listing opened online again, with its first photo, and shows the offline page for anything else', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    const [listing] = await listingPaths(page, 1);
    await page.goto(listing);
    await waitForHydration(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    // Registered on the visit's second page, the listing, which it then keeps.
    await workerActive(page);
    await expect.poll(() => kept(page, listing)).toBe(true);
    // Photos are kept as a listing page draws them: the next load of the page draws its cover.
    await page.reload();
    await waitForHydration(page);
    const assets = await loadedAssets(page);
    await expect.poll(() => allKept(page, assets)).toBe(true);

    await page.context().setOffline(true);
    await page.goto(listing);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const cover = page.locator('main img[fetchpriority="high"]');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The page comes alive from the kept scripts.
    await waitForHydration(page);

    // A page never opened: the offline page, which lists the kept listing.
    await page.goto('/blogs');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await page.getByRole('link', { name: title.trim() }).waitFor();
    expect(report(await axeCheck(page, 'offline page'))).toEqual([]);
    // Its links are followed as page loads, which the worker answers from what it kept.
    await page.getByRole('link', { name: title.trim() }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.context().setOffline(false);
  });

  it('never signs anyone out, empties their saved list or changes their language or theme from a kept copy', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    const signOuts: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(auth\/)?signout/.test(request.url())) signOuts.push(request.url());
    });
    await signUp(page);
    const [first, second, unkept] = await listingPaths(page, 3);
    // Burmese, and the dark theme chosen with the toggle (its cookie), on a phone set to light.
    await page.context().addCookies([
      { name: 'lang', value: 'my', url: page.url() },
      { name: 'theme', value: 'dark', url: page.url() },
    ]);
    await saveHomes(page, [first, second]);
    await page.goto(first);
    await waitForHydration(page);
    await workerReady(page);
    await expect.poll(() => workerMemory(page), { timeout: 15_000 }).toEqual({ saved: [first, second].sort(), lang: 'my' });
    await page.reload();
    await waitForHydration(page);
    const assets = await loadedAssets(page);
    await workerActive(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect.poll(() => allKept(page, assets)).toBe(true);

    await page.context().setOffline(true);
    // A kept listing: the saved copy, said so, in Burmese and the reader's theme, with its cover photo.
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('my');
    expect(await dark()).toBe(true);
    await page.getByRole('note').filter({ hasText: translate('my', 'A saved copy, kept for reading offline: it may be out of date.') }).waitFor();
    const cover = page.locator('main img[fetchpriority="high"]');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await nextFrames(page);
    // A listing never kept, the home page and the saved homes' page: the offline page, in Burmese.
    for (const path of [unkept, '/', '/favourites']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: translate('my', 'You are offline') }).waitFor();
      await waitForHydration(page);
      await nextFrames(page);
      expect(await dark()).toBe(true);
    }
    expect(await workerMemory(page)).toEqual({ saved: [first, second].sort(), lang: 'my' });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('yangon-portal:state') ?? '{}').currentUser?.username)).toBeTruthy();

    await page.context().setOffline(false);
    await page.goto('/favourites');
    await waitForHydration(page);
    await page.getByRole('button', { name: translate('my', 'Account menu') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('my');
    for (const path of [first, second]) await page.locator(`main a[href="${path}"]`).first().waitFor();
    expect(signOuts).toEqual([]);
  });

  it("speaks for the reader again once the network is back: the app's next page has no saved-copy note and shows the account", async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await signUp(page);
    const [listing] = await listingPaths(page, 1);
    await page.goto(listing);
    await waitForHydration(page);
    const assets = await loadedAssets(page);
    await workerActive(page);
    await expect.poll(() => kept(page, listing)).toBe(true);
    await expect.poll(() => allKept(page, assets)).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await waitForHydration(page);
    const note = page.getByRole('note').filter({ hasText: 'A saved copy, kept for reading offline: it may be out of date.' });
    await note.waitFor();
    // The copy was kept for an anonymous visitor: signed out, as it was rendered.
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

    await page.context().setOffline(false);
    // A move inside the app, not a page load: the document (and its kept-copy mark) stays.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await note.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.locator('html').getAttribute('data-kept-copy')).toBe('');
  });

  it('fetches each photo it keeps once: named as opened and as saved at the same time, then kept again in another language', async () => {
    // A phone of three device pixels to the pixel: the pages draw mostly the large photos, the
    // worker keeps the 400 px ones.
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow', deviceScaleFactor: 3 });
    // The photos the worker asks the network for, each answered 5 s late: a second keeper of the
    // same photo starts while the first still waits for it. Its own fetches only (Accept */*): a
    // photo the page draws passes through the worker too, asking for images, and a small card's
    // may be the 400 px one the worker keeps.
    const fetched: string[] = [];
    await page.context().route('**/media/**', async (route) => {
      if (route.request().serviceWorker() && (await route.request().headerValue('accept')) === '*/*') {
        fetched.push(new URL(route.request().url()).pathname);
        await new Promise((late) => setTimeout(late, 5_000));
      }
      await route.fallback();
    });
    await signUp(page);
    const [first, second] = await listingPaths(page, 2);
    await saveHomes(page, [first, second]);
    // The first home opened while the saved list is kept: both name its photo.
    await page.goto(first);
    await waitForHydration(page);
    await workerReady(page);
    await expect.poll(async () => (await keptPhotos(page)).saved.length, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => kept(page, first)).toBe(true);
    const { saved } = await keptPhotos(page);
    // No kept photo asked of the network twice by the worker. At most once, not exactly: when the
    // page drew the same 400 px file first, the browser's cache may answer the worker's request.
    const fetchedOfKept = () => fetched.filter((photo) => saved.includes(photo)).sort();
    expect(fetchedOfKept()).toEqual([...new Set(fetchedOfKept())]);

    // Kept again in Burmese: the pages are fetched again, the photos they keep already are not.
    await page.context().addCookies([{ name: 'lang', value: 'my', url: page.url() }]);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => savedCopiesLangs(page), { timeout: 15_000 }).toEqual(['my', 'my']);
    expect(fetchedOfKept()).toEqual([...new Set(fetchedOfKept())]);
    expect((await keptPhotos(page)).saved).toEqual(saved);
  });

  it('keeps the saved homes again in the language the reader switches to', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await signUp(page);
    const [first, second] = await listingPaths(page, 2);
    await saveHomes(page, [first, second]);
    await page.goto(first);
    await waitForHydration(page);
    await workerReady(page);
    await expect.poll(() => savedCopiesLangs(page), { timeout: 15_000 }).toEqual(['en', 'en']);

    await page.context().addCookies([{ name: 'lang', value: 'my', url: page.url() }]);
    await page.reload();
    await waitForHydration(page);
    const assets = await loadedAssets(page);
    await workerActive(page);
    await expect.poll(() => savedCopiesLangs(page), { timeout: 15_000 }).toEqual(['my', 'my']);
    await expect.poll(() => allKept(page, assets)).toBe(true);
    await page.context().setOffline(true);
    await page.goto(second);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('my');
    await page.context().setOffline(false);
  });

  it("registers no worker on a first visit's first page, then never keeps an /api answer or a private one", async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration === undefined))).toBe(true);
    // The next page of the visit registers it.
    await page.getByRole('main').locator('a[href^="/listing/"]').first().click();
    await page.waitForURL(/\/listing\//);
    await workerActive(page);
    await page.evaluate(() => fetch('/api/listing/get?limit=1'));
    const urls = await page.evaluate(async () => {
      const all: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) all.push(new URL(request.url).pathname);
      return all;
    });
    expect(urls.filter((path) => path.startsWith('/api') || path.endsWith('.data'))).toEqual([]);
    expect(urls).toContain('/offline');
  });
});

describe('data saver', () => {
  it('loads no photo until one is tapped, then the smallest, and nothing moves but in answer to the tap', async () => {
    const page = await browser.newPage(PHONE, { headers: { 'Save-Data': 'on' } });
    const photos: string[] = [];
    page.on('request', (request) => request.url().includes('/media/') && photos.push(new URL(request.url()).pathname));
    const [listing] = await listingPaths(page, 1);
    await page.waitForLoadState('networkidle');
    expect(photos).toEqual([]);

    await cacheFontsOf(page, browser.baseURL(), listing, {});
    const shifts = await watchShifts(page);
    await page.goto(listing);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(photos).toEqual([]);
    expect(await page.getByRole('switch', { name: 'Data saver' }).getAttribute('aria-checked')).toBe('true');
    const moved = await shifts();
    expect(moved.score, moved.shifts.join('\n')).toBe(0);
    expect(report(await axeCheck(page, 'data saver'))).toEqual([]);

    // The held photo's place is small; at the tap the photo takes its 3:2 place at once, before
    // its bytes come, so the page moves only in answer to the tap and never again.
    const frame = page.locator('main [aria-roledescription="carousel"] [data-held-photo]');
    const before = (await frame.boundingBox())!;
    expect(before.height).toBeLessThan(before.width / 3);
    await frame.click();
    const photo = page.locator('main img[fetchpriority="high"]');
    const placed = (await photo.boundingBox())!;
    expect(Math.abs(placed.height - (placed.width * 533) / 800)).toBeLessThan(1);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/-400\.webp$/);
    expect(Math.abs((await photo.boundingBox())!.height - placed.height)).toBeLessThan(1);
    const movedAfterTap = await shifts();
    expect(movedAfterTap.score, movedAfterTap.shifts.join('\n')).toBe(0);

    // Turned off, the page draws its photos again; the choice outlives the Save-Data default.
    await page.getByRole('switch', { name: 'Data saver' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Data saver' }).getAttribute('aria-checked')).toBe('false');
    // Every held place goes: the gallery's and the similar homes'.
    await page.locator('main [data-held-photo]').first().waitFor({ state: 'detached' });
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Data saver' }).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps a listing for reading offline as its reader sees it with the saver on: photos held, none fetched', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    // The page's requests and the worker's.
    const photos: string[] = [];
    page.context().on('request', (request) => request.url().includes('/media/') && photos.push(request.url()));
    // The reader's own choice: a cookie, which the worker's copies are fetched without.
    await page.context().addCookies([{ name: 'data_saver', value: 'on', url: browser.baseURL() }]);
    const [listing] = await listingPaths(page, 1);
    await page.goto(listing);
    await waitForHydration(page);
    await workerActive(page);
    await expect.poll(() => kept(page, listing)).toBe(true);
    const copy = await page.evaluate(async (path) => {
      for (const name of await caches.keys()) {
        const answer = name.startsWith('yh-listings-') ? await (await caches.open(name)).match(path) : undefined;
        if (answer) return { saver: answer.headers.get('x-kept-saver'), held: (await answer.text()).includes('data-held-photo') };
      }
      return null;
    }, listing);
    expect(copy).toEqual({ saver: 'on', held: true });
    const keptPhotos = () => page.evaluate(async () => (await Promise.all((await caches.keys()).filter((name) => name.startsWith('yh-photos-')).map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((a, b) => a + b, 0));
    expect(await keptPhotos()).toBe(0);
    expect(photos).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await page.locator('main [aria-roledescription="carousel"] [data-held-photo]').waitFor();
    expect(photos).toEqual([]);
    await page.context().setOffline(false);
  });
});
