// Saved search alerts on the real database and a real SMTP server: which new listings a saved
// search matches (its filters, its term), nothing sent when nothing new matched or when it is
// paused, the due rule of each frequency, running twice, the language, the unsubscribe link
// (forged refused; a valid one works without a session, twice alike), and the hook a new
// listing calls.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { getDb } from '../../db/registry.server';
import { listings, savedSearches, users, type User } from '../../db/schema';
import * as unsubscribePage from '../../routes/unsubscribe';
import { savedSearchQuery } from '../../lib/saved-search-query';
import { call } from '../../../tests/support/requests';
import { insertDemoPackages, insertListing, insertUser, makeUser, subscribe, uploadedImage } from '../../../tests/support/fixtures';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { decodedHeader, partOf } from '../../../tests/support/mime';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { createListing } from '../listings/create-listing.server';
import { saveSearch, setAlertsPaused } from './saved-searches.server';
import { claimAndMatchSql } from './match-new-listings.server';
import { ALERT_JOBS, sendDueAlerts } from './send-due-alerts.server';
import { jobsSettled } from '../../../tests/support/job-queue';
import { unsubscribeToken } from './unsubscribe-token.server';

setupTestDatabase();
const smtp = setupTestSmtp();

let lister: User;
let alice: User;

const HOUR = 3_600_000;
/** A listing that /search?type=rent&township=bahan&propertyType=condo&beds=2&minPrice=1000&maxPrice=500&currency=USD&parking=true shows. */
const MATCHING = { type: 'rent', township: 'bahan', propertyType: 'condo', bedrooms: 3, regularPrice: 800, currency: 'USD', parking: true } as const;
const BAHAN_CONDOS = 'type=rent&township=bahan&propertyType=condo&beds=2&minPrice=1000&maxPrice=500&currency=USD&parking=true';

const save = (user: User, name: string, queryString: string, from: 'search' | 'full-search' = 'search') =>
  saveSearch({ userId: user.id, name, query: savedSearchQuery(from, queryString) });
const frequencyOf = (id: string, frequency: 'instant' | 'daily' | 'weekly') => getDb().update(savedSearches).set({ frequency }).where(eq(savedSearches.id, id));
/** What reached the user's mailbox, once every queued mail has been delivered. */
const mailsTo = async (user: User) => (await smtp.delivered()).filter((mail) => mail.to.includes(user.email));
const textOfAlert = (mail: (typeof smtp.received)[number]) => partOf(mail, 'text/plain') ?? '';

beforeAll(async () => {
  lister = await insertUser();
});

beforeEach(async () => {
  // Each test starts with no saved search and an empty mailbox, and a fresh reader.
  await getDb().delete(savedSearches);
  await smtp.delivered();
  smtp.received.length = 0;
  alice = await insertUser();
});

describe('matching new listings', () => {
  it('mails the new listings that match every filter, and only those, once', async () => {
    const before = await insertListing(lister, { ...MATCHING, name: 'Posted before saving' });
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    const match = await insertListing(lister, { ...MATCHING, name: 'Bright Bahan condo with parking' }, ['/media/ab/cover.webp']);
    const misses = [
      { type: 'sale' },
      { township: 'yankin' },
      { propertyType: 'house' },
      { bedrooms: 1 },
      { regularPrice: 1200 },
      { regularPrice: 400 },
      { currency: 'lakh MMK' },
      { parking: false },
    ] as const;
    for (const [i, miss] of misses.entries()) await insertListing(lister, { ...MATCHING, ...miss, name: `Miss ${i} in Bahan` });

    expect(await sendDueAlerts('daily')).toEqual({ matched: 1, sent: 1 });
    const [mail] = await mailsTo(alice);
    expect(await mailsTo(alice)).toHaveLength(1);
    expect(decodedHeader(mail.headers.subject)).toBe("1 new home for 'Bahan condos'");
    const text = textOfAlert(mail);
    expect(text).toContain('Bright Bahan condo with parking');
    expect(text).toContain('$800 / month');
    expect(text).toContain('Bahan');
    expect(text).toMatch(new RegExp(`https?://[^\\s]+/listing/${match.id}`));
    expect(text).not.toContain(before.name);
    expect(text).not.toContain('Miss ');
    // The photo, in the HTML part, as an absolute address.
    expect(partOf(mail, 'text/html')).toMatch(/<img src="https?:\/\/[^"]+\/media\/ab\/cover[^"]*"/);
    // The link to all results opens exactly the saved search (the range put in order).
    expect(text).toContain('/search?type=rent&parking=true&township=bahan&propertyType=condo&currency=USD&minPrice=500&maxPrice=1000&beds=2');
    // RFC 8058's one-click unsubscribe.
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\/[\w.-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Run twice: nothing new, nothing sent.
    expect(await sendDueAlerts('daily', new Date(Date.now() + 2 * 24 * HOUR))).toEqual({ matched: 0, sent: 0 });
    expect(await mailsTo(alice)).toHaveLength(1);
    expect((await getDb().select().from(savedSearches).where(eq(savedSearches.id, search.id)))[0].lastSentAt).not.toBeNull();
  });

  it('leaves out a new listing rented out before the run, as its search does, unless the search shows rented and sold homes', async () => {
    await save(alice, 'Bahan condos', BAHAN_CONDOS);
    const rented = await insertListing(lister, { ...MATCHING, name: 'A Bahan condo let at once' });
    await getDb().update(listings).set({ propertyStatus: 'Rented Out' }).where(eq(listings.id, rented.id));
    expect(await sendDueAlerts('daily')).toEqual({ matched: 0, sent: 0 });
    expect(await mailsTo(alice)).toEqual([]);

    await getDb().delete(savedSearches);
    await save(alice, 'Bahan condos, all', `${BAHAN_CONDOS}&showClosed=true`);
    const sold = await insertListing(lister, { ...MATCHING, name: 'Another Bahan condo let at once' });
    await getDb().update(listings).set({ propertyStatus: 'Rented Out' }).where(eq(listings.id, sold.id));
    expect(await sendDueAlerts('daily')).toEqual({ matched: 1, sent: 1 });
    const [mail] = await mailsTo(alice);
    expect(decodedHeader(mail.headers.subject)).toBe("1 new home for 'Bahan condos, all'");
    expect(textOfAlert(mail)).toContain('Another Bahan condo let at once');
  });

  it('leaves out a new listing that moderators hid before the run', async () => {
    await save(alice, 'Bahan condos', BAHAN_CONDOS);
    const hidden = await insertListing(lister, { ...MATCHING, name: 'A reported Bahan condo' });
    await getDb().update(listings).set({ hiddenAt: new Date(), hiddenReason: 'scam' }).where(eq(listings.id, hidden.id));
    expect(await sendDueAlerts('daily')).toEqual({ matched: 0, sent: 0 });
    expect(await mailsTo(alice)).toEqual([]);
  });

  it('sends nothing when nothing new matched', async () => {
    await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await insertListing(lister, { ...MATCHING, township: 'yankin', name: 'A Yankin condo' });
    expect(await sendDueAlerts('daily')).toEqual({ matched: 0, sent: 0 });
    expect(await mailsTo(alice)).toEqual([]);
  });

  it('matches a saved full-text search by its term, in either language', async () => {
    await save(alice, 'Penthouses', 'searchTerm=penthouse', 'full-search');
    await save(alice, 'ကွန်ဒို', 'searchTerm=ကွန်ဒို', 'full-search');
    // Their descriptions and addresses too are set: a generated one could name a condo.
    const plain = { description: '<p>Quiet and bright.</p>', address: 'No. 1, Pyay Road', township: 'kamayut' } as const;
    await insertListing(lister, { ...plain, name: 'Sky penthouse at Inya', propertyType: 'apartment' });
    await insertListing(lister, { ...plain, name: 'A plain flat downtown', propertyType: 'apartment' });
    await insertListing(lister, { ...plain, name: 'Golden condo for rent', propertyType: 'condo' });
    // Both searches matched: one mail tells of both.
    expect(await sendDueAlerts('daily')).toEqual({ matched: 2, sent: 1 });
    const mails = await mailsTo(alice);
    expect(mails).toHaveLength(1);
    expect(decodedHeader(mails[0].headers.subject)).toBe('2 new homes for your saved searches');
    const [penthouses, condos] = ['"Penthouses"', '"ကွန်ဒို"'].map((name) => textOfAlert(mails[0]).split('New listings match your saved search ').find((part) => part.startsWith(name)) ?? '');
    expect(penthouses).toContain('Sky penthouse at Inya');
    expect(penthouses).not.toContain('Golden condo for rent');
    expect(condos).toContain('Golden condo for rent');
    expect(condos).toContain('/full-search?searchTerm=');
    // Each search keeps its own unsubscribe link; the mail program's one-click stops both.
    expect(textOfAlert(mails[0]).match(/\/unsubscribe\/[\w.-]+/g)).toHaveLength(2);
    expect(mails[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('leaves a term search saved after the run read its terms for the next run', async () => {
    const search = await save(alice, 'Penthouses', 'searchTerm=penthouse', 'full-search');
    await insertListing(lister, { name: 'Sky penthouse at Inya', description: '<p>Quiet.</p>' });
    const watermark = async () => (await getDb().select().from(savedSearches).where(eq(savedSearches.id, search.id)))[0].watermark;
    const before = await watermark();
    // A run that read the due terms before this search was saved: it must not claim it.
    await getDb().execute(claimAndMatchSql('daily', new Date(), []));
    expect(await watermark()).toBe(before);
    expect(await sendDueAlerts('daily')).toEqual({ matched: 1, sent: 1 });
  });

  it('gives paused searches nothing, not even after they are resumed', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await setAlertsPaused({ userId: alice.id, id: search.id, paused: true });
    await insertListing(lister, { ...MATCHING, name: 'Posted while paused' });
    expect(await sendDueAlerts('daily')).toEqual({ matched: 0, sent: 0 });
    await setAlertsPaused({ userId: alice.id, id: search.id, paused: false });
    expect(await sendDueAlerts('daily')).toEqual({ matched: 0, sent: 0 });
    await insertListing(lister, { ...MATCHING, name: 'Posted after resuming' });
    expect(await sendDueAlerts('daily', new Date(Date.now() + 24 * HOUR))).toEqual({ matched: 1, sent: 1 });
    expect(textOfAlert((await mailsTo(alice))[0])).toContain('Posted after resuming');
    expect(textOfAlert((await mailsTo(alice))[0])).not.toContain('Posted while paused');
  });

  it('writes the alert in the language the person last used', async () => {
    await getDb().update(users).set({ lang: 'my' }).where(eq(users.id, alice.id));
    await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await insertListing(lister, { ...MATCHING, name: 'Bright Bahan condo' });
    await sendDueAlerts('daily');
    const [mail] = await mailsTo(alice);
    expect(decodedHeader(mail.headers.subject)).toBe("'Bahan condos' အတွက် အိမ်သစ် 1 ခု");
    expect(textOfAlert(mail)).toContain('ဗဟန်း');
    expect(textOfAlert(mail)).toContain('ဤသတိပေးချက်များကို ရပ်ရန်');
  });
});

describe('when each frequency is due', () => {
  it('daily: at the first run, then not again for a day (less an hour)', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    const start = Date.now();
    await insertListing(lister, { ...MATCHING, name: 'First condo' });
    expect((await sendDueAlerts('daily', new Date(start))).sent).toBe(1);
    await insertListing(lister, { ...MATCHING, name: 'Second condo' });
    // Neither a weekly nor an instant run touches a daily search, nor a daily run too soon.
    expect((await sendDueAlerts('instant', new Date(start + HOUR))).sent).toBe(0);
    expect((await sendDueAlerts('weekly', new Date(start + 8 * 24 * HOUR))).sent).toBe(0);
    expect((await sendDueAlerts('daily', new Date(start + 22 * HOUR))).sent).toBe(0);
    expect((await sendDueAlerts('daily', new Date(start + 23 * HOUR))).sent).toBe(1);
    expect(textOfAlert((await mailsTo(alice))[1])).toContain('Second condo');
    expect(textOfAlert((await mailsTo(alice))[1])).not.toContain('First condo');
    expect(search.frequency).toBe('daily');
  });

  it('weekly: then not again for a week (less an hour)', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await frequencyOf(search.id, 'weekly');
    const start = Date.now();
    await insertListing(lister, { ...MATCHING, name: 'First condo' });
    expect((await sendDueAlerts('weekly', new Date(start))).sent).toBe(1);
    await insertListing(lister, { ...MATCHING, name: 'Second condo' });
    expect((await sendDueAlerts('daily', new Date(start + 7 * 24 * HOUR))).sent).toBe(0);
    expect((await sendDueAlerts('weekly', new Date(start + 6 * 24 * HOUR))).sent).toBe(0);
    expect((await sendDueAlerts('weekly', new Date(start + 7 * 24 * HOUR - HOUR))).sent).toBe(1);
  });

  it('as it happens: at every run, each new listing once', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await frequencyOf(search.id, 'instant');
    const start = Date.now();
    await insertListing(lister, { ...MATCHING, name: 'First condo' });
    expect((await sendDueAlerts('daily', new Date(start))).sent).toBe(0);
    expect((await sendDueAlerts('instant', new Date(start))).sent).toBe(1);
    expect((await sendDueAlerts('instant', new Date(start + 1000))).sent).toBe(0);
    await insertListing(lister, { ...MATCHING, name: 'Second condo' });
    expect((await sendDueAlerts('instant', new Date(start + 2000))).sent).toBe(1);
    expect((await mailsTo(alice)).map(textOfAlert).map((text) => text.includes('Second condo'))).toEqual([false, true]);
  });

  it('as it happens: a listing posted through the product mails at once, in the background', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await frequencyOf(search.id, 'instant');
    await insertDemoPackages();
    const agent = await makeUser({ role: 'agent' });
    await subscribe(agent.id, 'Premium');
    const { listingInput, mulberry32 } = await import('../../db/demo/factories.server');
    const image = await uploadedImage(agent.id);
    // A price no other listing here has: sharing the price and the area with another lister's
    // listing, it would wait for a moderator (and its alert with it).
    const input = { ...listingInput(mulberry32(7), { ...MATCHING }), ...MATCHING, regularPrice: 810, name: 'Freshly posted Bahan condo', imageUrls: [image] };
    await createListing({ user: agent, input: input as never });
    // The run was queued before the post answered (onListingPublished awaits it), so waiting for
    // the queue to settle cannot find it empty too early; the worker may have run it already.
    await jobsSettled(ALERT_JOBS.instant);
    expect(await mailsTo(alice)).toHaveLength(1);
    expect(textOfAlert((await mailsTo(alice))[0])).toContain('Freshly posted Bahan condo');
  });
});

describe('the unsubscribe link', () => {
  const page = (token: string, method: 'GET' | 'POST', cookie?: string) =>
    method === 'GET'
      ? call(unsubscribePage.loader, `/unsubscribe/${token}`, { params: { token }, cookie })
      : call(unsubscribePage.action, `/unsubscribe/${token}`, { params: { token }, body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }), cookie });
  const pausedOf = async (id: string) => (await getDb().select({ paused: savedSearches.paused }).from(savedSearches).where(eq(savedSearches.id, id)))[0].paused;

  it('refuses a forged token and changes nothing', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    const real = await unsubscribeToken([{ savedSearchId: search.id, resumedCount: 0 }]);
    const forgedKey = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(search.id).setAudience('saved-search-unsubscribe').sign(new TextEncoder().encode('a guessed secret of 32 bytes!!!!'));
    const [head, , signature] = real.split('.');
    const otherSubject = `${head}.${Buffer.from(JSON.stringify({ sub: search.id, aud: 'saved-search-unsubscribe', iat: 1 })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${real.split('.')[1]}.`;
    for (const token of [forgedKey, otherSubject, unsigned, 'not-a-token', search.id]) {
      expect((await page(token, 'GET')).status).toBe(404);
      const res = await page(token, 'POST');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ ok: false, message: 'This unsubscribe link is not valid. Sign in to manage your saved searches.' });
    }
    expect(await pausedOf(search.id)).toBe(false);
  });

  it('works without a session, only asks on GET, and a second time changes nothing', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    const token = await unsubscribeToken([{ savedSearchId: search.id, resumedCount: 0 }]);
    expect(await (await page(token, 'GET')).json()).toEqual({ ok: true, names: ['Bahan condos'], paused: false });
    expect(await pausedOf(search.id)).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await page(token, 'POST');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, names: ['Bahan condos'] });
      expect(await pausedOf(search.id)).toBe(true);
    }
    await insertListing(lister, { ...MATCHING, name: 'After unsubscribing' });
    expect((await sendDueAlerts('daily')).sent).toBe(0);
  });

  it('the link in an alert is the one that works', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await insertListing(lister, { ...MATCHING, name: 'A condo in Bahan' });
    await sendDueAlerts('daily');
    const token = /\/unsubscribe\/([\w.-]+)>/.exec((await mailsTo(alice))[0].headers['list-unsubscribe'])![1];
    expect((await page(token, 'POST')).status).toBe(200);
    expect(await pausedOf(search.id)).toBe(true);
  });
});

describe('whom alerts reach', () => {
  it('sends nothing to an unconfirmed address, and once it is confirmed only what is posted from then on', async () => {
    const stranger = await insertUser({ emailConfirmedAt: null });
    const search = await save(stranger, 'Bahan condos', BAHAN_CONDOS);
    await insertListing(lister, { ...MATCHING, name: 'Posted before confirming' });
    expect(await sendDueAlerts('daily')).toEqual({ matched: 1, sent: 0 });
    expect(await mailsTo(stranger)).toEqual([]);
    expect((await getDb().select().from(savedSearches).where(eq(savedSearches.id, search.id)))[0].lastSentAt).toBeNull();

    await getDb().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, stranger.id));
    await insertListing(lister, { ...MATCHING, name: 'Posted after confirming' });
    expect(await sendDueAlerts('daily', new Date(Date.now() + 24 * HOUR))).toEqual({ matched: 1, sent: 1 });
    const [mail] = await mailsTo(stranger);
    expect(textOfAlert(mail)).toContain('Posted after confirming');
    expect(textOfAlert(mail)).not.toContain('Posted before confirming');
  });

  it('mails each person once per run, however many of their searches matched', async () => {
    const bob = await insertUser();
    await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await save(alice, 'Bahan rentals', 'type=rent&township=bahan');
    await save(alice, 'Anything', '');
    await save(bob, 'Bahan rentals', 'type=rent&township=bahan');
    await insertListing(lister, { ...MATCHING, name: 'A condo for everyone' });
    expect(await sendDueAlerts('daily')).toEqual({ matched: 4, sent: 2 });
    const [mail] = await mailsTo(alice);
    expect(await mailsTo(alice)).toHaveLength(1);
    expect(decodedHeader(mail.headers.subject)).toBe('3 new homes for your saved searches');
    for (const name of ['Bahan condos', 'Bahan rentals', 'Anything']) expect(textOfAlert(mail)).toContain(`"${name}"`);
    expect(await mailsTo(bob)).toHaveLength(1);
    expect(decodedHeader((await mailsTo(bob))[0].headers.subject)).toBe("1 new home for 'Bahan rentals'");

    // The mail program's one-click unsubscribe stops every search of the mail, and no one else's.
    const token = /\/unsubscribe\/([\w.-]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    const asked = await call(unsubscribePage.loader, `/unsubscribe/${token}`, { params: { token } });
    expect(await asked.json()).toEqual({ ok: true, names: ['Bahan condos', 'Bahan rentals', 'Anything'], paused: false });
    const stopped = await call(unsubscribePage.action, `/unsubscribe/${token}`, { params: { token }, body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(stopped.status).toBe(200);
    const pausedBy = async (user: User) => (await getDb().select().from(savedSearches).where(eq(savedSearches.userId, user.id))).map((row) => row.paused);
    expect(await pausedBy(alice)).toEqual([true, true, true]);
    expect(await pausedBy(bob)).toEqual([false]);
  });
});

describe('an old unsubscribe link after a resume', () => {
  const unsubscribeBy = (token: string) =>
    call(unsubscribePage.action, `/unsubscribe/${token}`, { params: { token }, body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
  const tokenIn = (mail: (typeof smtp.received)[number]) => /\/unsubscribe\/([\w.-]+)>/.exec(mail.headers['list-unsubscribe'])![1];

  it('no longer stops the alerts the person resumed; the next mail brings a link that does', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    await insertListing(lister, { ...MATCHING, name: 'First condo' });
    await sendDueAlerts('daily');
    const oldLink = tokenIn((await mailsTo(alice))[0]);
    expect((await unsubscribeBy(oldLink)).status).toBe(200);
    await setAlertsPaused({ userId: alice.id, id: search.id, paused: false });

    // The old mail's link, followed again (a mail program's one-click, a second look): refused.
    const stale = await unsubscribeBy(oldLink);
    expect(stale.status).toBe(404);
    expect(await stale.json()).toEqual({ ok: false, message: 'This unsubscribe link is not valid. Sign in to manage your saved searches.' });
    expect((await call(unsubscribePage.loader, `/unsubscribe/${oldLink}`, { params: { token: oldLink } })).status).toBe(404);
    await insertListing(lister, { ...MATCHING, name: 'Second condo' });
    expect((await sendDueAlerts('daily', new Date(Date.now() + 24 * HOUR))).sent).toBe(1);

    const newLink = tokenIn((await mailsTo(alice))[1]);
    expect((await unsubscribeBy(newLink)).status).toBe(200);
    expect((await getDb().select().from(savedSearches).where(eq(savedSearches.id, search.id)))[0].paused).toBe(true);
  });

  it('a link sent before resumes were counted still works until the first resume', async () => {
    const search = await save(alice, 'Bahan condos', BAHAN_CONDOS);
    const { storedSecret } = await import('../../db/stored-secret.server');
    const older = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(search.id).setAudience('saved-search-unsubscribe').setIssuedAt().sign(await storedSecret('saved-search-unsubscribe'));
    expect((await unsubscribeBy(older)).status).toBe(200);
    await setAlertsPaused({ userId: alice.id, id: search.id, paused: false });
    expect((await unsubscribeBy(older)).status).toBe(404);
  });
});
