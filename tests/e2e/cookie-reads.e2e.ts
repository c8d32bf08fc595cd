// A page's first read of document.cookie waits on the browser process (3-10 ms at full
// speed on these machines, four times that on Lighthouse's phone), so a first visit reads none
// while it starts: the theme script trusts the server, which wrote it for lack of a choice
// (components/layout/theme.ts), and the toasts read the notice cookie only when the request
// carried one (lib/flash-notice.ts). What the reads were for still works.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitForHydration } from './support/browser';
import { THEME_COOKIE } from '../../app/components/layout/theme';
import { NOTICE_COOKIE, NOTICES } from '../../app/lib/flash-notice';

const browser = setupBrowser();

/**
 * Counts the page's reads of document.cookie from its first script on until it was hydrated (the
 * root's data-hydrated). Once alive and idle the page may read it (to note the stylesheet it carried as
 * cached: lib/stylesheet-in-cache.ts).
 */
async function countCookieReads(page: Page) {
  await page.addInitScript({
    content: `(() => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      window.__cookieReads = [];
      window.__hydratedAt = Infinity;
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() { window.__cookieReads.push(performance.now()); return cookie.get.call(this); },
        set(value) { cookie.set.call(this, value); },
      });
      // The script runs before the parser has made <html>: watch the document for it.
      new MutationObserver(() => {
        if (document.documentElement?.dataset.hydrated !== undefined) window.__hydratedAt = Math.min(window.__hydratedAt, performance.now());
      }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
    })()`,
  });
  /**
   * The reads made before hydration, and the counter's own check: a read made now is seen, and
   * falls after hydration.
   */
  return () =>
    page.evaluate(() => {
      const { __cookieReads: reads, __hydratedAt: hydrated } = window as unknown as { __cookieReads: number[]; __hydratedAt: number };
      const whileStarting = reads.filter((time) => time <= hydrated).length;
      const before = reads.length;
      void document.cookie;
      return { whileStarting, seesAReadNow: reads.length === before + 1 && reads[before] > hydrated && Number.isFinite(hydrated) };
    });
}

describe('a first visit reads no cookie while it starts', () => {
  it.each(['/', '/search?type=rent', '/blogs'])('%s, in the dark theme the phone asks for', async (path) => {
    const page = await browser.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    const reads = await countCookieReads(page);
    await page.goto(path);
    await waitForHydration(page);
    expect(await reads()).toEqual({ whileStarting: 0, seesAReadNow: true });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The system's setting still rules until the reader chooses.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  });

  it('still shows a notice its request carried, once', async () => {
    const page = await browser.newPage();
    const reads = await countCookieReads(page);
    await page.context().addCookies([{ name: NOTICE_COOKIE, value: 'listing-created', url: browser.baseURL() }]);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('status').filter({ hasText: NOTICES['listing-created'] }).count()).toBe(1);
    // Read while it started, for this request carried a notice: the counter sees what the first
    // visits above do not do.
    expect(await reads()).toEqual({ whileStarting: expect.toSatisfy((n: number) => n > 0), seesAReadNow: true });
    expect((await page.context().cookies()).some((cookie) => cookie.name === NOTICE_COOKIE)).toBe(false);
  });

  it('follows a theme chosen since, when the system changes its setting', async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page);
    await page.context().addCookies([{ name: THEME_COOKIE, value: 'light', url: browser.baseURL() }]);
    await page.emulateMedia({ colorScheme: 'dark' });
    // Give the change listener its turn, then check it kept the choice.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  });
});
