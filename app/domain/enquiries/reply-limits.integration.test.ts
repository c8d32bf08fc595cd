// The inbox's replies cannot be aimed at anyone: a lister may enquire on their own listing with
// any address, so replies are counted per enquiry (3 an hour) and per lister (50 a day), and an
// address no confirmed account wrote from gets 3 a day from one lister and 10 from them all. A
// refusal is a 429 told under the reply, the reply kept, and nothing mailed.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { enquiries, throttleEvents, type Listing } from '../../db/schema';
import * as dashboard from '../../routes/dashboard';
import * as contactApi from '../../routes/api/auth.contact';
import { ENQUIRY_MESSAGES } from '../../lib/forms/enquiry';
import { call } from '../../../tests/support/requests';
import { insertListing, insertUser, makeUser } from '../../../tests/support/fixtures';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();

type Person = Awaited<ReturnType<typeof makeUser>>;

beforeEach(async () => {
  await smtp.delivered();
  smtp.received.length = 0;
});

const reply = (id: string, text: string, lister: Person) =>
  call(dashboard.action, '/dashboard?tab=enquiries', { body: new URLSearchParams({ intent: 'enquiry-reply', id, reply: text }), cookie: lister.cookie });

/** The replies' answers: how many went out, and the refusals' bodies. */
async function replies(id: string, lister: Person, n: number, { together = false } = {}) {
  const send = (i: number) => reply(id, `Reply number ${i}`, lister);
  const answers = together ? await Promise.all(Array.from({ length: n }, (_, i) => send(i))) : [];
  if (!together) for (let i = 0; i < n; i++) answers.push(await send(i));
  const refused = answers.filter((res) => res.status === 429);
  expect(answers.filter((res) => res.status !== 429).map((res) => res.status)).toEqual(Array(n - refused.length).fill(200));
  return { sent: n - refused.length, refused: await Promise.all(refused.map((res) => res.json())) };
}

const mailsTo = async (address: string) => (await smtp.delivered()).filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));

async function enquiryFrom(lister: Person, listing: Listing, fields: { email: string; enquirerUserId?: string }) {
  const [row] = await getDb()
    .insert(enquiries)
    .values({ listingId: listing.id, listerUserId: lister.id, listingTitle: listing.name, name: 'Ko Seeker', message: 'Is it still available?', ...fields })
    .returning({ id: enquiries.id });
  return row.id;
}

describe('replies to an address whose owner wrote from their confirmed account', () => {
  let lister: Person;
  let listing: Listing;
  beforeAll(async () => {
    lister = await makeUser({ name: 'ko-burst-lister' });
    listing = await insertListing(lister, { name: 'Burst test flat in Yankin' });
  });

  it('are 3 an enquiry an hour, however fast they come: the rest refused under the reply, kept, and not mailed', async () => {
    const seeker = await insertUser();
    const id = await enquiryFrom(lister, listing, { email: seeker.email, enquirerUserId: seeker.id });
    const { sent, refused } = await replies(id, lister, 20, { together: true });
    expect(sent).toBe(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(answer).toMatchObject({ ok: false, message: ENQUIRY_MESSAGES.replyTooOften, errors: { reply: ENQUIRY_MESSAGES.replyTooOften } });
      expect(answer.values.reply).toMatch(/^Reply number \d+$/);
    }
    expect(await mailsTo(seeker.email)).toHaveLength(3);

    // Another enquiry of the same person has its own 3: a confirmed address is not held to 3 a day.
    const second = await enquiryFrom(lister, listing, { email: seeker.email, enquirerUserId: seeker.id });
    expect((await replies(second, lister, 4)).sent).toBe(3);

    // An hour on, the first enquiry may be answered again.
    await getDb()
      .update(throttleEvents)
      .set({ createdAt: sql`${throttleEvents.createdAt} - interval '61 minutes'` })
      .where(and(eq(throttleEvents.action, 'enquiry-reply'), eq(throttleEvents.key, id)));
    expect((await replies(id, lister, 1)).sent).toBe(1);
  });

  it('are 50 a lister a day', async () => {
    const busy = await makeUser({ name: 'ko-busy-lister' });
    const flat = await insertListing(busy, { name: 'Busy lister flat in Hlaing' });
    const seeker = await insertUser();
    let sent = 0;
    const refused: unknown[] = [];
    // 17 enquiries of 3 replies each: the 51st reply is the lister's first refusal.
    for (let i = 0; i < 17; i++) {
      const answer = await replies(await enquiryFrom(busy, flat, { email: seeker.email, enquirerUserId: seeker.id }), busy, 3);
      sent += answer.sent;
      refused.push(...answer.refused);
    }
    expect(sent).toBe(50);
    expect(refused).toEqual([expect.objectContaining({ message: ENQUIRY_MESSAGES.replyDailyLimit, errors: { reply: ENQUIRY_MESSAGES.replyDailyLimit } })]);
    expect(await mailsTo(seeker.email)).toHaveLength(50);
  });
});

describe('replies to an address that never answered', () => {
  it("are 3 a day from a lister who enquired on their own listing with someone else's address, however it is written", async () => {
    const lister = await makeUser({ name: 'ko-aiming-lister' });
    const listing = await insertListing(lister, { name: 'Aiming test flat in Tamwe' });
    // Signed in as themselves, with the victim's address typed in the form.
    const enquire = (email: string) =>
      call(contactApi.action, '/api/auth/contact', { json: { name: 'Someone', email, message: 'Is it free?', propertyId: listing.id }, cookie: lister.cookie, ip: '192.0.2.31' });
    expect((await enquire('Victim@Example.com')).status).toBe(200);
    expect((await enquire('victim+again@example.com')).status).toBe(200);
    const rows = await getDb().select({ id: enquiries.id, email: enquiries.email, enquirer: enquiries.enquirerUserId }).from(enquiries).where(eq(enquiries.listingId, listing.id));
    expect(rows.map((row) => row.enquirer)).toEqual([lister.id, lister.id]);
    const [first, second] = [rows.find((row) => row.email === 'Victim@Example.com')!.id, rows.find((row) => row.email !== 'Victim@Example.com')!.id];

    expect((await replies(first, lister, 2)).sent).toBe(2);
    const last = await replies(second, lister, 2);
    expect(last.sent).toBe(1);
    expect(last.refused).toEqual([expect.objectContaining({ message: ENQUIRY_MESSAGES.replyUnconfirmed, errors: { reply: ENQUIRY_MESSAGES.replyUnconfirmed } })]);
    expect((await smtp.delivered()).filter((mail) => mail.to.some((to) => /victim/i.test(to)))).toHaveLength(3);
  });

  it('count every spelling of one Gmail box as one address: its dots, a +tag, googlemail.com', async () => {
    const lister = await makeUser({ name: 'ko-dotted-lister' });
    const listing = await insertListing(lister, { name: 'Dotted address flat in Kamayut' });
    const spellings = ['victim.person@gmail.com', 'vic.tim.per.son@gmail.com', 'V.ictimPerson+rent@GoogleMail.com', 'victimperson@googlemail.com'];
    let sent = 0;
    const refusals: unknown[] = [];
    for (const email of spellings) {
      const answer = await replies(await enquiryFrom(lister, listing, { email }), lister, 1);
      sent += answer.sent;
      refusals.push(...answer.refused);
    }
    expect(sent).toBe(3);
    expect(refusals).toEqual([expect.objectContaining({ message: ENQUIRY_MESSAGES.replyUnconfirmed })]);
  });

  it('keep dots apart for any other provider', async () => {
    const lister = await makeUser({ name: 'ko-dots-elsewhere-lister' });
    const listing = await insertListing(lister, { name: 'Dots elsewhere flat in Hlaing' });
    for (const email of ['a.b@example.net', 'ab@example.net']) {
      expect((await replies(await enquiryFrom(lister, listing, { email }), lister, 3)).sent).toBe(3);
    }
  });

  it('are 10 a day from every lister together', async () => {
    const address = 'target@example.org';
    let sent = 0;
    const refusals: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const lister = await makeUser({ name: `ko-ring-lister-${i}` });
      const listing = await insertListing(lister, { name: `Ring test flat number ${i}` });
      const answer = await replies(await enquiryFrom(lister, listing, { email: address }), lister, 3);
      sent += answer.sent;
      refusals.push(...answer.refused);
    }
    expect(sent).toBe(10);
    expect(refusals).toEqual(Array(2).fill(expect.objectContaining({ message: ENQUIRY_MESSAGES.replyAddressLimit })));
    expect(await mailsTo(address)).toHaveLength(10);
  });

  it('from a confirmed account that typed another address are held as never answered', async () => {
    const lister = await makeUser({ name: 'ko-typed-lister' });
    const listing = await insertListing(lister, { name: 'Typed address flat in Insein' });
    const seeker = await insertUser();
    const id = await enquiryFrom(lister, listing, { email: 'someone.else@example.org', enquirerUserId: seeker.id });
    const other = await enquiryFrom(lister, listing, { email: 'someone.else@example.org', enquirerUserId: seeker.id });
    expect((await replies(id, lister, 3)).sent).toBe(3);
    expect((await replies(other, lister, 1)).refused).toEqual([expect.objectContaining({ message: ENQUIRY_MESSAGES.replyUnconfirmed })]);
  });
});
