import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { contactMessages } from '../../db/schema';
import { getConfig, resetConfig } from '../../server-lib/config.server';
import { jobQueue } from '../jobs/queue.server';
import * as contactPage from '../../routes/contact';
import * as root from '../../root';
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
    const before = (await smtp.delivered()).length;
    const res = await post({ name: 'Daw Hla', email: 'hla@example.com', message: 'How do I pay for Gold?' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Email sent successfully' });
    expect((await smtp.delivered()).length).toBe(before + 1);
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
    expect((await smtp.delivered()).at(-1)!.to).toEqual([getConfig().SITE_EMAIL]);
  });

  it.each([
    [{ name: '', email: 'a@example.com', message: 'Hi' }, 'name'],
    [{ name: 'A', email: '', message: 'Hi' }, 'email'],
    [{ name: 'A', email: 'a@example.com', message: '   ' }, 'message'],
  ])('refuses %j with "Please fill in all fields.", says what the field needs and keeps what was typed', async (fields, field) => {
    const before = (await smtp.delivered()).length;
    const res = await post(fields);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Please fill in all fields.');
    expect(body.errors[field]).toBe({ name: 'Please enter your name.', email: 'Please enter your e-mail address.', message: 'Please write a message.' }[field]);
    expect(body.values).toEqual(fields);
    expect((await smtp.delivered()).length).toBe(before);
  });

  it('says the message was sent while the mail server is down, and delivers it once the server is back', async () => {
    await smtp.down();
    try {
      const res = await post({ name: 'U Ba', email: 'uba@example.com', message: 'Please call me back' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, message: 'Email sent successfully' });
    } finally {
      await smtp.up();
    }
    const mail = await smtp.waitFor((m) => m.headers['reply-to'] === 'uba@example.com');
    expect(mail.raw).toContain('Please call me back');
  });

  it('says the spec failure message when the message cannot even be queued, keeping what was typed', async () => {
    const queue = await jobQueue();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = vi.spyOn(queue, 'enqueue').mockRejectedValue(new Error('The database refused the job'));
    try {
      const fields = { name: 'U Ba', email: 'uba@example.com', message: 'Please call me back' };
      const res = await post(fields);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: 'Failed to send email. Please try again later.', errors: {}, values: fields });
      expect(logged).toHaveBeenCalled();
    } finally {
      refused.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('legal pages', () => {
  it('show the address people write to about their data, from the root data, with no loader of their own', async () => {
    process.env.SITE_EMAIL = 'privacy@yangonhomes.test';
    resetConfig();
    try {
      expect((await (await call(root.loader, '/PrivacyPolicy')).json()).siteEmail).toBe('privacy@yangonhomes.test');
    } finally {
      delete process.env.SITE_EMAIL;
      resetConfig();
    }
    for (const page of [privacyPage, termsPage]) expect(page).not.toHaveProperty('loader');
  });
});
