// What a first visit costs a phone's main thread beyond rendering the page, in the tasks that
// bring it alive (Lighthouse's TBT, at 4x slowdown):
// - The header's menu is decided by laying the header out in each way it can take, from the
//   fullest (components/layout/header-fit.ts). Each try lays the whole page out again: on a cheap
//   phone a few milliseconds each. So the header decides once, in its inline script, and again
//   only when something that changes its width happens: the window's width, its own text, or a
//   font that draws its letters.
// - A page's first Intl object makes the browser load its locale data: 50-110 ms at 4x. Prices
//   and dates are written out by hand (lib/format-number.ts, lib/dates.ts), the same on the server.
// - A web font that arrives lays out again every text whose font list it stands first in: only
//   Burmese text asks for the Burmese face first (app.css, :lang(my)), so on an English page it
//   costs a relayout of the Burmese titles, not of the whole page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditHeader } from './support/header-audit';
import { DESKTOP, nextFrames, PHONE, setupBrowser, waitForHydration } from './support/browser';
import { NAV_ITEMS } from '../../app/components/layout/nav-items';
import { hasMyanmarScript } from '../../app/lib/myanmar-script';
import { demoListings } from './support/demo-listings';

const browser = setupBrowser();

/** Records each batch of writes to the header's data-menu, from the page's first byte: the values written, in order. */
async function watchMenuWrites(page: Page) {
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { menuWrites: string[][] }).menuWrites = batches;
    new MutationObserver((records) => {
      const writes = records.filter((r) => r.attributeName === 'data-menu');
      if (!writes.length) return;
      // Each record holds the value before its write: the next record's old value, or the value now.
      const header = writes[0].target as HTMLElement;
      batches.push(writes.map((write, i) => (i + 1 < writes.length ? writes[i + 1].oldValue! : header.dataset.menu!)));
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-menu'] });
  });
  return () => page.evaluate(() => (window as unknown as { menuWrites: string[][] }).menuWrites);
}

/** Hydrated, every font the page asked for arrived, and the frames after that drawn. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
}

const burmeseFacesLoaded = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Myanmar') && face.status === 'loaded').length);

describe('the header on a phone', () => {
  it('decides its menu once on an English page, not again at hydration, at its first resize report or when the Burmese font arrives for the listings', async () => {
    const page = await browser.newPage(PHONE);
    const menuWrites = await watchMenuWrites(page);
    await page.goto('/');
    await settled(page);
    // The home page's Burmese listing titles bring the Burmese font, which draws nothing in an
    // English header.
    expect(await burmeseFacesLoaded(page)).toBeGreaterThan(0);
    // One batch, and only compact layouts in it: a phone is narrower than the full menu's least
    // width, so the full menu is never laid out to find that it does not fit.
    const [first, ...later] = await menuWrites();
    expect(later).toEqual([]);
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((menu) => menu !== 'compact')).toEqual([]);
    expect(await page.locator('header').getAttribute('data-menu')).toBe('compact');
    expect((await auditHeader(page, NAV_ITEMS.length)).problems).toEqual([]);

    // A wider window still decides again: a laptop has room for the whole menu.
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => page.locator('header').getAttribute('data-menu')).toBe('full');
    expect((await menuWrites()).length).toBeGreaterThan(1);
    expect((await auditHeader(page, NAV_ITEMS.length)).problems).toEqual([]);
  });

  it('decides again on a Burmese page when the Burmese font arrives, which changes its words’ widths', async () => {
    const page = await browser.newPage(PHONE);
    const menuWrites = await watchMenuWrites(page);
    await page.goto('/?lang=my');
    await settled(page);
    expect(await burmeseFacesLoaded(page)).toBeGreaterThan(0);
    expect((await menuWrites()).length).toBeGreaterThan(1);
    expect((await auditHeader(page, NAV_ITEMS.length)).problems).toEqual([]);
  });
});

describe('a first visit', () => {
  it('makes no Intl object in the browser on the pages with prices, dates and counts', async () => {
    const page = await browser.newPage(PHONE);
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        if (!Original) continue;
        Object.defineProperty(Intl, name, {
          configurable: true,
          value: new Proxy(Original, { construct: (target, args) => (made.push(name), new target(...args)), apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)) }),
        });
      }
      const wrap = <T extends object>(proto: T, key: keyof T & string) => {
        const original = proto[key] as unknown as (...args: unknown[]) => unknown;
        Object.defineProperty(proto, key, { configurable: true, writable: true, value: function (this: unknown, ...args: unknown[]) { made.push(key); return original.apply(this, args); } });
      };
      wrap(Number.prototype, 'toLocaleString');
      wrap(Date.prototype, 'toLocaleString');
      wrap(Date.prototype, 'toLocaleDateString');
      wrap(String.prototype, 'localeCompare');
    });
    for (const path of ['/', '/search?type=rent', 'a listing', '/blogs', '/price', '/?lang=my']) {
      // A listing is reached as a visitor would, through a card: a client navigation, which
      // renders it in the browser alone.
      if (path === 'a listing') await page.getByRole('main').locator('a[href^="/listing/"]').first().click();
      else await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
    }
  });
});

describe('the Burmese face arriving on an English page', () => {
  it('lays out again only the Burmese titles, not the whole page', async () => {
    const page = await browser.newPage(PHONE);
    // The face is held back until the page has settled, as on a slow line.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await released;
      await route.continue();
    });
    // A search for a word of a demo listing's Burmese title: its results page is English but for
    // the titles (other test files post listings, so the newest rentals may all be English).
    const burmese = (await demoListings(browser.baseURL())).find((listing) => hasMyanmarScript(listing.name));
    expect(burmese, 'the demo data has a listing titled in Burmese').toBeDefined();
    const word = burmese!.name.split(/\s+/).find(hasMyanmarScript)!;
    // Its preload holds the load event back.
    await page.goto(`/full-search?searchTerm=${encodeURIComponent(word)}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    expect(await page.locator('main [lang="my"]').count(), 'the search shows Burmese titles').toBeGreaterThan(0);

    const chromium = page.context().browser()!;
    await chromium.startTracing(page, { categories: ['devtools.timeline'] });
    release();
    await expect.poll(() => burmeseFacesLoaded(page)).toBeGreaterThan(0);
    await nextFrames(page);
    const events = JSON.parse((await chromium.stopTracing()).toString()).traceEvents as { name: string; ph: string; args?: { beginData?: { dirtyObjects: number; totalObjects: number } } }[];
    const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X' && e.args?.beginData).map((e) => e.args!.beginData!);
    // The titles were laid out again in their face...
    expect(layouts.length).toBeGreaterThan(0);
    // ...and nothing like the whole page with them (every box of it before: 209 of 209 here, 440 of 440 on /search).
    for (const { dirtyObjects, totalObjects } of layouts) expect(dirtyObjects, `${dirtyObjects} of ${totalObjects} boxes`).toBeLessThan(totalObjects / 4);
  });
});
