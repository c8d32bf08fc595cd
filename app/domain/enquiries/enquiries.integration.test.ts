// Enquiries: every contact-form message about a listing lands in its lister's inbox, grouped by
// person; the lister sets its status and keeps a note through the dashboard's action, and every
// wrong input is refused with a message and changes nothing; the response figures appear on the
// lister's pages once there are five enquiries in 90 days.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { enquiries, type Listing } from '../../db/schema';
import * as root from '../../root';
import * as dashboard from '../../routes/dashboard';
import * as listingPage from '../../routes/listing';
import * as agentPage from '../../routes/agent';
import * as contactApi from '../../routes/api/auth.contact';
import { ENQUIRY_LIMITS } from '../../lib/enquiry-constants';
import { ENQUIRY_MESSAGES } from '../../lib/forms/enquiry';
import type { DashboardData } from '../../lib/views/admin-view';
import type { EnquiryInbox } from '../../lib/views/enquiry-view';
import { call } from '../../../tests/support/requests';
import { insertAgent, insertListing, makeUser, cookieFor } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { responseStats } from './response-stats.server';

setupTestDatabase();
// The contact form mails its lister through the queue: a real SMTP server takes the mail.
setupTestSmtp();

type Person = Awaited<ReturnType<typeof makeUser>>;
let lister: Person;
let other: Person;
let admin: Person;
let listing: Listing;
let othersListing: Listing;

beforeAll(async () => {
  lister = await makeUser({ name: 'ko-lister' });
  other = await makeUser({ name: 'ma-other-lister' });
  admin = await makeUser({ isAdmin: true });
  listing = await insertListing(lister, { name: 'Quiet two-bedroom flat in Sanchaung' });
  othersListing = await insertListing(other, { name: 'Bright condo near Inya Lake' });
});

const write = (listingId: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(contactApi.action, '/api/auth/contact', { json: { name: 'Ko Aung', email: 'aung@example.com', message: 'Is it still available?', ...fields, propertyId: listingId }, headers });

const post = (fields: Record<string, string>, cookie: string) => call(dashboard.action, '/dashboard?tab=enquiries', { body: new URLSearchParams(fields), cookie });

async function inboxOf(cookie: string): Promise<EnquiryInbox> {
  const res = await call(dashboard.loader, '/dashboard?tab=enquiries', { cookie });
  const data = (await res.json()) as Extract<DashboardData, { tab: 'enquiries' }>;
  expect(data.tab).toBe('enquiries');
  return data.inbox;
}

const rowOf = async (id: string) => (await getDb().select().from(enquiries).where(eq(enquiries.id, id)))[0];

describe('a contact-form message about a listing', () => {
  it("is stored in its lister's inbox with the language it was written in and the writer's account", async () => {
    expect((await write(listing.id, { message: 'ဒီအိမ် ရှိသေးလား။' }, { 'accept-language': 'my' })).status).toBe(200);
    const signedIn = await makeUser({ name: 'ma-seeker' });
    const res = await call(listingPage.action, `/listing/${listing.id}`, {
      body: new URLSearchParams({ name: 'Ma Seeker', email: 'seeker@example.com', message: 'Can I see it on Sunday?' }),
      cookie: signedIn.cookie,
      params: { listingId: listing.id },
    });
    expect(res.status).toBe(200);
    const rows = await getDb().select().from(enquiries).where(eq(enquiries.listingId, listing.id));
    expect(rows.map((r) => [r.message, r.lang, r.status, r.listerUserId, r.enquirerUserId, r.listingTitle])).toEqual(
      expect.arrayContaining([
        ['ဒီအိမ် ရှိသေးလား။', 'my', 'new', lister.id, null, 'Quiet two-bedroom flat in Sanchaung'],
        ['Can I see it on Sunday?', 'en', 'new', lister.id, signedIn.id, 'Quiet two-bedroom flat in Sanchaung'],
      ]),
    );
  });

  it('is grouped with the same person\'s others: one e-mail or one phone number makes one person', async () => {
    const agent = await makeUser({ name: 'ko-grouping-agent' });
    const flat = await insertListing(agent, { name: 'Garden house in Bahan township' });
    const condo = await insertListing(agent, { name: 'Corner condo in Kamayut' });
    await write(flat.id, { name: 'Ko Zaw', email: 'zaw@example.com', phone: '09 420 111 222', message: 'First question' });
    await write(condo.id, { name: 'Ko Zaw', email: 'zaw.work@example.com', phone: '+95 9 420 111 222', message: 'Second question' });
    await write(condo.id, { name: 'KO ZAW', email: 'ZAW@example.com', message: 'Third question' });
    await write(flat.id, { name: 'Daw Mya', email: 'mya@example.com', message: 'Someone else' });
    const inbox = await inboxOf(agent.cookie);
    expect(inbox.total).toBe(4);
    expect(inbox.newCount).toBe(4);
    // Newest first: Daw Mya wrote last; Ko Zaw's three, newest first, in one card.
    expect(inbox.groups.map((g) => [g.name, g.enquiries.map((e) => e.message)])).toEqual([
      ['Daw Mya', ['Someone else']],
      ['KO ZAW', ['Third question', 'Second question', 'First question']],
    ]);
    expect(inbox.groups[1].emails).toEqual(['ZAW@example.com', 'zaw.work@example.com']);
    expect(inbox.groups[1].enquiries.map((e) => e.listing?.title)).toEqual(['Corner condo in Kamayut', 'Corner condo in Kamayut', 'Garden house in Bahan township']);
    // The menu's badge counts the new ones.
    const rootData = (await (await call(root.loader, '/', { cookie: agent.cookie })).json()) as { newEnquiries: number };
    expect(rootData.newEnquiries).toBe(4);
  });
});

describe('who sees an inbox', () => {
  it("shows a lister only their own, and an admin everyone's", async () => {
    await write(othersListing.id, { name: 'Mr Private', email: 'private@example.com', message: 'A question for the other lister only' });
    const mine = await inboxOf(lister.cookie);
    expect(mine.everyone).toBe(false);
    expect(JSON.stringify(mine)).not.toContain('A question for the other lister only');
    const all = await inboxOf(admin.cookie);
    expect(all.everyone).toBe(true);
    const messages = all.groups.flatMap((g) => g.enquiries.map((e) => [e.message, e.lister.username]));
    expect(messages).toEqual(expect.arrayContaining([['A question for the other lister only', 'ma-other-lister'], ['Can I see it on Sunday?', 'ko-lister']]));
  });
});

describe("the inbox's forms", () => {
  let id: string;
  beforeAll(async () => {
    await write(listing.id, { name: 'Ko Form', email: 'form@example.com', message: 'About the forms' });
    const [row] = await getDb().select().from(enquiries).where(eq(enquiries.email, 'form@example.com'));
    id = row.id;
  });

  it('set the status, first reply time kept, and a note', async () => {
    const replied = await post({ intent: 'enquiry-status', id, status: 'replied' }, lister.cookie);
    expect(await replied.json()).toEqual({ ok: true, message: ENQUIRY_MESSAGES.statusSaved });
    const first = await rowOf(id);
    expect(first.status).toBe('replied');
    expect(first.repliedAt).not.toBeNull();
    await post({ intent: 'enquiry-status', id, status: 'closed' }, lister.cookie);
    await post({ intent: 'enquiry-status', id, status: 'replied' }, lister.cookie);
    expect((await rowOf(id)).repliedAt).toEqual(first.repliedAt);
    const noted = await post({ intent: 'enquiry-note', id, note: 'Call back after 5 pm.' }, lister.cookie);
    expect(await noted.json()).toEqual({ ok: true, message: ENQUIRY_MESSAGES.noteSaved });
    expect((await rowOf(id)).note).toBe('Call back after 5 pm.');
  });

  it('refuse an unknown status, a huge note, an empty reply, with a message, changing nothing', async () => {
    const before = await rowOf(id);
    const status = await post({ intent: 'enquiry-status', id, status: 'archived' }, lister.cookie);
    expect(status.status).toBe(400);
    expect(await status.json()).toMatchObject({ ok: false, message: ENQUIRY_MESSAGES.status, errors: { status: ENQUIRY_MESSAGES.status } });
    const huge = await post({ intent: 'enquiry-note', id, note: 'x'.repeat(ENQUIRY_LIMITS.noteMax + 1) }, lister.cookie);
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ ok: false, message: ENQUIRY_MESSAGES.noteLong });
    const megabyte = await post({ intent: 'enquiry-note', id, note: 'x'.repeat(1_000_000) }, lister.cookie);
    expect(megabyte.status).toBe(400);
    const empty = await post({ intent: 'enquiry-reply', id, reply: '  ' }, lister.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ ok: false, message: ENQUIRY_MESSAGES.replyShort, values: { reply: '  ' } });
    expect(await rowOf(id)).toEqual(before);
  });

  it("refuse another lister's enquiry, a made-up id, and an admin answering for a lister: not found, nothing changed", async () => {
    const before = await rowOf(id);
    for (const [fields, cookie] of [
      [{ intent: 'enquiry-status', id, status: 'closed' }, other.cookie],
      [{ intent: 'enquiry-note', id, note: 'Taken over' }, other.cookie],
      [{ intent: 'enquiry-reply', id, reply: 'A forged reply from someone else' }, other.cookie],
      [{ intent: 'enquiry-reply', id, reply: 'An admin answering for the lister' }, admin.cookie],
      [{ intent: 'enquiry-status', id: 'not-an-id', status: 'closed' }, lister.cookie],
      [{ intent: 'enquiry-status', id: '00000000-0000-4000-8000-000000000000', status: 'closed' }, lister.cookie],
    ] as const) {
      const res = await post(fields, cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ ok: false, message: ENQUIRY_MESSAGES.id });
    }
    expect(await rowOf(id)).toEqual(before);
    // Without a session: off to sign in, nothing changed.
    const anonymous = await call(dashboard.action, '/dashboard?tab=enquiries', { body: new URLSearchParams({ intent: 'enquiry-status', id, status: 'closed' }) });
    expect(anonymous.status).toBe(302);
    expect(await rowOf(id)).toEqual(before);
  });
});

describe("a lister's response figures", () => {
  it('appear with 5 enquiries in the last 90 days: the median hours to the first reply and the reply rate', async () => {
    const agent = await insertAgent();
    const theirs = await insertListing(agent, { name: 'Serviced apartment in Dagon' });
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    const base = { listingId: theirs.id, listerUserId: agent.id, name: 'A', email: 'a@example.com', message: 'Hello' };
    // An old one, beyond 90 days, does not count.
    await getDb().insert(enquiries).values({ ...base, createdAt: hoursAgo(24 * 100) });
    for (const replyAfter of [2, 3, null, 5]) {
      await getDb().insert(enquiries).values({ ...base, createdAt: hoursAgo(48), status: replyAfter === null ? 'new' : 'replied', repliedAt: replyAfter === null ? null : hoursAgo(48 - replyAfter) });
    }
    expect(await responseStats({ listerId: agent.id })).toBeNull();
    const page = async () => (await (await call(listingPage.loader, `/listing/${theirs.id}`, { params: { listingId: theirs.id } })).json()) as { responsiveness: unknown };
    expect((await page()).responsiveness).toBeNull();

    await getDb().insert(enquiries).values({ ...base, createdAt: hoursAgo(30), status: 'replied', repliedAt: hoursAgo(29.5) });
    // Replies after 0.5, 2, 3 and 5 hours: the median 2.5, shown as within 3 hours; 4 of 5 replied.
    const expected = { enquiries: 5, replyRate: 80, replyHours: 3 };
    expect(await responseStats({ listerId: agent.id, now })).toEqual(expected);
    expect((await page()).responsiveness).toEqual(expected);
    const profile = (await (await call(agentPage.loader, `/agent/${agent.id}`, { params: { id: agent.id }, cookie: await cookieFor(agent) })).json()) as { responsiveness: unknown };
    expect(profile.responsiveness).toEqual(expected);
  });

  it("leave out the lister's own enquiries and those from anyone who lists too, however they are marked", async () => {
    const agent = await makeUser({ name: 'ko-self-enquirer' });
    const theirs = await insertListing(agent, { name: 'Self-enquiry flat in Thaketa' });
    const colleague = await makeUser({ name: 'ko-fellow-lister' });
    await insertListing(colleague, { name: 'Fellow lister flat in Dawbon' });
    const seeker = await makeUser({ name: 'ma-real-seeker' });
    const enquire = (email: string, cookie?: string) =>
      call(contactApi.action, '/api/auth/contact', { json: { name: 'Ko Aung', email, message: 'Is it still available?', propertyId: theirs.id }, cookie, ip: '192.0.2.41' });
    // Signed in as themselves with made-up addresses, their own address signed out (in any case),
    // and a fellow lister's account or address.
    for (const [email, cookie] of [
      ['made-up-1@example.com', agent.cookie],
      ['made-up-2@example.com', agent.cookie],
      [agent.email.toUpperCase(), undefined],
      [colleague.email, undefined],
      ['another-made-up@example.com', colleague.cookie],
    ] as const) {
      expect((await enquire(email, cookie)).status).toBe(200);
    }
    const markAllReplied = async () => {
      for (const row of await getDb().select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.listerUserId, agent.id))) {
        expect((await post({ intent: 'enquiry-status', id: row.id, status: 'replied' }, agent.cookie)).status).toBe(200);
      }
    };
    await markAllReplied();
    expect(await responseStats({ listerId: agent.id })).toBeNull();

    // Five from people who do not list: they alone count.
    for (const [email, cookie] of [
      [seeker.email, seeker.cookie],
      ['visitor-1@example.com', undefined],
      ['visitor-2@example.com', undefined],
      ['visitor-3@example.com', undefined],
      ['visitor-4@example.com', undefined],
    ] as const) {
      expect((await enquire(email, cookie)).status).toBe(200);
    }
    expect(await responseStats({ listerId: agent.id })).toMatchObject({ enquiries: 5, replyRate: 0 });
    await markAllReplied();
    expect(await responseStats({ listerId: agent.id })).toEqual({ enquiries: 5, replyRate: 100, replyHours: 1 });
  });
});
