// "Continue with Google" end to end: a portal configured with a real OpenID provider running
// locally; the browser signs in there and comes back signed in. No mock of the client library.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type LocalProvider } from '../support/oidc-provider';
import { waitForHydration } from './support/browser';
import { launchChromium } from './support/chromium';
import { freePort, startPortal, type RunningServer } from './support/server';

let provider: LocalProvider;
let portal: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider({ redirectUri: `http://127.0.0.1:${port}/auth/google/callback` });
  portal = await startPortal({
    PORT: String(port),
    DEMO_DATA: '0',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await provider?.stop();
});

async function signInAtProvider(login: string, redirectTo = '/my-listing') {
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${portal.url}${redirectTo}`);
  // The menu opens once the page has hydrated: a press before that did nothing (CI, a loaded host).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const email = await page.getByText(`${login}@example.com`).textContent();
  await context.close();
  return email;
}

describe('Continue with Google (OpenID Connect)', () => {
  it('the first sign-in creates the account; a later one signs into the same account', async () => {
    expect(await signInAtProvider('thiri')).toBe('thiri@example.com');
    expect(await signInAtProvider('thiri', '/profile')).toBe('thiri@example.com');
  });

  it('POST /api/auth/google refuses a bare name/email/photo and a forged token', async () => {
    const post = (body: unknown) =>
      fetch(`${portal.url}/api/auth/google`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const bare = await post({ name: 'Mallory', email: 'thiri@example.com', photo: 'x' });
    expect(bare.status).toBe(400);
    expect((await bare.json()).message).toBe('A verified ID token from the configured issuer is required.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(JSON.stringify({ iss: provider.issuer, aud: provider.clientId, email: 'thiri@example.com', email_verified: true })).toString('base64url');
    const forged = await post({ idToken: `${header}.${claims}.` });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toBeNull();
  });

  it('a callback without the attempt cookie (or a wrong state) signs nobody in', async () => {
    const res = await fetch(`${portal.url}/auth/google/callback?code=stolen&state=guess`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?error=oidc');
    expect(res.headers.get('set-cookie')).not.toMatch(/yh_session=[^;]/);
  });
});
