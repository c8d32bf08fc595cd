// Confirming an address, over real HTTP and a real SMTP server: sign-up mails the link (in the
// reader's language), /saved-searches says why no alert comes until it is followed and offers it
// again a few times an hour, the link only asks on GET and confirms on POST, and a changed address
// is unconfirmed again (a link sent to the old one confirms nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { insertUser, insertListing } from '../../../tests/support/fixtures';
import { startHttpApp, type HttpApp } from '../../../tests/support/http-app';
import { setupTestSmtp, type ReceivedMail } from '../../../tests/support/smtp';
import { decodedHeader, textOf } from '../../../tests/support/mime';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { sendDueAlerts } from '../saved-searches/send-due-alerts.server';
import { CONFIRMATION_TOO_MANY, INVALID_CONFIRMATION_LINK } from './email-confirmation.server';

setupTestDatabase();
const smtp = setupTestSmtp();
let app: HttpApp;
beforeAll(async () => {
  // Each sign-up from its own address (X-Forwarded-For): the sign-up limit counts per address.
  app = await startHttpApp({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'a fine long password';
const SUBJECT = 'Confirm your e-mail address for Yangon Homes';
let people = 0;
const nextIp = () => `10.47.${Math.floor(++people / 250)}.${people % 250}`;

const form = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp(), ...(cookie && { cookie }) },
  body: new URLSearchParams(fields).toString(),
});

/** A new account through the sign-up form; its session cookie. */
async function signUp(name: string, cookie?: string): Promise<{ email: string; cookie: string }> {
  const email = `${name}@example.com`;
  const res = await app.request('/sign-up', form({ username: name, email, password: PASSWORD }, cookie));
  expect(res.status).toBe(302);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('yh_session='))!;
  return { email, cookie: session.split(';')[0] };
}

const mailsTo = async (email: string) => (await smtp.delivered()).filter((mail) => mail.to.includes(email));
const linkIn = (mail: ReceivedMail) => /https?:\/\/\S+(\/confirm-email\/[\w.-]+)/.exec(textOf(mail))![1];
const confirmedAt = async (email: string) => (await getDb().select({ at: users.emailConfirmedAt }).from(users).where(eq(users.email, email)))[0].at;
const page = async (path: string, cookie?: string) => {
  const res = await app.request(path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text() };
};

describe('a new account', () => {
  it('gets no alert until its address is confirmed by the link mailed at sign-up', async () => {
    const { email, cookie } = await signUp('newcomer');
    const [mail] = await mailsTo(email);
    expect(decodedHeader(mail.headers.subject)).toBe(SUBJECT);
    expect(textOf(mail)).toContain('Until you do, Yangon Homes sends it no alerts.');
    expect(await confirmedAt(email)).toBeNull();

    // The page says why, with the button that sends the link again.
    const notice = `We send no alerts to ${email} until you confirm it: open the link in the e-mail we sent there.`;
    const before = await page('/saved-searches', cookie);
    expect(before.html).toContain(notice);
    expect(before.html).toContain('Send the link again');

    const saved = await app.request('/saved-searches', form({ intent: 'save', name: 'Bahan rentals', from: 'search', query: '?type=rent&township=bahan' }, cookie));
    expect(saved.status).toBe(302);
    const lister = await insertUser();
    await insertListing(lister, { type: 'rent', township: 'bahan', name: 'A Bahan flat, posted before confirming' });
    expect(await sendDueAlerts('daily')).toEqual({ matched: 1, sent: 0 });
    expect(await mailsTo(email)).toHaveLength(1);

    // Opening the link only asks (a mail scanner opens links too)...
    const link = linkIn(mail);
    const asked = await page(link);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(`Confirm ${email} as the address for your Yangon Homes alerts?`);
    expect(await confirmedAt(email)).toBeNull();
    // ...the button confirms, without needing a session.
    const confirmed = await app.request(link, form({}));
    expect(confirmed.status).toBe(200);
    expect(await confirmedAt(email)).not.toBeNull();
    expect((await page('/saved-searches', cookie)).html).not.toContain(notice);

    await insertListing(lister, { type: 'rent', township: 'bahan', name: 'A Bahan flat, posted after confirming' });
    expect(await sendDueAlerts('daily', new Date(Date.now() + 24 * 3_600_000))).toEqual({ matched: 1, sent: 1 });
    const alert = (await mailsTo(email))[1];
    expect(decodedHeader(alert.headers.subject)).toBe("1 new home for 'Bahan rentals'");
  });

  it('is mailed in the language the reader chose on the site', async () => {
    const { email } = await signUp('burmese-reader', 'lang=my');
    const [mail] = await mailsTo(email);
    expect(decodedHeader(mail.headers.subject)).toBe('Yangon Homes အတွက် သင်၏ အီးမေးလ်လိပ်စာကို အတည်ပြုပါ');
    expect(textOf(mail)).toContain('အတည်ပြုရန် ဤလင့်ခ်ကို ခုနစ်ရက်အတွင်း ဖွင့်ပါ');
  });
});

describe('sending the link again', () => {
  it('works twice more in the hour, then says to wait, and sends nothing more', async () => {
    const { email, cookie } = await signUp('forgetful');
    const resend = () => app.request('/saved-searches', form({ intent: 'confirm-email' }, cookie));
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(CONFIRMATION_TOO_MANY);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => decodedHeader(mail.headers.subject))).toEqual([SUBJECT, SUBJECT, SUBJECT]);
    // Every link works: the person may open any of them.
    expect((await app.request(linkIn(mails[2]), form({}))).status).toBe(200);
    expect(await confirmedAt(email)).not.toBeNull();
  });

  it('is for a signed-in person only, and sends nothing to a confirmed address', async () => {
    const visitor = await app.request('/saved-searches', form({ intent: 'confirm-email' }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/sign-in/);
    const { email, cookie } = await signUp('already-sure');
    await getDb().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.email, email));
    expect((await app.request('/saved-searches', form({ intent: 'confirm-email' }, cookie))).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await page('/saved-searches', cookie)).html).not.toContain('Send the link again');
  });
});

describe('a link that confirms nothing', () => {
  it('a changed address is unconfirmed again; the link sent to the old one is refused', async () => {
    const { email, cookie } = await signUp('mover');
    const oldLink = linkIn((await mailsTo(email))[0]);
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    await getDb().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));

    const changed = await app.request(`/api/user/update/${user.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: 'mover.new@example.com', currentPassword: PASSWORD }),
    });
    expect(changed.status).toBe(200);
    expect(await confirmedAt('mover.new@example.com')).toBeNull();
    const [mail] = await mailsTo('mover.new@example.com');
    expect(decodedHeader(mail.headers.subject)).toBe(SUBJECT);

    const stale = await app.request(oldLink, form({}));
    expect(stale.status).toBe(404);
    expect(await stale.text()).toContain(INVALID_CONFIRMATION_LINK);
    expect((await page(oldLink)).status).toBe(404);
    expect(await confirmedAt('mover.new@example.com')).toBeNull();
    expect((await app.request(linkIn(mail), form({}))).status).toBe(200);
    expect(await confirmedAt('mover.new@example.com')).not.toBeNull();
  });

  it('refuses forged and expired links and changes nothing', async () => {
    const { email } = await signUp('target');
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    const { storedSecret } = await import('../../db/stored-secret.server');
    const sign = (key: Uint8Array, expires: number) =>
      new SignJWT({ email }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setAudience('email-confirmation').setExpirationTime(expires).sign(key);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const forged = await sign(new TextEncoder().encode('a guessed secret of 32 bytes!!!!'), inAnHour);
    const expired = await sign(await storedSecret('email-confirmation'), Math.floor(Date.now() / 1000) - 60);
    const unsubscribeKey = await new SignJWT({ email }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setAudience('saved-search-unsubscribe').sign(await storedSecret('saved-search-unsubscribe'));
    for (const token of [forged, expired, unsubscribeKey, 'not-a-token', user.id]) {
      const res = await app.request(`/confirm-email/${token}`, form({}));
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(INVALID_CONFIRMATION_LINK);
    }
    expect(await confirmedAt(email)).toBeNull();
  });
});
