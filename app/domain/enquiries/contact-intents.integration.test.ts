// Taps on the contact buttons (POST /api/contact-taps/:target/:id/:channel): each visitor once per
// listing (or agency) per button per Yangon day, told apart as the view counter tells them apart;
// rows that name nobody; crawlers, the lister and unknown targets never counted.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { contactIntents, listings, type Listing, type User } from '../../db/schema';
import * as taps from '../../routes/api/contact-taps';
import { call, cookieFrom } from '../../../tests/support/requests';
import { cookieFor, insertAgent, insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { recordContactIntent } from './contact-intents.server';

setupTestDatabase();

let agent: User;
let listing: Listing;

beforeAll(async () => {
  agent = await insertAgent({ viber: '09 420 000 111' });
  listing = await insertListing(agent, { name: 'Townhouse with a garden in Yankin' });
});

const BROWSER = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

const tap = (target: string, id: string, channel: string, { ip = '203.0.113.10', cookie, userAgent = BROWSER }: { ip?: string; cookie?: string; userAgent?: string } = {}) =>
  call(taps.action, `/api/contact-taps/${target}/${id}/${channel}`, { method: 'POST', params: { target, id, channel }, ip, cookie, headers: { 'user-agent': userAgent } });

const counted = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { counted: boolean }).counted;
};

const rowsFor = (listingId: string) => getDb().select().from(contactIntents).where(eq(contactIntents.listingId, listingId));

describe('a tap on a contact button', () => {
  it('counts once per visitor per button per day, and keeps no address', async () => {
    const first = await tap('listing', listing.id, 'call', { ip: '203.0.113.10' });
    // An anonymous browser gets a visitor cookie for this counter only.
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^yh_visitor=.*Path=\/api\/contact-taps/);
    expect(await counted(first)).toBe(true);
    expect(await counted(await tap('listing', listing.id, 'call', { ip: '203.0.113.10', cookie: cookieFrom(first) }))).toBe(false);
    // Another button of the same listing, and another visitor, count.
    expect(await counted(await tap('listing', listing.id, 'viber', { ip: '203.0.113.10' }))).toBe(true);
    expect(await counted(await tap('listing', listing.id, 'call', { ip: '198.51.100.7' }))).toBe(true);
    const rows = await rowsFor(listing.id);
    expect(rows.map((r) => r.channel).sort()).toEqual(['call', 'call', 'viber']);
    for (const row of rows) {
      expect(row.agentUserId).toBe(agent.id);
      expect(row.visitorKey).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('203.0.113');
    }
  });

  it('counts a signed-in visitor by their account, from any address, and again the next day', async () => {
    const seeker = await makeUser();
    expect(await counted(await tap('listing', listing.id, 'whatsapp', { ip: '192.0.2.1', cookie: seeker.cookie }))).toBe(true);
    expect(await counted(await tap('listing', listing.id, 'whatsapp', { ip: '192.0.2.99', cookie: seeker.cookie }))).toBe(false);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await recordContactIntent({ target: 'listing', id: listing.id, channel: 'whatsapp', visitor: { ip: '192.0.2.1', userAgent: BROWSER, userId: seeker.id }, viewer: seeker, now: tomorrow })).toBe(true);
    const rows = await getDb().select().from(contactIntents).where(and(eq(contactIntents.listingId, listing.id), eq(contactIntents.channel, 'whatsapp')));
    expect(new Set(rows.map((r) => r.day)).size).toBe(2);
  });

  it("counts an agency's own buttons without a listing", async () => {
    expect(await counted(await tap('agent', agent.id, 'sms', { ip: '203.0.113.50' }))).toBe(true);
    expect(await counted(await tap('agent', agent.id, 'sms', { ip: '203.0.113.50' }))).toBe(false);
    const rows = await getDb().select().from(contactIntents).where(and(eq(contactIntents.agentUserId, agent.id), eq(contactIntents.channel, 'sms')));
    expect(rows.map((r) => r.listingId)).toEqual([null]);
  });

  it('leaves crawlers and the lister uncounted', async () => {
    expect(await counted(await tap('listing', listing.id, 'messenger', { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBe(false);
    expect(await counted(await tap('listing', listing.id, 'messenger', { cookie: await cookieFor(agent) }))).toBe(false);
    expect((await rowsFor(listing.id)).filter((r) => r.channel === 'messenger')).toEqual([]);
  });

  it('answers 404 for an unknown button, target, listing or agency, and a hidden listing, counting nothing', async () => {
    const hidden = await insertListing(agent, { name: 'Hidden flat in Tamwe township' });
    await getDb().update(listings).set({ hiddenAt: new Date(), hiddenReason: 'scam' }).where(eq(listings.id, hidden.id));
    const owner = await makeUser();
    for (const [target, id, channel] of [
      ['listing', listing.id, 'telegram'],
      ['post', listing.id, 'call'],
      ['listing', 'not-a-uuid', 'call'],
      ['listing', '00000000-0000-4000-8000-000000000000', 'call'],
      ['listing', hidden.id, 'call'],
      // A user without an agency profile has no buttons.
      ['agent', owner.id, 'call'],
    ]) {
      const res = await tap(target, id, channel);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, statusCode: 404 });
    }
    expect(await rowsFor(hidden.id)).toEqual([]);
  });

  it('takes only POST', async () => {
    const res = await call(taps.loader, `/api/contact-taps/listing/${listing.id}/call`, { params: { target: 'listing', id: listing.id, channel: 'call' } });
    expect(res.status).toBe(405);
  });
});
