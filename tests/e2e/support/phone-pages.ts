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

/**
 * Every layout shift the page reports without input: their sum (CLS), and each one with the
 * elements that moved, for a failure's message.
 */
export async function watchShifts(page: Page): Promise<() => Promise<{ score: number; shifts: string[] }>> {
  await page.addInitScript(() => {
    let score = 0;
    const shifts: string[] = [];
    Object.assign(window, { __shifts: () => ({ score, shifts }) });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        score += entry.value;
        const names = entry.sources.map((s) => {
          if (!(s.node instanceof Element)) return s.node?.nodeName;
          const name = s.node.getAttribute('aria-label') ?? s.node.textContent?.trim().slice(0, 30);
          return `${s.node.tagName.toLowerCase()} "${name}" ${JSON.stringify(s.previousRect)} to ${JSON.stringify(s.currentRect)}`;
        });
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${names.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: () => { score: number; shifts: string[] } }).__shifts());
}
