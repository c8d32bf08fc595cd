import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { passwordResetTokens, users, type User } from '../../db/schema';
import { resetConfig } from '../../server-lib/config.server';
import { publicOrigin } from '../../server-lib/public-origin.server';
import * as forgotApi from '../../routes/api/auth.forgotpassword';
import * as resetApi from '../../routes/api/auth.reset-password';
import * as signInApi from '../../routes/api/auth.signin';
import * as forgotPage from '../../routes/forgot-password';
import * as resetPage from '../../routes/reset-password';
import { createSession, getSessionUser, hashToken } from '../auth/session.server';
import { MAX_PER_HOUR, RESET_MAIL_SUBJECT, resetMailsSent } from './request-password-reset.server';
import { makeUser } from '../../../tests/support/fixtures';
import { call, makeRequest } from '../../../tests/support/requests';
import { type ReceivedMail, setupTestSmtp } from '../../../tests/support/smtp';
import { decodedHeader, textOf } from '../../../tests/support/mime';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();

/** The reset mails requested so far, queued and then delivered. */
const mailsDelivered = async () => {
  await resetMailsSent();
  await smtp.delivered();
};

const SENT = 'We have sent a password reset link to your email. Please check your inbox or spam.';
const INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

const forgot = async (email: unknown) => {
  const res = await call(forgotApi.action, '/api/auth/forgotpassword', { json: { email } });
  await mailsDelivered();
  return res;
};
const reset = (token: string, json: unknown, cookie?: string) =>
  call(resetApi.action, `/api/auth/reset-password/${token}`, { json, cookie, params: { token } });
const signIn = (email: string, password: string) => call(signInApi.action, '/api/auth/signin', { json: { email, password }, ip: `10.9.${Math.floor(Math.random() * 250)}.1` });
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const signedIn = async (cookie: string) => (await getSessionUser(makeRequest('/', { cookie })))?.id ?? null;
const tokensOf = (userId: string) => getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

const linkIn = (mail: ReceivedMail) => {
  const match = /(https?:\/\/\S+?)\/reset-password\/([A-Za-z0-9_-]+)/.exec(textOf(mail));
  if (!match) throw new Error(`no link in ${mail.raw}`);
  return { origin: match[1], token: match[2] };
};

async function requestLink(user: User) {
  const before = mailsTo(user.email).length;
  expect((await forgot(user.email)).status).toBe(200);
  const mails = mailsTo(user.email);
  expect(mails.length).toBe(before + 1);
  return linkIn(mails[mails.length - 1]);
}

describe('POST /api/auth/forgotpassword', () => {
  it('writes the e-mail in the language the reader chose on the site', async () => {
    const user = await makeUser();
    await call(forgotApi.action, '/api/auth/forgotpassword', { json: { email: user.email }, cookie: 'theme=dark; lang=my' });
    await mailsDelivered();
    const [mail] = mailsTo(user.email);
    expect(decodedHeader(mail.headers.subject)).toBe('Yangon Homes စကားဝှက် ပြန်လည်သတ်မှတ်ရန်');
    const text = textOf(mail);
    expect(text).toContain(`မင်္ဂလာပါ ${user.username}၊`);
    expect(text).toContain('စကားဝှက်အသစ် ရွေးချယ်ရန် ဤလင့်ခ်ကို တစ်နာရီအတွင်း ဖွင့်ပါ-');
    expect(text).not.toContain('Open this link');
    expect(linkIn(mail).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("falls back to the account's language when the browser never chose one", async () => {
    const user = await makeUser();
    await getDb().update(users).set({ lang: 'my' }).where(eq(users.id, user.id));
    await forgot(user.email);
    const [fromAccount] = mailsTo(user.email);
    expect(decodedHeader(fromAccount.headers.subject)).toBe('Yangon Homes စကားဝှက် ပြန်လည်သတ်မှတ်ရန်');
    // A choice made in this browser wins.
    await call(forgotApi.action, '/api/auth/forgotpassword', { json: { email: user.email }, cookie: 'lang=en' });
    await mailsDelivered();
    expect(mailsTo(user.email)[1].headers.subject).toBe(RESET_MAIL_SUBJECT);
  });

  it('e-mails a link to the account address through SMTP, and stores only the token hash', async () => {
    const user = await makeUser();
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: SENT });

    const [mail] = mailsTo(user.email);
    expect(mail.to).toEqual([user.email]);
    expect(mail.headers.subject).toBe(RESET_MAIL_SUBJECT);
    expect(mail.headers.to).toBe(user.email);
    const { origin, token } = linkIn(mail);
    // The address this process would announce (server-lib/public-origin.server.ts), not the request's.
    expect(origin).toBe(publicOrigin());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes

    const [row] = await tokensOf(user.id);
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.usedAt).toBeNull();
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('uses PUBLIC_URL for the link when it is set', async () => {
    process.env.PUBLIC_URL = 'https://homes.example.com/';
    resetConfig();
    try {
      const user = await makeUser();
      expect((await requestLink(user)).origin).toBe('https://homes.example.com');
    } finally {
      delete process.env.PUBLIC_URL;
      resetConfig();
    }
  });

  it('gives the same answer for an address without an account, and sends nothing', async () => {
    const before = (await smtp.delivered()).length;
    const res = await forgot('nobody-here@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: SENT });
    expect((await smtp.delivered()).length).toBe(before);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'Please enter a valid e-mail address.' });
  });

  it(`sends at most ${MAX_PER_HOUR} links an hour to one address, answering every request the same`, async () => {
    const user = await makeUser();
    for (let i = 0; i < MAX_PER_HOUR + 2; i++) {
      const res = await forgot(user.email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: SENT });
    }
    expect(mailsTo(user.email)).toHaveLength(MAX_PER_HOUR);
    expect(await tokensOf(user.id)).toHaveLength(MAX_PER_HOUR);
  });
});

describe('POST /api/auth/reset-password/{token}', () => {
  it('sets the new password from the e-mailed link, ends every session and spends the token', async () => {
    const user = await makeUser();
    const phone = (await createSession({ userId: user.id, request: makeRequest('/') })).split(';')[0];
    const { token } = await requestLink(user);
    const other = await requestLink(user);

    const res = await reset(token, { password: 'my new password' }, user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Updated Password. Please re-sign in.' });
    expect(res.headers.get('set-cookie')).toMatch(/^yh_session=;.*Max-Age=0/);
    expect(await signedIn(user.cookie)).toBeNull();
    expect(await signedIn(phone)).toBeNull();

    expect((await signIn(user.email, 'my new password')).status).toBe(200);
    expect((await signIn(user.email, 'a-long-password')).status).toBe(401);

    // Single use, and the user's other links are spent with it.
    const again = await reset(token, { password: 'yet another password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, statusCode: 400, message: INVALID });
    expect((await reset(other.token, { password: 'yet another password' })).status).toBe(400);
    expect((await tokensOf(user.id)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('unlocks an account a stranger locked with wrong guesses: the owner signs in right after the reset', async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `a stranger's guess ${i}`)).status).toBe(401);
    expect((await signIn(user.email, 'a-long-password')).status).toBe(429);
    const { token } = await requestLink(user);
    expect((await reset(token, { password: 'my new password' })).status).toBe(200);
    expect((await signIn(user.email, 'my new password')).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await makeUser();
    const token = 'expired-token-expired-token-expired-token00';
    await getDb()
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() - 60_000), createdAt: new Date(Date.now() - 3_700_000) });
    const res = await reset(token, { password: 'my new password' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(INVALID);
    expect(await signedIn(user.cookie)).toBe(user.id);
    const page = await (await call(resetPage.loader, `/reset-password/${token}`, { params: { token } })).json();
    expect(page).toEqual({ usable: false });
  });

  it('refuses an unknown or malformed token', async () => {
    expect((await reset('A'.repeat(43), { password: 'my new password' })).status).toBe(400);
    const odd = await reset('../../etc', { password: 'my new password' });
    expect(odd.status).toBe(400);
    expect((await odd.json()).message).toBe(INVALID);
  });

  it('refuses a short password without spending the token', async () => {
    const user = await makeUser();
    const { token } = await requestLink(user);
    const res = await reset(token, { password: 'short' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ password: 'Password must be at least 8 characters.' });
    expect((await reset(token, { password: 'long enough now' })).status).toBe(200);
  });
});

describe('the pages', () => {
  it('/forgotpassword sends the link and answers the spec message; a bad address keeps what was typed', async () => {
    const user = await makeUser();
    const res = await call(forgotPage.action, '/forgotpassword', { method: 'POST', body: new URLSearchParams({ email: user.email }) });
    await mailsDelivered();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: SENT });
    expect(mailsTo(user.email)).toHaveLength(1);

    const bad = await call(forgotPage.action, '/forgotpassword', { method: 'POST', body: new URLSearchParams({ email: 'typo@' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { email: 'Please enter a valid e-mail address.' }, values: { email: 'typo@' } });
  });

  it.each(['reset-password', 'reset_password'])('the e-mailed link works on /%s/{token}: new password, then sign in', async (path) => {
    const user = await makeUser();
    const { token } = await requestLink(user);
    const url = `/${path}/${token}`;
    expect(await (await call(resetPage.loader, url, { params: { token } })).json()).toEqual({ usable: true });

    const mismatch = await call(resetPage.action, url, { method: 'POST', params: { token }, body: new URLSearchParams({ password: 'page password 1', confirmPassword: 'page password 2' }) });
    expect(mismatch.status).toBe(400);
    const failure = await mismatch.json();
    expect(failure.errors).toEqual({ confirmPassword: 'The two passwords do not match.' });
    expect(JSON.stringify(failure.values)).not.toContain('page password');

    const res = await call(resetPage.action, url, { method: 'POST', params: { token }, cookie: user.cookie, body: new URLSearchParams({ password: 'page password 1', confirmPassword: 'page password 1' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Updated Password. Please re-sign in.' });
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await signedIn(user.cookie)).toBeNull();
    expect((await signIn(user.email, 'page password 1')).status).toBe(200);
    expect(await (await call(resetPage.loader, url, { params: { token } })).json()).toEqual({ usable: false });
    const [stored] = await getDb().select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    expect(stored.updatedAt.getTime()).toBeGreaterThan(user.updatedAt.getTime());
  });
});
