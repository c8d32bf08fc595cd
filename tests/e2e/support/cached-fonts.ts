// A page's preloaded fonts, fetched into its browser context's HTTP cache before the page opens,
// as a returning reader has them. A layout check then measures the layout: on a first visit,
// whether a preloaded font beats the first paint is a race, and on a loaded machine Chromium
// paints first (the Burmese text is laid out again when the font arrives: see layout-shift.e2e.ts).
import type { Page } from 'playwright-core';

/** The fonts `path` preloads for a reader with `cookies`, fetched by `page`, which is left on /healthz. */
export async function cacheFontsOf(page: Page, baseURL: string, path: string, cookies: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const html = await (await fetch(new URL(path, baseURL), { headers: { cookie } })).text();
  const fonts = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(([link]) => /\bhref="([^"]+)"/.exec(link)![1]);
  await page.goto('/healthz');
  // As the preload asks for them (crossorigin="anonymous", same origin), so the page's own request finds them.
  await page.evaluate((urls) => Promise.all(urls.map(async (url) => (await fetch(url, { mode: 'cors', credentials: 'same-origin' })).arrayBuffer())), fonts);
}
