// The inbox over real HTTP (server/app.ts in front of the real routes): a lister's page shows
// their enquiries and nobody else's, an admin's shows every lister's, and posted forms with wrong
// or foreign input answer with their message, never a 500, and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { enquiries } from '../../db/schema';
import { ENQUIRY_MESSAGES } from '../../lib/forms/enquiry';
import { insertListing, makeUser } from '../../../tests/support/fixtures';
import { startHttpApp, type HttpApp } from '../../../tests/support/http-app';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let app: HttpApp;
beforeAll(async () => {
  app = await startHttpApp();
});
afterAll(async () => {
  await app?.close();
});

type Person = Awaited<ReturnType<typeof makeUser>>;
let ko: Person;
let ma: Person;
let admin: Person;
let koEnquiry: string;

beforeAll(async () => {
  ko = await makeUser({ name: 'ko-http-lister' });
  ma = await makeUser({ name: 'ma-http-lister' });
  admin = await makeUser({ isAdmin: true });
  const koFlat = await insertListing(ko, { name: 'Ko flat in Mayangone' });
  const maFlat = await insertListing(ma, { name: 'Ma flat in Thingangyun' });
  const [row] = await getDb()
    .insert(enquiries)
    .values([
      { listingId: koFlat.id, listerUserId: ko.id, listingTitle: koFlat.name, name: 'Enquirer One', email: 'one@example.com', message: 'Message for Ko only' },
      { listingId: maFlat.id, listerUserId: ma.id, listingTitle: maFlat.name, name: 'Enquirer Two', email: 'two@example.com', message: 'Message for Ma only' },
    ])
    .returning({ id: enquiries.id });
  koEnquiry = row.id;
});

const page = async (cookie: string) => {
  const res = await app.request('/dashboard?tab=enquiries', { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
};

/** As the inbox's fetchers post: to the page's data URL. */
const form = (fields: Record<string, string>, cookie: string) =>
  app.request('/dashboard.data?tab=enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: app.url },
    body: new URLSearchParams(fields).toString(),
  });

describe('the inbox page over HTTP', () => {
  it("shows each lister their own enquiries only, and an admin everyone's", async () => {
    const koPage = await page(ko.cookie);
    expect(koPage).toContain('Message for Ko only');
    expect(koPage).not.toContain('Message for Ma only');
    const maPage = await page(ma.cookie);
    expect(maPage).toContain('Message for Ma only');
    expect(maPage).not.toContain('Message for Ko only');
    const adminPage = await page(admin.cookie);
    expect(adminPage).toContain('Message for Ko only');
    expect(adminPage).toContain('Message for Ma only');
    // A visitor is sent to sign in.
    const visitor = await app.request('/dashboard?tab=enquiries');
    expect(visitor.status).toBe(302);
  });

  it("refuses another lister's enquiry, an unknown status and a huge note with their message, changing nothing", async () => {
    const before = (await getDb().select().from(enquiries).where(eq(enquiries.id, koEnquiry)))[0];
    for (const [fields, cookie, message] of [
      [{ intent: 'enquiry-status', id: koEnquiry, status: 'closed' }, ma.cookie, ENQUIRY_MESSAGES.id],
      [{ intent: 'enquiry-reply', id: koEnquiry, reply: 'Pay the deposit to my account' }, ma.cookie, ENQUIRY_MESSAGES.id],
      [{ intent: 'enquiry-status', id: koEnquiry, status: 'deleted' }, ko.cookie, ENQUIRY_MESSAGES.status],
      [{ intent: 'enquiry-note', id: koEnquiry, note: 'n'.repeat(50_000) }, ko.cookie, ENQUIRY_MESSAGES.noteLong],
    ] as const) {
      const res = await form(fields, cookie);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toContain(message);
    }
    expect((await getDb().select().from(enquiries).where(eq(enquiries.id, koEnquiry)))[0]).toEqual(before);
  });
});
