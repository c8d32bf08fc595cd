// No page scrolls sideways, at the widths people use, in English and in Burmese (whose words are
// longer: the full header menu needs more room in it). The header shows its full menu only where
// it fits (a container query at widths measured for each language, app.css): the sweeps below
// look at it at every kind of width, around every width where it changes, signed out and in,
// before and after the page's scripts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../../app/components/layout/nav-items';
import { signUp } from './support/accounts';
import { drawWholePage, setupBrowser, uniqueUser, waitForHydration } from './support/browser';
import { auditHeader } from './support/header-audit';

const browser = setupBrowser();
/** Phones, tablets, laptops (1366 is the most common) and desktops. */
const WIDTHS = [320, 360, 375, 390, 414, 480, 540, 600, 640, 720, 768, 820, 900, 1024, 1100, 1180, 1280, 1366, 1440, 1536, 1600, 1680, 1720, 1800, 1920];
const PAGES = ['/', '/search', '/agent', '/blogs', '/about', '/api/docs'];
const LANGS = ['en', 'my'] as const;
/** Hundreds of widths: a ceiling for a slow machine (E2E_CPU_THROTTLE), not a speed check. */
const SWEEP = { timeout: 300_000 };
/** The small phone the search form is checked on. */
const SMALL_PHONE = 360;

async function openAt(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Looks at the header at each width, and between two widths where its layout differs, at the
 * widths on either side of the exact switch (found by halving). Returns every problem, named
 * with its width, and the layout at each width looked at.
 */
async function sweepHeader(page: Page, label: string) {
  const layouts = new Map<number, string>();
  const problems: string[] = [];
  const look = async (width: number) => {
    if (!layouts.has(width)) {
      await page.setViewportSize({ width, height: 800 });
      const state = await auditHeader(page, NAV_ITEMS.length);
      layouts.set(width, state.layout);
      problems.push(...state.problems.map((problem) => `${label} at ${width} px (${state.layout}): ${problem}`));
    }
    return layouts.get(width)!;
  };
  for (const width of WIDTHS) await look(width);
  for (let i = 1; i < WIDTHS.length; i++) {
    let [narrow, wide] = [WIDTHS[i - 1], WIDTHS[i]];
    if ((await look(narrow)) === (await look(wide))) continue;
    while (wide - narrow > 1) {
      const middle = Math.floor((narrow + wide) / 2);
      if ((await look(middle)) === layouts.get(narrow)) narrow = middle;
      else wide = middle;
    }
    await look(Math.max(WIDTHS[0], narrow - 1));
    await look(wide + 1);
  }
  return { layouts, problems };
}

describe('layout', () => {
  it('never scrolls sideways, in either language, from a small phone to a wide desktop', SWEEP, async () => {
    const overflows: string[] = [];
    for (const lang of LANGS) {
      const page = await browser.newPage();
      await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      for (const path of PAGES) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          if (width === WIDTHS[0]) await page.goto(path);
          const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (extra > 0) overflows.push(`${path} [${lang}] at ${width} px: ${extra} px too wide`);
        }
      }
    }
    expect(overflows).toEqual([]);
  });

  it('shows a header that fits from 320 to 1,920 px, in either language, signed out and signed in', SWEEP, async () => {
    const signedIn = await browser.newPage(undefined, { clientAddress: '2001:db8:e2e:14::1' });
    await signUp(signedIn, uniqueUser('header'));
    const session = await signedIn.context().cookies();
    const problems: string[] = [];
    const layouts: Record<string, string[]> = {};
    for (const who of ['visitor', 'user'] as const) {
      for (const lang of LANGS) {
        const page = await browser.newPage();
        if (who === 'user') await page.context().addCookies(session);
        await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
        // The header is the same on every page; the page's own content is the test above.
        await openAt(page, '/about', WIDTHS[0]);
        const sweep = await sweepHeader(page, `[${lang}, ${who}]`);
        problems.push(...sweep.problems);
        layouts[`[${lang}, ${who}]`] = [...new Set(sweep.layouts.values())];
        // The user's header has the account menu (with the avatar) instead of 'Sign in'.
        expect(await page.locator('header button[aria-haspopup]').count()).toBe(who === 'user' ? 1 : 0);
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
    // Each sweep met the full menu on wide screens and the menu button on phones.
    for (const [sweep, seen] of Object.entries(layouts)) {
      expect(seen, sweep).toContain('full');
      expect(seen.some((layout) => layout.startsWith('compact')), sweep).toBe(true);
    }
  });

  it("decides the header's layout before the page's scripts have run: it never shows a menu that overflows, nor jumps when they arrive", SWEEP, async () => {
    const differences: string[] = [];
    for (const lang of LANGS) {
      // The page's modules never arrive (a slow network).
      const before = await browser.newPage();
      await before.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const after = await browser.newPage();
      for (const page of [before, after]) await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      for (const width of [320, 390, 1024, 1366, 1440, 1720, 1920]) {
        await before.setViewportSize({ width, height: 800 });
        await before.goto('/about');
        await openAt(after, '/about', width);
        const [early, hydrated] = [await auditHeader(before, NAV_ITEMS.length), await auditHeader(after, NAV_ITEMS.length)];
        differences.push(...early.problems.map((problem) => `[${lang}] ${width} px before the scripts: ${problem}`));
        if (early.layout !== hydrated.layout) differences.push(`[${lang}] ${width} px: ${early.layout} before the scripts, ${hydrated.layout} after`);
      }
      expect(await before.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
      await Promise.all([before.context().close(), after.context().close()]);
    }
    expect(differences).toEqual([]);
  });

  it('lets the full menu wrap onto a row of its own when the page runs no scripts at all', SWEEP, async () => {
    const problems: string[] = [];
    for (const lang of LANGS) {
      const page = await browser.newPage(undefined, { javaScriptEnabled: false });
      await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      await page.goto('/about');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const state = await page.evaluate(() => ({
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          links: [...document.querySelectorAll('header nav a')].filter((a) => a.getClientRects().length > 0 && a.getBoundingClientRect().right <= document.documentElement.clientWidth).length,
        }));
        if (state.sideways > 0) problems.push(`[${lang}] ${width} px: scrolls sideways by ${state.sideways} px`);
        if (state.links !== NAV_ITEMS.length) problems.push(`[${lang}] ${width} px: ${state.links} of ${NAV_ITEMS.length} menu links in view`);
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });

  it('decides again when the language changes on the page: the longer Burmese menu gives way to the menu button', async () => {
    const page = await browser.newPage();
    // The Burmese menu fits from about 1,350 px (with the two-line logo): below that, English
    // keeps its menu and Burmese takes the menu button.
    const width = 1280;
    await openAt(page, '/about', width);
    const english = await auditHeader(page, NAV_ITEMS.length);
    expect(english.problems).toEqual([]);
    expect(english.layout).toMatch(/^full/);
    await page.getByRole('button', { name: /မြန်မာ/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('my');
    await expect.poll(() => page.getByRole('link', { name: 'ဝင်ရောက်ရန်' }).isVisible()).toBe(true);
    const switched = await auditHeader(page, NAV_ITEMS.length);
    // The same as a Burmese page opened at this width.
    const fresh = await browser.newPage();
    await fresh.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await openAt(fresh, '/about', width);
    expect(switched).toEqual(await auditHeader(fresh, NAV_ITEMS.length));
    expect(switched.problems).toEqual([]);
    expect(switched.layout).toBe('compact');
  });

  it("never cuts the shown choice of the search forms' selects on a small phone, in either language (advanced search, the blog's filters)", async () => {
    const cut: string[] = [];
    // The blog's with its longest category chosen.
    const forms = ['/search', '/blogs?category=Property+News+%26+Legal'];
    for (const [lang, path] of ['en', 'my'].flatMap((lang) => forms.map((path) => [lang, path]))) {
      const page = await browser.newPage({ width: SMALL_PHONE, height: 800 });
      await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      await page.goto(path);
      await waitForHydration(page);
      const selects = await page.getByRole('search', { name: /./ }).locator('select').evaluateAll((elements) =>
        Promise.all(
          elements.map(async (element) => {
            const select = element as HTMLSelectElement;
            const style = getComputedStyle(select);
            const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = select.selectedOptions[0]?.text ?? '';
            // A canvas measures with a face only once it is loaded, and loads none itself: without
            // this a Burmese choice not yet drawn would be measured in a fallback face. The portal's
            // face alone: the stand-in faces name the device's own fonts, which this one lacks.
            await document.fonts.load(`${style.fontWeight} ${style.fontSize} "Noto Sans Myanmar"`, text);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = font;
            const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return { name: select.name, text, over: Math.ceil(context.measureText(text).width - room) };
          }),
        ),
      );
      for (const { name, text, over } of selects) if (over > 0) cut.push(`[${lang}] ${path} ${name}: '${text}' ${over} px too wide`);
    }
    expect(cut).toEqual([]);
  });

  it('gives links that stand alone rows a thumb can hit on a phone (44 px): the footer, "See all", "Forgot password?"', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const heights = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((a) => [a.textContent?.trim() || a.getAttribute('aria-label'), Math.round(a.getBoundingClientRect().height)] as const));
    await page.goto('/');
    await drawWholePage(page);
    const footer = await heights('footer a');
    const seeAll = await heights('main a:has-text("See all")');
    await page.goto('/sign-in');
    const forgot = await heights('main a[href="/forgotpassword"]');
    expect(footer.length).toBeGreaterThan(8);
    expect(seeAll.length).toBeGreaterThan(1);
    expect(forgot).toHaveLength(1);
    expect([...footer, ...seeAll, ...forgot].filter(([, height]) => height < 44)).toEqual([]);
  });

  it('keeps the pager (Previous, three page numbers, Next) on one row of a 390 px phone, in either language', async () => {
    for (const lang of LANGS) {
      const page = await browser.newPage({ width: 390, height: 844 });
      await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      await page.goto('/search?type=rent&page=2');
      const tops = await page.locator('main ul:has(> li > a[rel="prev"])').evaluate((list) => [...list.children].map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops, lang).toHaveLength(5);
      expect(new Set(tops).size, `${lang}: rows of the pager`).toBe(1);
    }
  });

  it("centres a button's label that wraps, clear of its border (Burmese 'My Listings' on a phone's profile)", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signUp(page);
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto('/profile');
    // Its lines are the Burmese face's: measured once the face has come (a slow phone draws the
    // page before it does).
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    const button = page.getByRole('main').locator('a[href="/my-listing"]');
    const shape = await button.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const lines = [...range.getClientRects()];
      const box = link.getBoundingClientRect();
      return {
        lines: new Set(lines.map((line) => Math.round(line.top))).size,
        offCentre: Math.max(...lines.map((line) => Math.abs(line.left + line.width / 2 - (box.left + box.width / 2)))),
        room: Math.min(lines[0].top - box.top, box.bottom - lines[lines.length - 1].bottom),
      };
    });
    expect(shape.lines).toBeGreaterThan(1);
    expect(shape.offCentre).toBeLessThanOrEqual(2);
    expect(shape.room).toBeGreaterThanOrEqual(6);
  });

  it("draws its icons as round strokes in the text's colour and its brand marks filled (the icon classes of app.css)", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/search?type=rent');
    await page.getByRole('main').locator('a[href^="/listing/"]').first().click();
    await page.waitForURL(/\/listing\//);
    const drawing = (selector: string) =>
      page.locator(selector).first().evaluate((svg) => {
        const style = getComputedStyle(svg);
        return { fill: style.fill, stroke: style.stroke, width: style.strokeWidth, cap: style.strokeLinecap, join: style.strokeLinejoin, color: style.color };
      });
    const phone = await drawing('main a[href^="tel:"] svg');
    expect(phone).toEqual({ fill: 'none', stroke: phone.color, width: '2px', cap: 'round', join: 'round', color: phone.color });
    const facebook = await drawing('main a[aria-label="Share on Facebook"] svg');
    expect(facebook).toMatchObject({ fill: facebook.color, stroke: 'none' });
  });
});
