import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { contactMessages, type Listing, type User } from '../../db/schema';
import { CONTACT_MESSAGES } from '../../lib/schemas/contact';
import { CONTACT_LIMIT } from './send-contact-message.server';
import { getConfig } from '../../server-lib/config.server';
import { jobQueue } from '../jobs/queue.server';
import * as contactApi from '../../routes/api/auth.contact';
import { call } from '../../../tests/support/requests';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { decodedHeader, textOf } from '../../../tests/support/mime';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
// A real SMTP server on a free port: the message goes through nodemailer and the network.
const smtp = setupTestSmtp();
let owner: User;
let listing: Listing;

beforeAll(async () => {
  owner = await insertUser({ email: 'owner@example.com' });
  listing = await insertListing(owner, { name: 'Bright Condo for Rent in Bahan' });
});

const send = (json: unknown) => call(contactApi.action, '/api/auth/contact', { json });
const header = (raw: string, name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim();
const valid = { name: 'Ko Aung', email: 'aung@example.com', phone: '09 777 888', message: 'Is it still available?' };

describe('POST /api/auth/contact', () => {
  it('stores the message for the listing owner and mails the owner, with the sender as Reply-To', async () => {
    const before = (await smtp.delivered()).length;
    const res = await send({
      ...valid,
      propertyId: listing.id,
      // A client cannot choose the title in the mail or the recipient.
      propertyTitle: 'Something else',
      to: 'attacker@example.com',
      recipientEmail: 'attacker@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Email sent successfully');

    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.propertyId, listing.id));
    expect(row).toMatchObject({
      name: 'Ko Aung',
      email: 'aung@example.com',
      phone: '09 777 888',
      message: 'Is it still available?',
      propertyTitle: 'Bright Condo for Rent in Bahan',
      recipientUserId: owner.id,
    });

    expect((await smtp.delivered()).length).toBe(before + 1);
    const mail = smtp.received[smtp.received.length - 1];
    expect(mail.to).toEqual(['owner@example.com']);
    expect(header(mail.raw, 'To')).toBe('owner@example.com');
    expect(header(mail.raw, 'Subject')).toBe('Inquiry about your listing: Bright Condo for Rent in Bahan');
    expect(header(mail.raw, 'Reply-To')).toBe('aung@example.com');
    expect(mail.raw).toContain('Is it still available?');
    expect(mail.raw).toContain('09 777 888');
    expect(mail.raw).not.toContain('attacker');
  });

  it('writes to a lister who reads the site in Burmese in Burmese', async () => {
    const burmeseOwner = await insertUser({ email: 'my-owner@example.com', lang: 'my' });
    const theirs = await insertListing(burmeseOwner, { name: 'Sanchaung Apartment' });
    expect((await send({ ...valid, propertyId: theirs.id })).status).toBe(200);
    const mail = (await smtp.delivered()).at(-1)!;
    expect(mail.to).toEqual(['my-owner@example.com']);
    expect(decodedHeader(mail.headers.subject)).toBe('သင်၏ ကြော်ငြာအကြောင်း စုံစမ်းမေးမြန်းချက်- Sanchaung Apartment');
    const text = textOf(mail);
    expect(text).toContain('Yangon Homes မှ ဧည့်သည်တစ်ဦးက သင်၏ ကြော်ငြာ "Sanchaung Apartment" အကြောင်း စာရေးထားပါသည်။');
    expect(text).toContain('အမည်: Ko Aung');
    expect(text).toContain('Is it still available?');
    expect(text).not.toContain('Reply to this e-mail');
  });

  it('without a property, writes to the site address (the /contact page)', async () => {
    const before = (await smtp.delivered()).length;
    const res = await send({ name: 'Ma Su', email: 'su@example.com', message: 'Hello' });
    expect(res.status).toBe(200);
    expect((await smtp.delivered()).length).toBe(before + 1);
    expect(smtp.received[smtp.received.length - 1].to).toEqual([getConfig().SITE_EMAIL]);
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.email, 'su@example.com'));
    expect(row).toMatchObject({ recipientUserId: null, propertyId: null, phone: null });
  });

  it.each([
    // A missing field is told what it needs; the answer's message is then the spec's sentence.
    [{ ...valid, name: '' }, 'name', 'Please enter your name.', 'Please fill in all fields.'],
    [{ ...valid, email: undefined }, 'email', 'Please enter your e-mail address.', 'Please fill in all fields.'],
    [{ ...valid, message: '   ' }, 'message', 'Please write a message.', 'Please fill in all fields.'],
    [{ ...valid, email: 'not-an-address' }, 'email', 'Please enter a valid e-mail address.', 'Please enter a valid e-mail address.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.', 'Message must be at most 5000 characters.'],
    // Optional, but a phone given is one the lister can call back on.
    [{ ...valid, phone: 'abc' }, 'phone', 'A phone number needs at least 6 digits.', 'A phone number needs at least 6 digits.'],
  ])('refuses %j with 400 in the JSON error shape', async (json, field, message, summary) => {
    const before = (await smtp.delivered()).length;
    const res = await send(json);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, statusCode: 400, message: summary });
    expect(body.errors[field]).toBe(message);
    expect((await smtp.delivered()).length).toBe(before);
  });

  it('answers 404 for an unknown listing and sends nothing', async () => {
    const before = (await smtp.delivered()).length;
    for (const propertyId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await send({ ...valid, propertyId });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Listing not found.');
    }
    expect((await smtp.delivered()).length).toBe(before);
  });

  it('accepts a message while the mail server is down, and delivers it once the server is back', async () => {
    await smtp.down();
    try {
      const res = await send({ ...valid, email: 'patient@example.com', propertyId: listing.id });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('Email sent successfully');
      const rows = await getDb().select().from(contactMessages).where(eq(contactMessages.email, 'patient@example.com'));
      expect(rows).toHaveLength(1);
    } finally {
      await smtp.up();
    }
    const mail = await smtp.waitFor((m) => header(m.raw, 'Reply-To') === 'patient@example.com');
    expect(mail.to).toEqual(['owner@example.com']);
  });

  it('answers the spec failure text as JSON when the message cannot even be queued, keeping the message', async () => {
    const queue = await jobQueue();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = vi.spyOn(queue, 'enqueue').mockRejectedValue(new Error('The database refused the job'));
    try {
      const res = await send({ ...valid, email: 'lost@example.com', propertyId: listing.id });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ success: false, statusCode: 502, message: 'Failed to send email. Please try again later.' });
      const rows = await getDb().select().from(contactMessages).where(eq(contactMessages.email, 'lost@example.com'));
      expect(rows).toHaveLength(1);
      expect(logged).toHaveBeenCalled();
    } finally {
      refused.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('POST /api/auth/contact limits', () => {
  it('takes 20 messages an hour from one connection, then answers 429 and neither stores nor mails', async () => {
    const from = (ip: string) => call(contactApi.action, '/api/auth/contact', { json: { ...valid, propertyId: listing.id }, ip });
    expect(CONTACT_LIMIT.max).toBe(20);
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await from('203.0.113.9')).status).toBe(200);
    const [stored, mailed] = [(await getDb().select().from(contactMessages)).length, (await smtp.delivered()).length];
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, statusCode: 429, message: CONTACT_MESSAGES.tooMany });
    expect([(await getDb().select().from(contactMessages)).length, (await smtp.delivered()).length]).toEqual([stored, mailed]);
    // Another connection is not affected.
    expect((await from('203.0.113.10')).status).toBe(200);
  });

  it('30 messages sent at once from one connection: at most 20 are stored and mailed', async () => {
    const from = (ip: string) => call(contactApi.action, '/api/auth/contact', { json: { ...valid, propertyId: listing.id }, ip });
    const [stored, mailed] = [(await getDb().select().from(contactMessages)).length, (await smtp.delivered()).length];
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => from('203.0.113.11')))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACT_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - CONTACT_LIMIT.max);
    expect((await getDb().select().from(contactMessages)).length).toBe(stored + CONTACT_LIMIT.max);
    expect((await smtp.delivered()).length).toBe(mailed + CONTACT_LIMIT.max);
  });
});
