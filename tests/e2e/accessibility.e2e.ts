// The accessibility sweep: the pages a visitor, a signed-in user and an admin reach, on a phone,
// in the light and the dark theme (the public pages in English and in Burmese), checked by
// axe-core against the WCAG 2 A and AA rules, colour contrast included; then the states a page
// only shows after a click: the mobile menu, the account menu, a confirmation dialog, forms
// showing their errors and the toasts. A failure lists each violation on one line: rule, impact,
// element, and every page, theme and language it was found on.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../app/db/demo/factories.server';
import { translate, type Lang } from '../../app/lib/i18n';
import { createAdmin, signIn, signUp } from './support/accounts';
import { axeCheck, report, type Violation } from './support/axe';
import { PHONE, setupBrowser, uniqueUser, waitForHydration } from './support/browser';

const browser = setupBrowser();

type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['light', 'dark'];

/** The theme and the language the next page is rendered in: cookies, as the portal keeps them. */
async function choose(page: Page, theme: Theme, lang: Lang = 'en') {
  const url = browser.baseURL();
  await page.context().addCookies([
    { name: 'theme', value: theme, url },
    { name: 'lang', value: lang, url },
  ]);
}

/**
 * Waits for colour transitions to end (a button fading to its new colour misleads contrast). A
 * transition cancelled on the way (its element re-rendered or removed) rejects `finished`: that
 * one has ended too.
 */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Opens the page and waits until React has hydrated it and run its first effects. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Flips the theme with the header's toggle, by keyboard; the toggle also sets the cookie. Under a
 * modal dialog (the package gate) the header is inert, as it should be: the cookie is set and the
 * page opened again instead.
 */
async function flipTheme(page: Page) {
  const { dark, lang, modal } = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    lang: document.documentElement.lang as Lang,
    modal: document.querySelector('dialog:modal') !== null,
  }));
  if (modal) {
    await choose(page, dark ? 'light' : 'dark', lang);
    await open(page, new URL(page.url()).pathname);
    await settle(page);
    return;
  }
  const name = translate(lang, dark ? 'Switch to light theme' : 'Switch to dark theme');
  await page.getByRole('banner').getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((want) => document.documentElement.classList.contains('dark') === want, !dark);
  await settle(page);
}

/**
 * Checks each page in the theme it opens in, then in the other one. The toggle's cookie makes
 * the next page open in that other theme: each theme is checked both as the server rendered it
 * and as the toggle switched to it.
 */
async function sweep(page: Page, paths: string[]) {
  const found: Violation[] = [];
  for (const path of paths) {
    await open(page, path);
    found.push(...(await axeCheck(page)));
    await flipTheme(page);
    found.push(...(await axeCheck(page)));
  }
  return found;
}

/** Checks a state a page reaches after some steps (`reach`), in each theme. */
async function inBothThemes(page: Page, state: string, reach: () => Promise<void>, lang: Lang = 'en') {
  const found: Violation[] = [];
  for (const theme of THEMES) {
    await choose(page, theme, lang);
    await reach();
    await settle(page);
    found.push(...(await axeCheck(page, state)));
  }
  return found;
}

/** The first link of a list page whose address starts with `prefix`. */
async function firstHref(page: Page, listPath: string, prefix: string) {
  await page.goto(listPath);
  const href = await page.getByRole('main').locator(`a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link to ${prefix}… on ${listPath}`);
  return href;
}

/**
 * Each test checks up to 36 page states, about half a second each here: the suite's 60 s limit
 * per test is too tight for that on a loaded machine (E2E_CPU_THROTTLE=6).
 */
const SWEEP = { timeout: 300_000 };

let samples: { listing: string; agent: string; post: string };

beforeAll(async () => {
  const page = await browser.newPage();
  samples = {
    listing: await firstHref(page, '/search', '/listing/'),
    agent: await firstHref(page, '/agent', '/agent/'),
    post: await firstHref(page, '/blogs', '/post/'),
  };
});

describe('accessibility: axe, WCAG 2 A and AA, on a phone, light and dark', () => {
  for (const lang of ['en', 'my'] as const) {
    it(`public pages in ${lang === 'en' ? 'English' : 'Burmese'}`, SWEEP, async () => {
      const page = await browser.newPage(PHONE);
      await choose(page, 'light', lang);
      const paths = [
        '/',
        '/search',
        '/full-search?searchTerm=condo',
        samples.listing,
        '/agent',
        samples.agent,
        '/blogs',
        samples.post,
        '/about',
        '/contact',
        '/price',
        '/packages',
        '/sign-in',
        '/sign-up',
        '/forgotpassword',
        '/favourites',
        '/unsubscribe/not-a-token',
        '/unsubscribe/saved-listings/not-a-token',
        '/confirm-email/not-a-token',
        '/PrivacyPolicy',
        '/TermsAndConditions',
        '/api/docs',
        '/no/such/page',
      ];
      expect(report(await sweep(page, paths))).toEqual([]);
    });
  }

  it("a visitor's menu, forms showing their errors, and the toasts", SWEEP, async () => {
    // Its own client address: the failed sign-ins below count against it, not the other tests.
    const page = await browser.newPage(PHONE, { clientAddress: '10.11.0.7' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const found: Violation[] = [];
    for (const lang of ['en', 'my'] as const) {
      const reach = async () => {
        await open(page, '/');
        await page.getByRole('button', { name: translate(lang, 'Open menu') }).click();
        await page.getByRole('navigation', { name: translate(lang, 'Menu'), exact: true }).waitFor();
      };
      found.push(...(await inBothThemes(page, 'mobile menu open', reach, lang)));
    }
    found.push(
      ...(await inBothThemes(page, 'empty form sent', async () => {
        await open(page, '/sign-up');
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await page.getByText('Please enter your e-mail address.').first().waitFor();
      })),
      ...(await inBothThemes(page, 'wrong password: alert and toast', async () => {
        await open(page, '/sign-in');
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByLabel('Password').fill('not the password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first().waitFor();
      })),
      ...(await inBothThemes(page, 'report form open with its error', async () => {
        await open(page, samples.listing);
        await page.getByText('Report this listing', { exact: true }).first().click();
        await page.getByRole('form', { name: 'Report this listing' }).getByRole('button', { name: 'Send report' }).click();
        await page.getByText('Please choose a reason.').first().waitFor();
      })),
      ...(await inBothThemes(page, 'link copied: toast', async () => {
        await open(page, samples.listing);
        await page.getByRole('button', { name: 'Copy link' }).first().click();
        await page.getByRole('status').filter({ hasText: 'Link copied!' }).waitFor();
      })),
    );
    expect(report(found)).toEqual([]);
  });

  it('a new user: the package dialog, the account menu and a confirmation dialog', SWEEP, async () => {
    const page = await browser.newPage(PHONE);
    const person = await signUp(page, uniqueUser('a11y'));
    // A saved search, so /saved-searches shows a card with its forms, and the search page the saved note.
    await open(page, '/search?type=rent&township=bahan');
    await page.getByText('Save this search', { exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Search saved. We will e-mail you new listings once you confirm ${person.email}.`).waitFor();
    const saved = await axeCheck(page, 'search saved');
    // No package yet: /create-listing dims its form under the dialog that leads to /price.
    const found = [...saved, ...(await sweep(page, ['/create-listing', '/dashboard', '/my-listing', '/favourites', '/saved-searches']))];
    found.push(
      ...(await inBothThemes(page, 'account menu open', async () => {
        await open(page, '/profile');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
      })),
      ...(await inBothThemes(page, 'delete dialog open', async () => {
        await open(page, '/profile');
        await page.getByRole('button', { name: 'Delete Account' }).click();
        await page.getByRole('dialog').waitFor();
      })),
    );
    expect(report(found)).toEqual([]);
  });

  it('an agent with a package and listings: their pages and forms', SWEEP, async () => {
    const page = await browser.newPage(PHONE);
    // A demo agency of the seeded data (README: demo accounts), with a Premium package.
    await signIn(page, { email: 'agent1@demo.yangonhomes.local', password: DEMO_PASSWORD });
    const edit = await firstHref(page, '/my-listing', '/update-listing/');
    const found = await sweep(page, ['/profile', '/my-listing', '/create-listing', edit, '/dashboard', '/update-agent']);
    expect(report(found)).toEqual([]);
  });

  it('admin pages, and the listing form showing its errors', SWEEP, async () => {
    const page = await browser.newPage(PHONE);
    await signIn(page, createAdmin());
    const tabs = ['dash', 'users', 'users-listings', 'posts', 'inbox', 'reviews', 'reports'].map((tab) => `/dashboard?tab=${tab}`);
    const edits = [
      await firstHref(page, '/dashboard?tab=users', '/update-agent-by-admin/'),
      await firstHref(page, '/dashboard?tab=posts', '/update-post/'),
      await firstHref(page, '/packages', '/update-package/'),
    ];
    const found = await sweep(page, [...tabs, '/create-post', '/create-package', '/admin-assign-package', '/create-listing-admin', ...edits]);
    found.push(
      ...(await inBothThemes(page, 'empty form sent', async () => {
        await open(page, '/create-listing-admin');
        await page.getByRole('button', { name: 'Create Listing' }).click();
        await page.getByText('Please choose a township.').first().waitFor();
      })),
    );
    expect(report(found)).toEqual([]);
  });
});
