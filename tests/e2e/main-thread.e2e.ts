// What a first visit costs a phone's main thread beyond rendering the page, in the tasks that
// bring it alive (Lighthouse's TBT, at 4x slowdown):
// - No script makes the browser lay the page out before it would on its own (a forced layout:
//   on a cheap phone a few milliseconds each, in the tasks that bring the page alive). The header
//   fits its menu with a container query (app.css, site-header), not by measuring itself.
// - A page's first Intl object makes the browser load its locale data: 50-110 ms at 4x. Prices
//   and dates are written out by hand (lib/format-number.ts, lib/dates.ts), the same on the server.
// - Hydration draws a list's cards once: React Router learning the linked routes after the
//   first paint renders the page again, and a card (memoized), a heart (no fetcher until
//   touched) and the root's data (a context of its own, lib/root-data.ts) stay out of that.
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
import { reactCommits, recordReactCommits } from './support/react-commits';

const browser = setupBrowser();

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { functionName?: string; url?: string; lineNumber?: number; type?: string }; beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] } };
}

/** What runs a page's scripts in a trace, with what set them off (an event, a timer, a frame). */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback']);
/**
 * The events in which JavaScript itself runs: a layout inside one was forced by a script. An event
 * dispatched with no listener (EventDispatch alone) runs none; the browser lays out for its own
 * needs then, as it would anyway.
 */
const JAVASCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks']);

/**
 * Scripts that are not the page's: the test's own (Playwright's evaluations, which may lay the page
 * out to answer) and Chromium's (its new-tab page, chrome://, is traced too). The page's scripts
 * come from its http(s) origin.
 */
const isForeignScript = (event: TraceEvent) => [event.args?.data?.url, ...(event.args?.beginData?.stackTrace ?? []).map((frame) => frame.url)].some((url) => !!url && !url.startsWith('http'));

/** The layouts the page's scripts forced in `events`, each named by where: it ran inside a script's own time on its thread. */
function forcedLayouts(events: TraceEvent[]): string[] {
  const scripts = events.filter((e) => e.ph === 'X' && SCRIPT_EVENTS.has(e.name));
  const within = (layout: TraceEvent) => scripts.filter((s) => s.pid === layout.pid && s.tid === layout.tid && s.ts <= layout.ts && layout.ts + (layout.dur ?? 0) <= s.ts + (s.dur ?? 0));
  return events
    .filter((e) => e.name === 'Layout' && e.ph === 'X')
    .map((layout) => ({ layout, scripts: within(layout) }))
    .filter(({ layout, scripts }) => scripts.some((s) => JAVASCRIPT_EVENTS.has(s.name)) && !isForeignScript(layout) && !scripts.some(isForeignScript))
    .map(({ layout, scripts }) => {
      const frame = layout.args?.beginData?.stackTrace?.[0] ?? scripts.at(-1)!.args?.data;
      return `${scripts.map((s) => (s.args?.data?.type ? `${s.name} ${s.args.data.type}` : s.name)).join(' > ')} at ${frame?.functionName || '?'} (${frame?.url ?? '?'}:${frame?.lineNumber ?? '?'})`;
    });
}

/** Hydrated, every font the page asked for arrived, and the frames after that drawn. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
}

const burmeseFacesLoaded = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Myanmar') && face.status === 'loaded').length);

describe('a first visit', () => {
  it('has no layout forced by a script while it loads and comes alive, on a phone and a laptop, in either language', async () => {
    const found: string[] = [];
    for (const [viewport, lang] of [[PHONE, 'en'], [PHONE, 'my'], [DESKTOP, 'en'], [DESKTOP, 'my']] as const) {
      const page = await browser.newPage(viewport);
      const chromium = page.context().browser()!;
      await chromium.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
      await page.goto(`/?lang=${lang}`);
      await settled(page);
      const events = JSON.parse((await chromium.stopTracing()).toString()).traceEvents as TraceEvent[];
      const forced = forcedLayouts(events);
      found.push(...forced.map((where) => `${viewport.width} px, ${lang}: ${where}`));
      expect((await auditHeader(page, NAV_ITEMS.length)).problems).toEqual([]);
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  it('draws its listing cards and their hearts once: nothing after hydration renders them again', async () => {
    for (const path of ['/', '/search?type=rent', '/?lang=my']) {
      const page = await browser.newPage(PHONE);
      await recordReactCommits(page);
      await page.goto(path);
      await settled(page);
      // React Router learns the routes the page links to once it has hydrated (lazy route
      // discovery) and renders the page again with them: the cards and hearts are not in it.
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
      const [hydration, ...later] = await reactCommits(page);
      expect(hydration.names.ListingCard, `${path}: the cards hydrate`).toBeGreaterThan(0);
      expect(hydration.names.SaveButton, `${path}: the hearts hydrate`).toBe(hydration.names.ListingCard);
      expect(later.flatMap((commit) => Object.keys(commit.names)).filter((name) => name === 'ListingCard' || name === 'SaveButton'), path).toEqual([]);
      await page.context().close();
    }
  });

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
