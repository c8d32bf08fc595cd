// The browser's Link and NavLink for a plain path (components/ui/link.tsx): they do what React
// Router's do for a person (a click leads on without a page load, a modified click is the
// browser's, hover or focus prefetches the next page, the header marks where the person is), and
// leave a scroll that starts on a card free of the main thread.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(path);
  await waitForHydration(page);
  // A client navigation keeps the window: a mark set on it survives; a page load loses it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  return page;
}

const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** The event types with a listener on the element itself, as DevTools lists them. */
async function listenerTypes(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  return listeners.map((listener) => listener.type).sort();
}

describe('links in the browser', () => {
  it('leads on from a card without a page load, and Back returns', async () => {
    const page = await open('/');
    const card = page.locator('#recent-rent > li a[href^="/listing/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await stayed(page)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await stayed(page)).toBe(true);
  });

  it('prefetches the next page while a pointer rests on a card, and drops it when the pointer leaves', async () => {
    const page = await open('/');
    const card = page.locator('#recent-rent > li a[href^="/listing/"]').first();
    const href = (await card.getAttribute('href'))!;
    const prefetches = page.locator(`link[rel="prefetch"][href^="${href}.data"]`);
    expect(await prefetches.count()).toBe(0);
    await card.hover();
    await expect.poll(() => prefetches.count()).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => prefetches.count()).toBe(0);
    // Focus by keyboard shows the same intent.
    await card.focus();
    await expect.poll(() => prefetches.count()).toBe(1);
  });

  it('leaves a modified click to the browser: Ctrl+click opens a new tab and this page stays', async () => {
    const page = await open('/');
    const card = page.locator('#recent-rent > li a[href^="/listing/"]').first();
    const href = (await card.getAttribute('href'))!;
    const [tab] = await Promise.all([page.context().waitForEvent('page'), card.click({ modifiers: ['Control'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(href);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await stayed(page)).toBe(true);
  });

  it('replaces the history entry when the link leads where the person already is', async () => {
    const page = await open('/about');
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await stayed(page)).toBe(true);
  });

  it("marks the header's link to the current page, and moves the mark on a client navigation", async () => {
    const page = await open('/');
    const nav = page.getByRole('banner').getByRole('navigation').first();
    await expect.poll(() => nav.locator('[aria-current="page"]').getAttribute('href')).toBe('/');
    await nav.locator('a[href="/search"]').click();
    await page.waitForURL('**/search');
    await expect.poll(() => nav.locator('[aria-current="page"]').getAttribute('href')).toBe('/search');
    expect(await nav.locator('a[href="/"]').getAttribute('aria-current')).toBeNull();
    expect(await stayed(page)).toBe(true);
  });

  it('puts no touchstart listener on a card: a scroll that starts on one does not wait for the main thread', async () => {
    const page = await open('/');
    const types = await listenerTypes(page, '#recent-rent > li a[href^="/listing/"]');
    expect(types).toContain('click');
    expect(types).not.toContain('touchstart');
  });
});
