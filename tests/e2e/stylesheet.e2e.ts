// A page carries the site's stylesheet in its <head> (lib/site-stylesheet.tsx), so a first visit
// is drawn without waiting for a request for CSS. Here every request for a stylesheet is refused:
// the page is still styled when it is first drawn, and stays so as it comes alive, as a person
// moves within the site, switches language (the root re-renders its <head>) and theme, and
// in a page sent again from those kept for visitors (server-lib/rendered-pages.server.ts). Once a
// page is alive the browser fetches the file into its cache, and the pages it loads whole after
// that name it instead of carrying it (lib/stylesheet-in-cache.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../app/lib/i18n';
import { STYLESHEET_COOKIE } from '../../app/lib/stylesheet-in-cache';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

/** Whether the site's styles apply: the <body> is a flex column only through them. */
const styled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).display === 'flex' && getComputedStyle(document.body).flexDirection === 'column');

/** The length of the stylesheet the page carries. */
const carriedLength = (page: Page) => page.evaluate(() => document.querySelector('head > style[data-href]')?.textContent?.length ?? 0);

describe('the stylesheet a page carries', () => {
  it('styles a first visit with no request for CSS, and stays through hydration, a move, a language and a theme switch', async () => {
    const page = await browser.newPage(PHONE);
    const cssRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
    });
    await page.route(/\.css(\?|$)/, (route) => route.abort());
    // The first frame the browser draws, before any script has run.
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('main') !== null);
    expect(await styled(page)).toBe(true);
    const length = await carriedLength(page);
    expect(length).toBeGreaterThan(10_000);

    await waitForHydration(page);
    expect(await carriedLength(page)).toBe(length);

    const card = page.locator('#recent-rent > li a[href^="/listing/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await styled(page)).toBe(true);
    expect(await carriedLength(page)).toBe(length);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /မြန်မာ/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'my');
    expect(await styled(page)).toBe(true);
    expect(await carriedLength(page)).toBe(length);

    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('banner').getByRole('button', { name: translate('my', dark ? 'Switch to light theme' : 'Switch to dark theme'), exact: true }).click();
    await page.waitForFunction((want) => document.documentElement.classList.contains('dark') === want, !dark);
    expect(await styled(page)).toBe(true);
    expect(await carriedLength(page)).toBe(length);

    expect(cssRequests).toEqual([]);
  });

  it('is in a page sent again from the kept pages as in one rendered for the visitor', async () => {
    const lengths: number[] = [];
    for (let visit = 0; visit < 2; visit++) {
      const page = await browser.newPage(PHONE);
      await page.route(/\.css(\?|$)/, (route) => route.abort());
      await page.goto('/blogs', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('main') !== null);
      expect(await styled(page)).toBe(true);
      lengths.push(await carriedLength(page));
    }
    expect(lengths[0]).toBeGreaterThan(10_000);
    expect(lengths[1]).toBe(lengths[0]);
  });

  it('is fetched into the cache once a page is alive, and named by the pages after it, from the cache', async () => {
    const page = await browser.newPage(PHONE);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\.css(\?|$)/.test(request.url())) fetched.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/');
    const length = await carriedLength(page);
    expect(length).toBeGreaterThan(10_000);
    const href = (await page.evaluate(() => document.querySelector('head > style[data-href]')?.getAttribute('data-href')))!;
    await waitForHydration(page);
    const remembered = async () => (await page.context().cookies()).find((cookie) => cookie.name === STYLESHEET_COOKIE)?.value;
    await expect.poll(remembered).toBe(encodeURIComponent(href));
    // Fetched once, as a prefetch, not as the page's stylesheet.
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(new RegExp(`^(?!stylesheet)\\w+ ${href}$`));

    // Whole pages after it: the stylesheet named, and answered by the cache, not the server.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fromServer: string[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      if (new URL(response.url).pathname === href && !response.fromDiskCache && !response.fromPrefetchCache) fromServer.push(response.url);
    });
    for (const path of ['/blogs', '/search?type=rent']) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('main') !== null);
      expect(await styled(page)).toBe(true);
      expect(await page.evaluate(() => document.querySelector('head > style[data-href]')?.textContent)).toBe(`@import url("${href}");`);
      await waitForHydration(page);
      expect(await styled(page)).toBe(true);
    }
    expect(fetched.filter((line) => line.startsWith('stylesheet'))).toHaveLength(2);
    expect(fromServer).toEqual([]);

    // A cookie naming another build's file: the page carries this build's, and the browser
    // fetches it in turn.
    await page.context().clearCookies({ name: STYLESHEET_COOKIE });
    await page.context().addCookies([{ name: STYLESHEET_COOKIE, value: encodeURIComponent('/assets/app-0ld.css'), url: browser.baseURL() }]);
    await page.goto('/blogs');
    expect(await carriedLength(page)).toBe(length);
    await waitForHydration(page);
    await expect.poll(remembered).toBe(encodeURIComponent(href));
  });

  it("is neither moved nor parsed again by hydration on a page with preloads of its own, and the root's links stay as they were", async () => {
    const page = await browser.newPage(PHONE);
    // Every <style> taken out of the document while the page loads and comes alive: the parser
    // only adds, so these are hydration's (moving a node takes it out and puts it back).
    await page.addInitScript(() => {
      const removed: string[] = ((window as unknown as { removedStyles: string[] }).removedStyles = []);
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 60));
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto('/search?type=rent');
    const head = (await response!.text()).split('</head>')[0];
    // The first pictures' preloads are in the <head> (React puts them there), beside the stylesheet.
    expect(head).toContain('<link rel="preload" as="image"');
    expect(head).toMatch(/<style [^>]*data-href="\/assets\/app-/);
    const rootLinks = () =>
      page.evaluate(() => ['icon', 'manifest', 'apple-touch-icon'].map((rel) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null));
    const served = await rootLinks();
    expect(served).toEqual(['/favicon-48.png', '/manifest.webmanifest', '/apple-touch-icon.png']);
    await waitForHydration(page);
    expect(await rootLinks()).toEqual(served);
    // A <style> taken out and put back is parsed again, and the whole page styled and laid out anew.
    expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles)).toEqual([]);
    expect(await carriedLength(page)).toBeGreaterThan(10_000);
  });
});
