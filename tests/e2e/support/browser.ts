// One Chromium per test file; each test gets a fresh context (own cookies and storage).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export function setupBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    baseURL: () => inject('baseURL'),
    async newPage(viewport = PHONE): Promise<Page> {
      const context = await browser.newContext({ baseURL: inject('baseURL'), viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

let counter = 0;
/** A unique e-mail and username for each test run. */
export function uniqueUser(prefix = 'user') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { username: `${prefix}-${id}`, email: `${prefix}-${id}@example.com`, password: 'a-long-password' };
}
