// Searches in a real browser, on the demo data: filters from the home page, paging
// that survives a reload and the back button, and full-text search (English and Burmese).
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();
const results = (page: import('playwright-core').Page) => page.getByRole('main').locator('a[href^="/listing/"]');
// The advanced search's own results. The URL changes before React has rendered the new page, so
// a locator over all of <main> could still read the home page's listings right after a submit.
const searchResults = (page: import('playwright-core').Page) =>
  page.getByRole('region', { name: 'Listing results' }).locator('a[href^="/listing/"]');

describe('advanced search', () => {
  it('filters by township and type from the home page, and the shared URL gives the same results', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await waitForHydration(page);
    // On a phone the home page's filters are folded behind a button.
    await page.getByRole('main').getByRole('button', { name: 'Filters', exact: true }).click();
    const form = page.getByRole('main').locator('form').filter({ has: page.getByRole('button', { name: 'Search properties' }) });
    await form.getByText('Rent', { exact: true }).click();
    await form.getByLabel('Township').selectOption('bahan');
    await form.getByRole('button', { name: 'Search properties' }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('township')).toBe('bahan');
    expect(url.searchParams.get('type')).toBe('rent');
    await expect.poll(() => searchResults(page).count()).toBeGreaterThan(0);
    const titles = await searchResults(page).allTextContents();
    expect(titles.join(' ')).toContain('ဗဟန်းမြို့နယ်ကွန်ဒိုအခန်းငှားရန်');

    // Shared with someone else: a fresh browser opening the URL sees the same results.
    const other = await browser.newPage();
    await other.goto(url.pathname + url.search);
    expect(await searchResults(other).allTextContents()).toEqual(titles);
  });

  it('pages through results; a reload and the back button keep the page', async () => {
    const page = await browser.newPage();
    // Oldest first: the listings other test files post meanwhile go to the last page, not this one.
    await page.goto('/search?order=asc');
    await expect.poll(() => searchResults(page).count()).toBe(8);
    const first = await searchResults(page).allTextContents();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /2/ }).first().click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => searchResults(page).allTextContents()).not.toEqual(first);
    const second = await searchResults(page).allTextContents();
    await page.reload();
    expect(await searchResults(page).allTextContents()).toEqual(second);
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('page=2'));
    await expect.poll(() => searchResults(page).allTextContents()).toEqual(first);
  });
});

describe('"Show rented and sold"', () => {
  /** The number in the results' count ('1,234 listings found'). */
  const shownCount = async (page: import('playwright-core').Page) =>
    Number((await page.getByRole('region', { name: 'Listing results' }).getByText(/listings? found/).textContent())!.match(/[\d,]+/)![0].replace(/,/g, ''));

  for (const [device, viewport] of [['a phone', PHONE], ['a laptop', DESKTOP]] as const) {
    it(`is ticked from the keyboard on ${device}, adds the rented homes to the count, and stays ticked after the search and a reload`, async () => {
      const page = await browser.newPage(viewport);
      await page.goto('/search?type=rent');
      await waitForHydration(page);
      await expect.poll(() => searchResults(page).count()).toBeGreaterThan(0);
      const live = await shownCount(page);
      // On a phone a search with filters folds them behind the button that counts them.
      if (viewport === PHONE) await page.getByRole('button', { name: 'Filters (1)' }).click();
      const form = page.getByRole('search', { name: 'Advanced Search' });
      const box = form.getByRole('checkbox', { name: 'Show rented and sold' });
      expect(await box.isChecked()).toBe(false);
      await box.focus();
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
      // On to the Search button by the keyboard alone (the sort select comes between).
      const search = form.getByRole('button', { name: 'Search', exact: true });
      for (let i = 0; i < 5 && !(await search.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(/showClosed=true/);
      expect(new URL(page.url()).searchParams.get('type')).toBe('rent');
      await expect.poll(() => shownCount(page)).toBeGreaterThan(live);

      for (const reloaded of [false, true]) {
        if (reloaded) await page.reload();
        if (viewport === PHONE) await page.getByRole('button', { name: 'Filters (2)' }).click();
        expect(await page.getByRole('search', { name: 'Advanced Search' }).getByRole('checkbox', { name: 'Show rented and sold' }).isChecked()).toBe(true);
      }
    });
  }
});

describe('advanced search on a phone', () => {
  // Where the results region starts, relative to the window: visible when between 0 and its height.
  const resultsTop = (page: import('playwright-core').Page) =>
    page.getByRole('region', { name: 'Listing results' }).evaluate((el) => Math.round(el.getBoundingClientRect().top));

  it('shows the results of a search with filters first, its filters folded behind a button that counts them', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Filters', exact: true }).click();
    const homeForm = page.getByRole('main').locator('form').filter({ has: page.getByRole('button', { name: 'Search properties' }) });
    await homeForm.getByText('Rent', { exact: true }).click();
    await homeForm.getByLabel('Township').selectOption('bahan');
    await homeForm.getByRole('button', { name: 'Search properties' }).click();
    await page.waitForURL(/\/search\?/);
    await expect.poll(() => searchResults(page).count()).toBeGreaterThan(0);
    const height = page.viewportSize()!.height;
    expect(await resultsTop(page)).toBeLessThan(height / 2);
    const toggle = page.getByRole('button', { name: 'Filters (2)' });
    const form = page.getByRole('search', { name: 'Advanced Search' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await form.isVisible()).toBe(false);

    // Unfolded, the form holds the search's filters; a new search folds it again.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await form.getByLabel('Township').inputValue()).toBe('bahan');
    await form.getByText('Sale', { exact: true }).click();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/type=sale/);
    await expect.poll(() => form.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Filters (2)' }).getAttribute('aria-expanded')).toBe('false');

    // Without filters the form is what the page shows.
    await page.goto('/search');
    expect(await page.getByRole('search', { name: 'Advanced Search' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Filters (0)' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('brings the results into view after a search from the form and after a page number, below the sticky header', async () => {
    const page = await browser.newPage();
    await page.goto('/search');
    await expect.poll(() => searchResults(page).count()).toBe(8);
    const form = page.getByRole('search', { name: 'Advanced Search' });
    const height = page.viewportSize()!.height;
    // The results start below the form, out of sight.
    expect(await resultsTop(page)).toBeGreaterThan(height);

    await form.getByText('Rent', { exact: true }).click();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/type=rent/);
    await expect.poll(() => resultsTop(page)).toBeLessThan(height / 2);
    const header = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await resultsTop(page)).toBeGreaterThanOrEqual(Math.floor(header));

    // Page 2, from the foot of the list.
    const first = await searchResults(page).allTextContents();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => searchResults(page).allTextContents()).not.toEqual(first);
    const top = await resultsTop(page);
    expect(top).toBeGreaterThanOrEqual(Math.floor(header));
    expect(top).toBeLessThan(height / 2);
  });
});

describe('full-text search', () => {
  it('finds English words in any order and shows more on request', async () => {
    const page = await browser.newPage();
    await page.goto('/full-search');
    await page.getByText('No listing found! Type Something!').waitFor();
    await page.getByRole('searchbox').fill('condo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/searchTerm=condo/);
    await expect.poll(() => results(page).count()).toBe(8);
    // A link (it works without JavaScript too), enhanced to fetch the next batch in place.
    await page.getByRole('main').getByText('Show More', { exact: true }).click();
    await expect.poll(() => results(page).count()).toBeGreaterThan(8);
  });

  it('finds Burmese text inside words without spaces', async () => {
    const page = await browser.newPage();
    await page.goto(`/full-search?searchTerm=${encodeURIComponent('ကွန်ဒို')}`);
    await expect.poll(() => page.getByText('ဗဟန်းမြို့နယ်ကွန်ဒိုအခန်းငှားရန်').first().isVisible()).toBe(true);
  });

  it("understands both languages: 'condo' and 'ကွန်ဒို' find the same condos, whatever their titles' language", async () => {
    const page = await browser.newPage();
    const burmese = /[\u1000-\u109F]/;
    const searchFor = async (term: string) => {
      await page.goto('/full-search');
      await waitForHydration(page);
      await page.getByRole('searchbox').fill(term);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const heading = page.getByRole('heading', { level: 2, name: new RegExp(`results? for "${term}"$`) });
      await heading.waitFor();
      const titles = await results(page).allTextContents();
      return { count: Number((await heading.textContent())!.split(' ')[0]), titles };
    };
    const english = await searchFor('condo');
    const myanmar = await searchFor('ကွန်ဒို');
    // Every demo condo, Burmese titles and English ones, found by either word (the demo data's
    // condos are titled in one language or the other; the first page shows both kinds).
    const condos = (await (await page.request.get('/search?propertyType=condo')).text()).match(/(\d+) listings? found/);
    expect(condos, 'the /search page states its count').not.toBeNull();
    expect(english.count).toBeGreaterThanOrEqual(Number(condos![1]));
    expect(myanmar.count).toBe(english.count);
    expect(english.titles.some((title) => burmese.test(title))).toBe(true);
    expect(myanmar.titles.some((title) => !burmese.test(title))).toBe(true);
  });
});
