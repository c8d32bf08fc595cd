// Saved listings in a real browser: a visitor hearts two homes (a search result and a home page
// tile) by keyboard, finds them on /favourites with an invitation to sign in, signs up and finds
// them joined to the account; a signed-in user's heart on the listing page is kept by the server
// and taken off from /favourites. The hearts are buttons named 'Save: <title>' with aria-pressed,
// and axe stays clean on /favourites in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_STATE_KEY } from '../../app/lib/client-state';
import { signUp } from './support/accounts';
import { axeCheck, report, type Violation } from './support/axe';
import { PHONE, setupBrowser, uniqueUser, waitForHydration } from './support/browser';

const browser = setupBrowser();

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const localFavourites = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { favourites?: string[] }).favourites ?? [], CLIENT_STATE_KEY);

/** The heart of the card whose title link is `title`, and that title. */
async function firstCard(page: Page, scope: string) {
  const link = page.locator(`${scope} a[href^="/listing/"]`).first();
  await link.waitFor();
  const href = (await link.getAttribute('href'))!;
  const title = (await link.innerText()).trim();
  return { id: href.split('/').pop()!, title, heart: page.getByRole('button', { name: `Save: ${title}`, exact: true }).first() };
}

/** axe on the page as it is, then with the other theme's cookie after a reload. */
async function axeBothThemes(page: Page, ready: () => Promise<void>) {
  const found: Violation[] = [];
  for (const theme of ['light', 'dark']) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: browser.baseURL() }]);
    await page.reload();
    await waitForHydration(page);
    await ready();
    found.push(...(await axeCheck(page, `${theme} theme`)));
  }
  return found;
}

describe('saved listings', () => {
  it('a visitor hearts two homes by keyboard, sees them on /favourites, signs up and finds them in the account', { timeout: 120_000 }, async () => {
    const page = await browser.newPage(PHONE);

    // A search result: the heart comes just before the card's title link in the tab order.
    await open(page, '/search?type=rent');
    const result = await firstCard(page, 'main article');
    expect(await result.heart.getAttribute('aria-pressed')).toBe('false');
    await page.locator(`main article a[href="/listing/${result.id}"]`).first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Save: ${result.title}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => result.heart.getAttribute('aria-pressed')).toBe('true');
    expect(await localFavourites(page)).toEqual([result.id]);

    // A home page tile, another home.
    await open(page, '/');
    const tiles = page.locator('main a[href^="/listing/"]');
    await tiles.first().waitFor();
    let tile = { id: '', title: '' };
    for (let i = 0; i < (await tiles.count()); i++) {
      const href = (await tiles.nth(i).getAttribute('href'))!;
      const id = href.split('/').pop()!;
      if (id !== result.id) {
        tile = { id, title: (await tiles.nth(i).locator('h2, h3, h4').first().innerText()).trim() };
        break;
      }
    }
    const tileHeart = page.getByRole('button', { name: `Save: ${tile.title}`, exact: true }).first();
    await tileHeart.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => tileHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await localFavourites(page)).toEqual([tile.id, result.id]);

    // /favourites as a visitor: both, newest first, and the invitation to sign in.
    await open(page, '/favourites');
    const cards = page.locator('main article h2 a');
    await expect.poll(() => cards.allInnerTexts()).toEqual([tile.title, result.title]);
    await page.getByText('Sign in to keep your saved homes on every device.').waitFor();
    const visitorViolations = await axeBothThemes(page, () => cards.first().waitFor());

    // Sign up: the first signed-in page sends them to the account, then forgets them here.
    await signUp(page, uniqueUser('saver'));
    await expect.poll(() => localFavourites(page)).toEqual([]);
    await open(page, '/favourites');
    await expect.poll(() => page.locator('main article h2 a').allInnerTexts()).toEqual([tile.title, result.title]);
    expect(await page.getByText('Sign in to keep your saved homes on every device.').count()).toBe(0);
    const heart = page.getByRole('button', { name: `Save: ${tile.title}`, exact: true });
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    const userViolations = await axeBothThemes(page, () => page.locator('main article').first().waitFor());

    // Taken off from the page: gone from the list once the server answers.
    await heart.click();
    await expect.poll(() => page.locator('main article h2 a').allInnerTexts()).toEqual([result.title]);
    await page.reload();
    await expect.poll(() => page.locator('main article h2 a').allInnerTexts()).toEqual([result.title]);

    expect(report([...visitorViolations, ...userViolations])).toEqual([]);
  });

  it("a signed-in user's heart on the listing page is kept by the server; an empty list says so", { timeout: 90_000 }, async () => {
    const page = await browser.newPage(PHONE);
    await signUp(page, uniqueUser('lister-fan'));
    await open(page, '/favourites');
    await page.getByText('No saved homes yet. Tap the heart on a listing to save it here.').waitFor();
    const empty = await axeCheck(page, 'empty list');

    await open(page, '/search?type=sale');
    const { id, title } = await firstCard(page, 'main article');
    await open(page, `/listing/${id}`);
    // "Save" until saved, "Saved" after.
    const save = page.getByRole('main').getByRole('button', { name: /^Saved?$/ });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    expect(await save.innerText()).toBe('Save');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    expect(await save.innerText()).toBe('Saved');
    // Kept by the server, not the browser.
    await page.waitForLoadState('networkidle');
    expect(await localFavourites(page)).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('main').getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await open(page, '/favourites');
    await expect.poll(() => page.locator('main article h2 a').allInnerTexts()).toEqual([title]);
    expect(report(empty)).toEqual([]);
  });

  it('shows a visitor the way to their saved homes: beside Save once saved, and in the menu of a phone', async () => {
    const page = await browser.newPage(PHONE);
    await open(page, '/search?type=rent');
    const { id, title } = await firstCard(page, 'main article');
    await open(page, `/listing/${id}`);
    const main = page.getByRole('main');
    const toList = main.getByRole('link', { name: 'Saved homes', exact: true });
    expect(await toList.count()).toBe(0);
    const save = main.getByRole('button', { name: /^Saved?$/ });
    // Where the button is on the page (not in the window, which the click may scroll).
    const place = () => save.evaluate((el) => JSON.stringify({ top: el.getBoundingClientRect().top + window.scrollY, left: el.getBoundingClientRect().left }));
    const before = await place();
    await save.click();
    await toList.waitFor();
    // Beside the button, which stays where it was.
    expect(await place()).toBe(before);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Saved homes', exact: true }).click();
    await page.waitForURL('**/favourites');
    await expect.poll(() => page.locator('main article h2 a').allInnerTexts()).toEqual([title]);
  });

  it('without JavaScript, a visitor’s heart leads to sign in, and back to the page after', { timeout: 60_000 }, async () => {
    const page = await browser.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto('/search?type=rent');
    const { title } = await firstCard(page, 'main article');
    await page.getByRole('button', { name: `Save: ${title}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/search?type=rent');
  });
});
