// Pages on a phone whose network is slow or gone: the first listings a search shows, and the
// layout shifts a page makes on its own.
import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

/** The first listings of a rental search: live homes, which rank first. The search page comes alive: a page left before it does was never seen. */
export async function listingPaths(page: Page, count = 2): Promise<string[]> {
  await page.goto('/search?type=rent');
  await waitForHydration(page);
  const hrefs = await page.getByRole('main').locator('a[href^="/listing/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  return hrefs.slice(0, count);
}

/** Every layout shift the page reported without input, summed (CLS). */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    let score = 0;
    Object.assign(window, { __shiftScore: () => score });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) score += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shiftScore: () => number }).__shiftScore());
}
