import { describe, expect, it } from 'vitest';
import { CLIENT_STATE_VERSION } from '../../app/lib/constants';
import { signUp } from './support/accounts';
import { DESKTOP, uniqueUser, setupBrowser, waitForHydration } from './support/browser';
import { newLister, pageAs } from './support/listers';

const browser = setupBrowser();

describe('accounts', () => {
  it('signs up, signs out and signs in again', async () => {
    const page = await browser.newPage();
    const user = uniqueUser();
    await signUp(page, user);
    expect(new URL(page.url()).pathname).toBe('/');
    // Told the account is made (the spec's words for it), on the page sign-up leads to.
    await page.getByRole('status').filter({ hasText: 'User created successfully!' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect.poll(() => page.getByText(user.email).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    // Said so on the page it lands on (the spec's words), once.
    await page.getByRole('status').filter({ hasText: 'User has been signed out!' }).waitFor();
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('yangon-portal:state') ?? '{}'));
    expect(state.currentUser).toBeNull();

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('yangon-portal:state') ?? '{}'));
    expect(after).toMatchObject({ version: CLIENT_STATE_VERSION, currentUser: { username: user.username } });
  });

  it('shows sign-in errors inline and keeps what was typed', async () => {
    const page = await browser.newPage();
    await page.goto('/sign-in');
    // The browser's own check (a form sent before the scripts have run has a test of its own, below).
    await waitForHydration(page);
    // No OpenID issuer configured on this portal: no third-party button.
    expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Please enter your e-mail and password.').first().isVisible()).toBe(true);

    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.com');
    expect(await page.getByLabel('Password').inputValue()).toBe('wrong password');
  });

  it('checks a form in the browser without breaking the Content-Security-Policy (no eval probe)', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/sign-up');
    await waitForHydration(page);
    // An empty submit is checked by the shared schema in the browser.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  it("answers a form sent before the page's scripts have run, as a slow phone may: the errors, not Bad Request", async () => {
    const page = await browser.newPage(undefined, { javaScriptEnabled: false, clientAddress: '2001:db8:e2e:5::1' });
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('nobody@example.com');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Sign In' }).click()]);
    expect(response.status()).toBe(400);
    await page.waitForURL('**/sign-in');
    await page.getByText('Please enter your e-mail and password.').first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.com');
  });

  it('sends a visitor of a signed-in page to sign in, then back to that page', async () => {
    const page = await browser.newPage();
    const user = uniqueUser('guard');
    await signUp(page, user);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();

    await page.goto('/my-listing');
    expect(page.url()).toContain('/sign-in?redirectTo=%2Fmy-listing');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/my-listing');
    await page.getByRole('heading', { level: 1, name: 'My Listings' }).waitFor();
  });

  it('a non-admin on an admin page is sent to sign in', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueUser('plain'));
    await page.goto('/create-package');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await page.getByText('but that page needs another account').waitFor();
  });

  it('signs out cleanly when the session is gone but the client state says signed in', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueUser('stale'));
    await page.context().clearCookies();
    await page.reload();
    // SessionSync calls sign-out, clears the state and reloads.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('yangon-portal:state') ?? '{}').currentUser))
      .toBeNull();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
  });
});

describe('layout', () => {
  it('answers an unknown path with the 404 page', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('The page you are looking for does not exist.').isVisible()).toBe(true);
    expect(await page.title()).toBe('Page Not Found - The page you are looking for does not exist.');
  });

  it('keeps the dark theme over a reload, already in the server-rendered page', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('class')).toBeNull();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.locator('html').getAttribute('class')).toBe('dark');
    const response = await page.reload();
    const html = await response!.text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    const light = await (await page.reload())!.text();
    expect(light).not.toMatch(/<html[^>]*class="dark"/);
  });

  it('opens the mobile menu with every item in order, and closes it on navigation', async () => {
    const page = await browser.newPage();
    // The menu button works once the page is hydrated: wait for its scripts.
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Advanced Search',
      'Full Text Search',
      'Packages',
      'Create Listing',
      'Dashboard',
      'Agency Lists',
      'Blogs',
      'About',
      'Contact',
      // After the spec's menu, for a visitor: the homes saved in this browser.
      'Saved homes',
    ]);
    await menu.getByRole('link', { name: 'Advanced Search' }).click();
    await page.waitForURL('**/search');
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('closes the mobile menu with Escape and gives the focus back to its button', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');

    // And on a tap outside the header, like the other menus.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.getByRole('main').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('closes the account menu with Escape, the focus back on its button, and on a press outside', async () => {
    const page = await pageAs(browser, await newLister('menu'));
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Account menu' });
    const profile = page.getByRole('link', { name: 'Profile', exact: true });
    await button.click();
    await profile.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => profile.count()).toBe(0);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await profile.waitFor();
    await page.getByRole('main').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => profile.count()).toBe(0);
  });

  it('scrolls to the top on a path change', async () => {
    const page = await browser.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/PrivacyPolicy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
