// Account journeys in a real browser: a forgotten password reset through the link in
// the e-mail the portal sent, and an account deleted for good.
import { describe, expect, it } from 'vitest';
import { signIn, signUp } from './support/accounts';
import { setupBrowser, uniqueUser } from './support/browser';
import { findMail } from './support/outbox';

const browser = setupBrowser();

/** The reset link in the newest mail to `to`. */
async function readResetLink(to: string): Promise<string> {
  const pattern = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/;
  const mail = await findMail((text) => text.includes(`To: ${to}`) && pattern.test(text));
  return pattern.exec(mail)![0];
}

describe('account journeys', () => {
  it('a user resets a forgotten password through the e-mailed link', async () => {
    const user = uniqueUser('forgetful');
    const page = await browser.newPage();
    await signUp(page, user);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();

    await page.goto('/forgotpassword');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('We have sent a password reset link to your email. Please check your inbox or spam.').waitFor();

    const link = new URL(await readResetLink(user.email));
    await page.goto(link.pathname);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Updated Password. Please re-sign in.').waitFor();

    await signIn(page, { email: user.email, password: 'a-brand-new-password' });
    // The link is single-use: it offers a new link, and no new password.
    await page.goto(link.pathname);
    await expect.poll(() => page.getByRole('link', { name: 'Ask for a new link' }).first().isVisible()).toBe(true);
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
  });

  it('a user deletes their account and can no longer sign in', async () => {
    const user = uniqueUser('leaving');
    const page = await browser.newPage();
    await signUp(page, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, I am sure' }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });
});
