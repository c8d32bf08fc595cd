// One Chromium per test file; each test gets a fresh context (own cookies and storage).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumEnv, launchChromium } from './chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * E2E_CPU_THROTTLE=6 runs every page's scripts six times slower (Chromium's CPU throttling), the
 * way a loaded CI machine or a cheap phone would: a wait that only holds on a fast machine shows
 * up as a failure here first.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/**
 * `baseURL`: the portal the pages open (the suite's, unless a file starts one of its own).
 * `fontconfig`: the fonts the device has (support/chromium.ts), the suite's unless given.
 */
export function setupBrowser(baseURL: () => string = () => inject('baseURL'), { fontconfig }: { fontconfig?: string } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium({ env: chromiumEnv(fontconfig) });
  });
  // A test's pages are closed when it ends: left open, their timers and frames would take the
  // machine from the next test's pages (six times over with E2E_CPU_THROTTLE=6).
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL,
    /**
     * `clientAddress`: the address the portal sees for this browser (sent as X-Forwarded-For,
     * which the suite's portal trusts from loopback), so per-address limits of one test do not
     * reach the others. `javaScriptEnabled: false`: a page as it is before its scripts have run.
     * `serviceWorkers: 'allow'`: the offline worker runs (offline-and-data-saver.e2e.ts); blocked
     * elsewhere, so that no test counting a page's requests or scripts sees the worker's.
     */
    async newPage(
      viewport = PHONE,
      {
        clientAddress,
        javaScriptEnabled = true,
        serviceWorkers = 'block',
        headers,
        deviceScaleFactor,
      }: { clientAddress?: string; javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block'; headers?: Record<string, string>; deviceScaleFactor?: number } = {},
    ): Promise<Page> {
      const extraHTTPHeaders = clientAddress || headers ? { ...headers, ...(clientAddress && { 'x-forwarded-for': clientAddress }) } : undefined;
      const context = await browser.newContext({ baseURL: baseURL(), viewport, extraHTTPHeaders, javaScriptEnabled, serviceWorkers, deviceScaleFactor });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      if (cpuThrottle > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      }
      return page;
    },
  };
}

/** Waits for two frames: time enough for what a frame's effects started to be drawn. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits until the page has hydrated and run its first effects. */
export async function waitForHydration(page: Page) {
  // The root's effect marks it (root.tsx): effects run once the whole page is hydrated.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await nextFrames(page);
}

/**
 * Draws every part of the page that the browser skips while it is off screen (content-visibility:
 * auto: app.css's render-when-near), as a reader scrolling there gets it drawn. Skipped, its
 * boxes have no size and no background, which an audit or a measurement of the whole page would
 * take for the page's own. Through the CSSOM, which the Content-Security-Policy allows.
 */
export async function drawWholePage(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

/**
 * Waits until no page or form answer is on its way (the navigation bar is gone). After a save the
 * form's message shows while the page's data is still reloading, and the reload then replaces the
 * form: a measurement taken in between can find the message's element already gone.
 */
export async function waitForNavigationIdle(page: Page) {
  await page.locator('.navigation-progress').waitFor({ state: 'detached' });
}

/**
 * Waits for a form's success message, and fails as soon as the page refuses instead (an alert, or
 * a field marked wrong), with what the page says: each alert, and each field marked wrong by its
 * label and its message. A save sends photos' renditions through sharp on a CI machine busy with
 * other suites: it gets twice a step's usual wait; if nothing shows by then, the failure says what
 * the page showed (its buttons, its fields marked wrong).
 */
export async function waitForSaved(page: Page, text: string) {
  const saved = page.getByRole('status').filter({ hasText: text });
  const refused = page.getByRole('alert').filter({ hasText: /\S/ }).or(page.locator('main [aria-invalid="true"]'));
  const outcome = saved.or(refused).first();
  let waitError: unknown;
  try {
    await outcome.waitFor({ timeout: 30_000 });
    if (await saved.count()) return;
  } catch (error) {
    waitError = error;
  }
  // A page closed or on its way elsewhere has nothing to show: the wait's own error stands.
  const shown = await page.evaluate(describeForm).catch(() => null);
  if (!shown) throw waitError;
  throw new Error(`${waitError ? 'Nothing showed' : 'The page refused'} instead of "${text}": ${JSON.stringify(shown)}`, { cause: waitError });
}

/** What a page with a form shows (run in the page): its alerts, submit buttons and fields marked wrong. */
function describeForm() {
  const textOf = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim())
      .filter(Boolean)
      .join(' ');
  const labelOf = (field: Element) =>
    (field as HTMLInputElement).labels?.[0]?.textContent?.trim() || textOf(field.getAttribute('aria-labelledby')) || field.getAttribute('aria-label') || `an unlabelled <${field.tagName.toLowerCase()}>`;
  return {
    url: location.pathname,
    alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent?.trim()).filter(Boolean),
    buttons: [...document.querySelectorAll('main button[type="submit"]')].map((b) => `${b.textContent?.trim()}${(b as HTMLButtonElement).disabled ? ' (disabled)' : ''}`),
    invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map((field) => `${labelOf(field)}: ${textOf(field.getAttribute('aria-describedby')) || 'no message'}`),
  };
}

let counter = 0;
/** A unique e-mail and username for each test run. */
export function uniqueUser(prefix = 'user') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { username: `${prefix}-${id}`, email: `${prefix}-${id}@example.com`, password: 'a-long-password' };
}
