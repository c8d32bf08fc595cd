// A walk-through of the home page and in Burmese: listings on a phone's first screen, the
// home form's price and bedroom filters, Burmese lines whose marks do not touch, the Burmese
// 'Rent & Sale' on one line, and the whole Burmese menu on a 1366 px laptop.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../../app/components/layout/nav-items';
import { translate } from '../../app/lib/i18n';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';
import { auditHeader } from './support/header-audit';

const browser = setupBrowser();

async function openIn(lang: 'en' | 'my', path: string, viewport = PHONE): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
  await page.goto(path);
  await waitForHydration(page);
  // Burmese text is measured in the portal's own Burmese font, as a reader sees it.
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** The home form's own button that folds and unfolds it on phones. */
const filtersToggle = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Filters|စစ်ထုတ်မှုများ)$/ });

describe('the home page on a phone', () => {
  it('shows the first listing on the first screen, the filter form folded behind a Filters button', async () => {
    for (const lang of ['en', 'my'] as const) {
      const page = await openIn(lang, '/');
      const first = page.locator('#recent-rent li').first();
      const top = await first.evaluate((card) => Math.round(card.getBoundingClientRect().top + window.scrollY));
      // Its photo and title show without scrolling (the first listing was 1,490 px down, under
      // the hero, the whole filter form and the township tiles); two screens is the limit.
      expect(top, `[${lang}] first listing's top`).toBeLessThanOrEqual(PHONE.height - 100);
      expect(top).toBeLessThan(2 * PHONE.height);

      const toggle = filtersToggle(page);
      const form = page.locator('#home-filters');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await form.isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await form.getByRole('combobox').first().isVisible()).toBe(true);
    }
  });

  it('leaves what its first screens do not show undrawn until it comes near, and draws it when scrolled to', async () => {
    const page = await openIn('en', '/');
    // checkVisibility's contentVisibilityAuto: false inside a part the browser skips (app.css, render-when-near).
    const drawn = (selector: string) => page.locator(selector).first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    // The rent list's first two tiles are drawn with the page's first layout; the others wait for
    // the browser to find them near (within about one and a half screens), in a layout of their own.
    const contentVisibility = (li: Locator) => li.evaluate((el) => getComputedStyle(el).contentVisibility);
    const rentTiles = page.locator('#recent-rent > li');
    expect(await Promise.all((await rentTiles.all()).map(contentVisibility))).toEqual(['visible', 'visible', ...Array(7).fill('auto')]);
    const below = ['#recent-sale li', '#township-list li', '#home-agents li', '#home-posts li', 'footer a'];
    expect(await drawn('#recent-rent li')).toBe(true);
    for (const selector of below) expect(await drawn(selector), selector).toBe(false);
    for (const selector of below) {
      await page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect.poll(() => drawn(selector), { message: selector }).toBe(true);
    }
    await page.close();
    // Wider, the tiles share the grid's rows, whose height an undrawn tile would set: all drawn.
    const wide = await openIn('en', '/', { width: 1366, height: 900 });
    expect(await contentVisibility(wide.locator('#recent-rent > li').nth(2))).toBe('visible');
    await wide.close();
  });

  it("sends the 9 listings it shows, and 'View More' brings the next 9 from /home-lists", async () => {
    const page = await openIn('en', '/');
    const tiles = page.locator('#recent-rent li');
    expect(await tiles.count()).toBe(9);
    await page.locator('button[aria-controls="recent-rent"]').click();
    await expect.poll(() => tiles.count()).toBe(18);
    const links = await tiles.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(links).size).toBe(18);
  });

  it("breaks a tile's line of facts between facts, never inside one ('1,450 sq' above a lone 'ft')", async () => {
    const page = await openIn('en', '/');
    const lines = await page.locator('#recent-rent li p:last-child').allTextContents();
    const facts = lines.flatMap((line) => line.split(' · '));
    expect(facts.some((fact) => /sq\u00a0ft/.test(fact))).toBe(true);
    for (const fact of facts) expect(fact, fact).not.toContain(' ');
  });

  it("says so under the list when 'View More' gets no answer, keeps the page and the button, and loads on the next try", async () => {
    const page = await openIn('en', '/');
    const tiles = page.locator('#recent-sale li');
    const more = page.locator('button[aria-controls="recent-sale"]');
    await page.route('**/home-lists/**', (route) => route.abort());
    await more.click();
    await page.getByRole('main').getByText('Something went wrong!').waitFor();
    expect(await tiles.count()).toBe(9);
    expect(await page.getByRole('heading', { name: 'Recent places for sale' }).count()).toBe(1);
    await page.unroute('**/home-lists/**');
    await more.click();
    await expect.poll(() => tiles.count()).toBe(18);
    expect(await page.getByRole('main').getByText('Something went wrong!').count()).toBe(0);
  });

  it('has the price and bedroom filters of /search, and its search lands on /search with them', async () => {
    const page = await openIn('en', '/');
    await filtersToggle(page).click();
    const form = page.locator('#home-filters form');
    await form.getByText('Rent', { exact: true }).click();
    await form.getByLabel('Bedrooms').selectOption('2');
    await form.getByLabel('Currency').selectOption('USD');
    await form.getByLabel('Min price').fill('500');
    await form.getByLabel('Max price').fill('2000');
    await form.getByRole('button', { name: 'Search properties' }).click();
    await page.waitForURL(/\/search\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ type: 'rent', currency: 'USD', minPrice: '500', maxPrice: '2000', beds: '2' });
    // /search reads them back into its own form: the same fields, the same names.
    const searchForm = page.getByRole('search', { name: 'Advanced Search' });
    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    expect(await searchForm.getByLabel('Bedrooms').inputValue()).toBe('2');
    expect(await searchForm.getByLabel('Min price').inputValue()).toBe('500');
    expect(await searchForm.getByLabel('Max price').inputValue()).toBe('2000');
  });
});

/**
 * Whether each element's lines are tall enough for its Burmese text: a line box at least as tall
 * as the text's ink from its highest mark to its lowest (measured in the element's own font), so
 * that one line's marks never reach into the next line's; and 1.8 times the font size at least,
 * for Burmese text the page did not happen to show here. Returns what falls short.
 */
async function shortLines(elements: Locator) {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const style = getComputedStyle(node);
      const size = parseFloat(style.fontSize);
      const lineHeight = parseFloat(style.lineHeight);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = node.textContent?.trim() ?? '';
      const ink = context.measureText(text);
      const inkHeight = ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent;
      const label = `${node.tagName.toLowerCase()} '${text.slice(0, 24)}' (${size} px)`;
      if (!/[\u1000-\u109f]/.test(text)) return [`${label}: no Burmese text`];
      if (Number.isNaN(lineHeight)) return [`${label}: line-height ${style.lineHeight}`];
      const problems: string[] = [];
      if (lineHeight < inkHeight) problems.push(`${label}: lines ${lineHeight} px apart, ink ${inkHeight.toFixed(1)} px high`);
      if (lineHeight < 1.8 * size) problems.push(`${label}: line-height ${(lineHeight / size).toFixed(2)} em`);
      return problems;
    }),
  );
}

/** How many lines an element's text takes (its text only: a radio button's own input is no line). */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

describe('Burmese', () => {
  it("gives its text line boxes taller than its ink, from the hero's heading to 12 px helper text", async () => {
    const page = await openIn('my', '/');
    await filtersToggle(page).click();
    const hero = page.locator('#hero-heading');
    const heroText = page.locator('section[aria-labelledby="hero-heading"] p').first();
    // 12 px: the price note under the price fields; 16 px: the hero's text under its heading.
    const priceNote = page.locator('#home-filters p.text-xs');
    expect(await priceNote.count()).toBe(1);
    expect(await shortLines(hero.or(heroText).or(priceNote))).toEqual([]);
    // The hero's heading wraps here: its two lines are a line-height apart.
    expect(await linesOf(hero)).toBeGreaterThan(1);

    // On an English page, Burmese names are marked as Burmese and get Burmese lines too.
    const english = await openIn('en', '/');
    const burmeseNames = english.locator('#township-list [lang="my"]');
    expect(await burmeseNames.count()).toBe(31);
    expect(await shortLines(burmeseNames.first())).toEqual([]);
  });

  it("shows 'Rent & Sale' on one line inside its button, on /search and on the home page", async () => {
    const search = await openIn('my', '/search');
    const onSearch = search.getByRole('search').locator('label', { hasText: 'ငှားရန်နှင့် ရောင်းရန်' });
    expect(await linesOf(onSearch)).toBe(1);
    const home = await openIn('my', '/');
    await filtersToggle(home).click();
    const onHome = home.locator('#home-filters label', { hasText: 'ငှားရန်နှင့် ရောင်းရန်' });
    expect(await linesOf(onHome)).toBe(1);
    // And the button holds it: nothing of the label sticks out.
    for (const label of [onSearch, onHome]) expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  });

  it('shows the whole menu on a 1366 px laptop, the menu button hidden', async () => {
    const page = await openIn('my', '/about', { width: 1366, height: 768 });
    const state = await auditHeader(page, NAV_ITEMS.length);
    expect(state.problems).toEqual([]);
    expect(state.layout.startsWith('full')).toBe(true);
    const links = page.getByRole('navigation', { name: translate('my', 'Main navigation') }).getByRole('link');
    expect(await links.count()).toBe(NAV_ITEMS.length);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    expect(await page.locator('header button[aria-controls="mobile-menu"]').isVisible()).toBe(false);
  });
});
