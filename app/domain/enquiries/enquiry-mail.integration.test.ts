// The mail of an enquiry, through the job queue to a real SMTP server: the lister's reply from the
// inbox reaches the enquirer in the language they wrote in, with Reply-To set to the lister; and
// the enquiry reaches the lister in the language they read the site in, even when their phone
// chose it and they never touched the language switch.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { enquiries, users, type Listing } from '../../db/schema';
import * as root from '../../root';
import * as dashboard from '../../routes/dashboard';
import * as contactApi from '../../routes/api/auth.contact';
import { ENQUIRY_MESSAGES } from '../../lib/forms/enquiry';
import type { EnquiryInbox } from '../../lib/views/enquiry-view';
import { call } from '../../../tests/support/requests';
import { insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { decodedHeader, textOf } from '../../../tests/support/mime';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();

type Person = Awaited<ReturnType<typeof makeUser>>;
let lister: Person;
let listing: Listing;

beforeAll(async () => {
  lister = await makeUser({ name: 'ko-replier' });
  listing = await insertListing(lister, { name: 'Riverside condo in Ahlone' });
});

const enquire = (email: string, message: string, headers: Record<string, string> = {}) =>
  call(contactApi.action, '/api/auth/contact', { json: { name: 'Ma Thiri', email, message, propertyId: listing.id }, headers });

const idOf = async (email: string) => (await getDb().select().from(enquiries).where(eq(enquiries.email, email)))[0].id;

describe("a lister's reply from the inbox", () => {
  it('is mailed to the enquirer with Reply-To the lister, in their language, and marks the enquiry replied', async () => {
    expect((await enquire('thiri@example.com', 'အခန်း ရှိသေးလား။', { cookie: 'lang=my' })).status).toBe(200);
    const id = await idOf('thiri@example.com');
    const res = await call(dashboard.action, '/dashboard?tab=enquiries', {
      // A forged recipient and Reply-To are fields the form does not have: ignored.
      body: new URLSearchParams({ intent: 'enquiry-reply', id, reply: 'Yes, it is. Come on Saturday at 10.', to: 'victim@example.net', replyTo: 'attacker@example.net' }),
      cookie: lister.cookie,
    });
    expect(await res.json()).toEqual({ ok: true, message: ENQUIRY_MESSAGES.replySent });
    const mail = await smtp.waitFor((m) => m.to.includes('thiri@example.com'));
    expect(mail.to).toEqual(['thiri@example.com']);
    expect(mail.headers['reply-to']).toBe(lister.email);
    expect(decodedHeader(mail.headers.subject)).toBe('Re: Riverside condo in Ahlone အကြောင်း သင့်စုံစမ်းချက်');
    const text = textOf(mail);
    expect(text).toContain('Yes, it is. Come on Saturday at 10.');
    expect(text).toContain('> အခန်း ရှိသေးလား။');
    expect(text).toContain(`/listing/${listing.id}`);
    expect(mail.raw).not.toContain('example.net');
    const [row] = await getDb().select().from(enquiries).where(eq(enquiries.id, id));
    expect(row.status).toBe('replied');
    expect(row.repliedAt).not.toBeNull();
    // Kept for the lister's thread.
    const thread = async (cookie: string) => ((await (await call(dashboard.loader, '/dashboard?tab=enquiries', { cookie })).json()) as { inbox?: EnquiryInbox }).inbox;
    const mine = (await thread(lister.cookie))!.groups.flatMap((group) => group.enquiries).find((enquiry) => enquiry._id === id)!;
    expect(mine.replies.map((reply) => reply.body)).toEqual(['Yes, it is. Come on Saturday at 10.']);
  });

  it('in English to an enquirer who wrote from the English site', async () => {
    await enquire('john@example.com', 'Is there parking?');
    const id = await idOf('john@example.com');
    await call(dashboard.action, '/dashboard?tab=enquiries', { body: new URLSearchParams({ intent: 'enquiry-reply', id, reply: 'Two cars fit.' }), cookie: lister.cookie });
    const mail = await smtp.waitFor((m) => m.to.includes('john@example.com'));
    expect(decodedHeader(mail.headers.subject)).toBe('Re: your enquiry about Riverside condo in Ahlone');
    expect(textOf(mail)).toContain('ko-replier answered your enquiry on Yangon Homes.');
  });

  it("is not sent for another lister's enquiry", async () => {
    await enquire('target@example.com', 'A question');
    const id = await idOf('target@example.com');
    const intruder = await makeUser();
    const res = await call(dashboard.action, '/dashboard?tab=enquiries', { body: new URLSearchParams({ intent: 'enquiry-reply', id, reply: 'Send me the deposit.' }), cookie: intruder.cookie });
    expect(res.status).toBe(404);
    const delivered = await smtp.delivered();
    expect(delivered.filter((m) => m.to.includes('target@example.com') && m.raw.includes('deposit'))).toEqual([]);
  });
});

describe('the enquiry mail to the lister', () => {
  it('is in Burmese for a lister whose phone shows them the site in Burmese', async () => {
    const burmeseReader = await makeUser({ name: 'ko-burmese-phone' });
    const theirs = await insertListing(burmeseReader, { name: 'Flat near Hledan market' });
    // Their phone asks for Burmese; they never pressed the switch (no lang cookie).
    await call(root.loader, '/', { cookie: burmeseReader.cookie, headers: { 'accept-language': 'my-MM,my;q=0.9,en;q=0.5' } });
    expect((await getDb().select({ lang: users.lang }).from(users).where(eq(users.id, burmeseReader.id)))[0].lang).toBe('my');
    // Written from the English site.
    await call(contactApi.action, '/api/auth/contact', { json: { name: 'John', email: 'john.s@example.com', message: 'Still free?', propertyId: theirs.id }, headers: { 'accept-language': 'en' } });
    const mail = await smtp.waitFor((m) => m.to.includes(burmeseReader.email));
    expect(decodedHeader(mail.headers.subject)).toBe('သင်၏ ကြော်ငြာအကြောင်း စုံစမ်းမေးမြန်းချက်- Flat near Hledan market');
  });
});
