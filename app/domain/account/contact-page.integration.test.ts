import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { contactMessages } from '../../db/schema';
import { getConfig, resetConfig } from '../../server-lib/config.server';
import * as contactPage from '../../routes/contact';
import * as privacyPage from '../../routes/privacy-policy';
import * as termsPage from '../../routes/terms';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();

const post = (fields: Record<string, string>) => call(contactPage.action, '/contact', { method: 'POST', body: new URLSearchParams(fields) });

describe('/contact page action (the form sent before scripts load)', () => {
  it('stores the message and e-mails the site address, with the sender as Reply-To', async () => {
    const before = smtp.received.length;
    const res = await post({ name: 'Daw Hla', email: 'hla@example.com', message: 'How do I pay for Gold?' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Email sent successfully' });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received[smtp.received.length - 1];
    expect(mail.to).toEqual([getConfig().SITE_EMAIL]);
    expect(mail.headers['reply-to']).toBe('hla@example.com');
    expect(mail.headers.subject).toBe('Message from Daw Hla via Yangon Homes');
    expect(mail.raw).toContain('How do I pay for Gold?');
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.email, 'hla@example.com'));
    expect(row).toMatchObject({ name: 'Daw Hla', message: 'How do I pay for Gold?', propertyId: null, recipientUserId: null });
  });

  it('never writes to a listing owner named in the form', async () => {
    const owner = await insertUser({ email: 'owner-of-listing@example.com' });
    const listing = await insertListing(owner);
    const res = await post({ name: 'Ko Ko', email: 'koko@example.com', message: 'Hello', propertyId: listing.id });
    expect(res.status).toBe(200);
    expect(smtp.received[smtp.received.length - 1].to).toEqual([getConfig().SITE_EMAIL]);
  });

  it.each([
    [{ name: '', email: 'a@example.com', message: 'Hi' }, 'name'],
    [{ name: 'A', email: '', message: 'Hi' }, 'email'],
    [{ name: 'A', email: 'a@example.com', message: '   ' }, 'message'],
  ])('refuses %j with "Please fill in all fields." and keeps what was typed', async (fields, field) => {
    const before = smtp.received.length;
    const res = await post(fields);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[field]).toBe('Please fill in all fields.');
    expect(body.values).toEqual(fields);
    expect(smtp.received.length).toBe(before);
  });

  it('says the spec message when the mail server is down, keeping what was typed', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetConfig();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const fields = { name: 'U Ba', email: 'uba@example.com', message: 'Please call me back' };
      const res = await post(fields);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: 'Failed to send email. Please try again later.', errors: {}, values: fields });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      process.env.SMTP_URL = smtp.url;
      resetConfig();
    }
  });
});

describe('legal pages', () => {
  it('show the address people write to about their data', async () => {
    for (const page of [privacyPage, termsPage]) {
      expect(await (await call(page.loader, '/PrivacyPolicy')).json()).toEqual({ email: getConfig().SITE_EMAIL });
    }
  });
});
