// 'Report this listing' and 'Report this review' through the listing page's action,
// and the admins' moderation through the dashboard's: who may do what, the throttle, refusals
// that are never a 500, one report per person per target, and a hidden listing gone from every
// public list (one condition, db/schema publicListing) until it is restored.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, reports, reviews, type Listing } from '../../db/schema';
import * as dashboard from '../../routes/dashboard';
import * as listingPage from '../../routes/listing';
import * as myListing from '../../routes/my-listing';
import * as getOneApi from '../../routes/api/listing.get-one';
import * as getApi from '../../routes/api/listing.get';
import * as relatedApi from '../../routes/api/listing.get-related';
import * as searchApi from '../../routes/api/listing.search';
import { NOTICE_COOKIE } from '../../lib/flash-notice';
import { parseAdvancedSearch } from '../../lib/schemas/search';
import { REPORT_MESSAGES } from '../../lib/forms/report';
import { formatReference } from '../../lib/listing-reference';
import { loadAgentPage } from '../agents/agent-page.server';
import { loadHome } from '../home/load-home.server';
import { loadListingPage } from '../listings/listing-page.server';
import { searchListings } from '../search/advanced-search.server';
import { fullSearchResults } from '../search/full-search-results.server';
import { listerMapPoints, searchMapPoints } from '../search/map-points.server';
import { sitemapFiles, sitemapPages } from '../seo/sitemap.server';
import { clearEvents } from '../throttle/throttle.server';
import { REPORT_USER_LIMIT, REPORT_VISITOR_LIMIT } from './submit-report.server';
import { call } from '../../../tests/support/requests';
import { insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { textOf } from '../../../tests/support/mime';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();
type Person = Awaited<ReturnType<typeof makeUser>>;
let admin: Person;
let lister: Person;
let reader: Person;

beforeAll(async () => {
  admin = await makeUser({ isAdmin: true });
  lister = await makeUser({ name: 'ko-lister' });
  reader = await makeUser({ name: 'ma-reader' });
});

/** A report posted to the listing page's action, as its form sends it. */
const report = (listingId: string, fields: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) =>
  call(listingPage.action, `/listing/${listingId}`, { body: new URLSearchParams({ intent: 'report', target: 'listing', ...fields }), cookie, ip, params: { listingId } });

const moderate = (fields: Record<string, string>, cookie?: string) => call(dashboard.action, '/dashboard?tab=reports', { body: new URLSearchParams(fields), cookie });

const queue = async (query = '') => (await call(dashboard.loader, `/dashboard?tab=reports${query}`, { cookie: admin.cookie })).json();

const reportsOf = (targetId: string) => getDb().select().from(reports).where(eq(reports.targetId, targetId));

const noticeOf = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${NOTICE_COOKIE}=`))?.split(';')[0].split('=')[1];

describe('reporting a listing', () => {
  it('takes a reason and a note from a visitor, and answers with the flash notice', async () => {
    const listing = await insertListing(lister);
    const res = await report(listing.id, { reason: 'scam', note: 'Asked for a deposit before any viewing.' }, { ip: '203.0.113.1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(noticeOf(res)).toBe('report-received');
    const [row] = await reportsOf(listing.id);
    expect(row).toMatchObject({ listingId: listing.id, reviewId: null, reason: 'scam', note: 'Asked for a deposit before any viewing.', reporterUserId: null, status: 'open' });
    // The visitor is a keyed hash of their address, never the address itself.
    expect(row.reporterKey).toMatch(/^visitor:[\w-]{43}$/);
    expect(row.reporterKey).not.toContain('203.0.113.1');
  });

  it('updates rather than duplicates when the same person reports the same listing again', async () => {
    const listing = await insertListing(lister);
    expect(noticeOf(await report(listing.id, { reason: 'wrong-details' }, { cookie: reader.cookie }))).toBe('report-received');
    const again = await report(listing.id, { reason: 'unavailable', note: 'Rented out last week.' }, { cookie: reader.cookie });
    expect(noticeOf(again)).toBe('report-received');
    const rows = await reportsOf(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'unavailable', note: 'Rented out last week.', reporterUserId: reader.id, reporterKey: `user:${reader.id}` });
    // The same visitor address twice is one report too; another address is another.
    await report(listing.id, { reason: 'duplicate' }, { ip: '198.51.100.7' });
    await report(listing.id, { reason: 'scam' }, { ip: '198.51.100.7' });
    await report(listing.id, { reason: 'scam' }, { ip: '198.51.100.8' });
    expect(await reportsOf(listing.id)).toHaveLength(3);
  });

  it('refuses bad reasons, targets, notes and ids in place, never with a 500, keeping what was typed', async () => {
    const listing = await insertListing(lister);
    const cases: [string, Record<string, string>, number, string][] = [
      [listing.id, { reason: '' }, 400, REPORT_MESSAGES.reason],
      [listing.id, { reason: 'because' }, 400, REPORT_MESSAGES.reason],
      [listing.id, { reason: 'fake-review' }, 400, REPORT_MESSAGES.reason],
      [listing.id, { reason: 'scam', target: 'user' }, 400, REPORT_MESSAGES.target],
      [listing.id, { reason: 'other', note: 'x'.repeat(1001) }, 400, REPORT_MESSAGES.note],
      [listing.id, { reason: 'offensive', target: 'review', reviewId: 'not-an-id' }, 404, REPORT_MESSAGES.review],
      [listing.id, { reason: 'offensive', target: 'review', reviewId: listing.id }, 404, REPORT_MESSAGES.review],
      ['not-a-listing', { reason: 'scam' }, 404, REPORT_MESSAGES.listing],
      ['6b640314-21f8-40f8-9f1d-73f4e39df2e8', { reason: 'scam' }, 404, REPORT_MESSAGES.listing],
    ];
    for (const [id, fields, status, message] of cases) {
      const res = await report(id, fields, { cookie: reader.cookie });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      const body = await res.json();
      expect(body.message === message || Object.values(body.errors ?? {}).includes(message), JSON.stringify(body)).toBe(true);
      expect(body.values).toMatchObject({ intent: 'report', ...fields });
    }
    expect(await getDb().select().from(reports).where(eq(reports.listingId, listing.id))).toEqual([]);
  });

  it('refuses a lister reporting their own listing', async () => {
    const listing = await insertListing(lister);
    const res = await report(listing.id, { reason: 'scam' }, { cookie: lister.cookie });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(REPORT_MESSAGES.ownListing);
  });

  it('refuses a visitor over the hourly limit with a clear message, and counts per address', async () => {
    const ip = '192.0.2.50';
    await clearEvents(REPORT_VISITOR_LIMIT, ip);
    const targets = await Promise.all(Array.from({ length: REPORT_VISITOR_LIMIT.max + 1 }, () => insertListing(lister)));
    const statuses = [];
    for (const listing of targets) statuses.push((await report(listing.id, { reason: 'scam' }, { ip })).status);
    expect(statuses).toEqual([...Array(REPORT_VISITOR_LIMIT.max).fill(200), 429]);
    const refused = await report(targets[0].id, { reason: 'duplicate' }, { ip });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ ok: false, status: 429, message: 'You have sent too many reports. Please try again in an hour.' });
    // The refused report changed nothing; another address is not held back.
    expect((await reportsOf(targets[0].id))[0].reason).toBe('scam');
    expect(await reportsOf(targets.at(-1)!.id)).toEqual([]);
    expect((await report(targets.at(-1)!.id, { reason: 'scam' }, { ip: '192.0.2.51' })).status).toBe(200);
  });

  it('limits a signed-in person per account, wherever they report from', async () => {
    const busy = await makeUser();
    await clearEvents(REPORT_USER_LIMIT, busy.id);
    const targets = await Promise.all(Array.from({ length: REPORT_USER_LIMIT.max + 1 }, () => insertListing(lister)));
    const statuses = [];
    for (const [i, listing] of targets.entries()) statuses.push((await report(listing.id, { reason: 'scam' }, { cookie: busy.cookie, ip: `10.0.0.${i}` })).status);
    expect(statuses).toEqual([...Array(REPORT_USER_LIMIT.max).fill(200), 429]);
  });
});

describe('reporting a review', () => {
  it('stores a report of one review of the listing; its author cannot report it', async () => {
    const listing = await insertListing(lister);
    const [review] = await getDb().insert(reviews).values({ listingId: listing.id, userRef: reader.id, rating: 1, content: 'Call me for a cheaper flat: 09 000 000' }).returning();
    const res = await report(listing.id, { target: 'review', reviewId: review.id, reason: 'fake-review', note: 'An advert, not a review.' }, { cookie: lister.cookie });
    expect(res.status).toBe(200);
    expect(await reportsOf(review.id)).toMatchObject([{ listingId: listing.id, reviewId: review.id, reason: 'fake-review', reporterUserId: lister.id }]);
    const own = await report(listing.id, { target: 'review', reviewId: review.id, reason: 'offensive' }, { cookie: reader.cookie });
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe(REPORT_MESSAGES.ownReview);
    // A review of another listing is not found through this one.
    const other = await insertListing(lister);
    expect((await report(other.id, { target: 'review', reviewId: review.id, reason: 'offensive' }, { ip: '192.0.2.9' })).status).toBe(404);
  });
});

describe('the moderation queue', () => {
  it('is for admins only: the tab redirects anyone else, and every action refuses them', async () => {
    const listing = await insertListing(lister);
    await report(listing.id, { reason: 'scam' }, { ip: '192.0.2.100' });
    const tab = await call(dashboard.loader, '/dashboard?tab=reports', { cookie: reader.cookie });
    expect(tab.status).toBe(302);
    expect(tab.headers.get('location')).toBe('/dashboard?tab=dash');
    for (const fields of <Record<string, string>[]>[
      { intent: 'hide-listing', id: listing.id, reason: 'scam' },
      { intent: 'restore-listing', id: listing.id },
      { intent: 'dismiss-reports', id: listing.id },
      { intent: 'remove-review', id: listing.id },
    ]) {
      const res = await moderate(fields, reader.cookie);
      expect(res.status, fields.intent).toBe(403);
      expect(await res.json()).toEqual({ ok: false, status: 403, message: 'Access denied' });
    }
    // Signed out: off to sign in, back to the tab.
    const signedOut = await moderate({ intent: 'hide-listing', id: listing.id, reason: 'scam' });
    expect(signedOut.status).toBe(302);
    const [row] = await getDb().select({ hiddenAt: listings.hiddenAt }).from(listings).where(eq(listings.id, listing.id));
    expect(row.hiddenAt).toBeNull();
    expect((await reportsOf(listing.id))[0].status).toBe('open');
  });

  it('groups open reports by target, newest first, with the count, the commonest reason and the latest note', async () => {
    const older = await insertListing(lister, { name: 'An older reported listing' });
    const newer = await insertListing(lister, { name: 'A newer reported listing' });
    await report(older.id, { reason: 'duplicate' }, { ip: '192.0.2.201' });
    await report(newer.id, { reason: 'scam', note: 'First note' }, { ip: '192.0.2.202' });
    await report(newer.id, { reason: 'scam', note: 'Latest note here' }, { ip: '192.0.2.203' });
    await report(newer.id, { reason: 'wrong-details' }, { ip: '192.0.2.204' });
    const { groups } = await queue();
    const ours = groups.filter((g: { _id: string }) => [older.id, newer.id].includes(g._id));
    expect(ours.map((g: { _id: string }) => g._id)).toEqual([newer.id, older.id]);
    expect(ours[0]).toMatchObject({ target: 'listing', count: 3, topReason: 'scam', latestNote: 'Latest note here', listing: { id: newer.id, title: 'A newer reported listing', hidden: false }, review: null });
    expect(ours[1]).toMatchObject({ count: 1, topReason: 'duplicate', latestNote: '' });
  });

  it("pages with Show More: the next batch follows the first without a gap or a repeat", async () => {
    const many = await Promise.all(Array.from({ length: 12 }, () => insertListing(lister)));
    for (const [i, listing] of many.entries()) await report(listing.id, { reason: 'other' }, { ip: `192.0.2.${i + 1}` });
    const first = await queue();
    expect(first.groups).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const ids: string[] = first.groups.map((g: { _id: string }) => g._id);
    for (let batch = first; batch.hasMore; ) {
      batch = await queue(`&kind=reports&startIndex=${ids.length}`);
      ids.push(...batch.groups.map((g: { _id: string }) => g._id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.totalOpen);
    for (const listing of many) expect(ids).toContain(listing.id);
  });

  it('dismisses the reports of a target (they leave the queue), and answers an unknown or handled one in place', async () => {
    const listing = await insertListing(lister);
    await report(listing.id, { reason: 'scam' }, { ip: '192.0.2.150' });
    expect(await (await moderate({ intent: 'dismiss-reports', id: listing.id }, admin.cookie)).json()).toEqual({ ok: true });
    expect((await reportsOf(listing.id)).map((r) => r.status)).toEqual(['dismissed']);
    expect((await queue()).groups.map((g: { _id: string }) => g._id)).not.toContain(listing.id);
    for (const id of [listing.id, 'nonsense', '']) expect((await moderate({ intent: 'dismiss-reports', id }, admin.cookie)).status, id).toBe(404);
    // Reported again: open again, the same row.
    await report(listing.id, { reason: 'offensive' }, { ip: '192.0.2.150' });
    expect((await reportsOf(listing.id)).map((r) => r.status)).toEqual(['open']);
  });

  it('removes a reported review, whose reports go with it', async () => {
    const listing = await insertListing(lister);
    const [review] = await getDb().insert(reviews).values({ listingId: listing.id, userRef: reader.id, rating: 1, content: 'Rude words' }).returning();
    await report(listing.id, { target: 'review', reviewId: review.id, reason: 'offensive' }, { ip: '192.0.2.160' });
    const { groups } = await queue();
    expect(groups.find((g: { _id: string }) => g._id === review.id)).toMatchObject({ target: 'review', review: { id: review.id, content: 'Rude words', author: 'ma-reader' }, listing: { id: listing.id } });
    expect(await (await moderate({ intent: 'remove-review', id: review.id }, admin.cookie)).json()).toEqual({ ok: true });
    expect(await getDb().select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await reportsOf(review.id)).toEqual([]);
    expect((await moderate({ intent: 'remove-review', id: review.id }, admin.cookie)).status).toBe(404);
  });

  it('refuses a hide with a bad reason or id in place, never a 500', async () => {
    const listing = await insertListing(lister);
    expect((await moderate({ intent: 'hide-listing', id: listing.id, reason: 'because' }, admin.cookie)).status).toBe(400);
    expect((await moderate({ intent: 'hide-listing', id: listing.id }, admin.cookie)).status).toBe(400);
    expect((await moderate({ intent: 'hide-listing', id: 'nope', reason: 'scam' }, admin.cookie)).status).toBe(404);
    expect((await moderate({ intent: 'restore-listing', id: '6b640314-21f8-40f8-9f1d-73f4e39df2e8' }, admin.cookie)).status).toBe(404);
    expect((await moderate({ intent: 'hide-everything', id: listing.id }, admin.cookie)).status).toBe(400);
  });
});

describe('a hidden listing', () => {
  let hidden: Listing;
  let neighbour: Listing;
  let agent: Person;

  beforeAll(async () => {
    agent = await makeUser({ role: 'agent' });
    // Alike in every way a similar listing is chosen by, and a term only they hold.
    const alike = { type: 'rent', township: 'kamayut', propertyType: 'condo', currency: 'USD' } as const;
    neighbour = await insertListing(agent, { ...alike, name: 'Zephyrine riverside condo, the public one' });
    hidden = await insertListing(agent, { ...alike, name: 'Zephyrine riverside condo, the reported one', gym: true, offer: true });
    await report(hidden.id, { reason: 'scam', note: 'Fake photos' }, { ip: '192.0.2.77' });
  });

  /** Every public place the listing shows: each says whether `hidden` is there. */
  async function presence() {
    const id = hidden.id;
    const searches = await Promise.all(
      ['type=rent', 'township=kamayut', 'township=kamayut&propertyType=condo&type=rent', 'gym=true', 'offer=true&sort=regularPrice&order=asc', 'type=all&sort=updatedAt'].map(
        async (q) => (await searchListings({ query: parseAdvancedSearch(new URLSearchParams(q)) })).listings.some((l) => l._id === id),
      ),
    );
    const counted = await searchListings({ query: parseAdvancedSearch(new URLSearchParams('township=kamayut&propertyType=condo&type=rent')) });
    const fullText = await fullSearchResults({ term: 'Zephyrine riverside' });
    const byReference = await fullSearchResults({ term: formatReference(hidden.refNo) });
    const apiSearch = await (await call(searchApi.loader, '/api/listing/search?searchTerm=Zephyrine')).json();
    const home = await loadHome();
    const files = await sitemapFiles();
    const sitemap = (await Promise.all(files.filter((f) => f.startsWith('listings-')).map((f) => sitemapPages(f)))).flat();
    const neighbourPage = await loadListingPage({ id: neighbour.id, viewer: null });
    const agentPage = await loadAgentPage({ id: agent.id, viewer: null });
    const apiList = await (await call(getApi.loader, `/api/listing/get?userId=${agent.id}`)).json();
    const searchMap = await searchMapPoints({ query: parseAdvancedSearch(new URLSearchParams('township=kamayut')) });
    const agentMap = await listerMapPoints({ userId: agent.id });
    return {
      searches: searches.every(Boolean) ? 'all' : searches.some(Boolean) ? 'some' : 'none',
      countedExactly: counted.total,
      fullText: fullText.listings.some((l) => l._id === id),
      fullTextTotal: fullText.total,
      reference: byReference.listings.some((l) => l._id === id),
      apiSearch: apiSearch.some((l: { _id: string }) => l._id === id),
      home: home.rent.some((l) => l._id === id),
      homeCount: home.counts.rent,
      sitemap: sitemap.some((page) => page?.path === `/listing/${id}`),
      similar: neighbourPage!.similar.some((l) => l._id === id),
      agentPage: agentPage!.listings.some((l) => l._id === id),
      agentCount: agentPage!.counts.total,
      apiList: apiList.results.result.some((l: { _id: string }) => l._id === id),
      searchMap: searchMap.points.some((p) => p._id === id),
      agentMap: agentMap.points.some((p) => p._id === id),
      apiOne: (await call(getOneApi.loader, `/api/listing/get/${id}`, { params: { id } })).status,
      apiRelated: (await call(relatedApi.loader, `/api/listing/getRelated?listingId=${id}`)).status,
      page: (await call(listingPage.loader, `/listing/${id}`, { params: { listingId: id } })).status,
    };
  }

  it('is gone from search, full-text search, the maps, the sitemap, home, similar listings, agent pages and the /api lists; its page is a 404; restoring brings it all back', async () => {
    const before = await presence();
    expect(before).toMatchObject({ searches: 'all', fullText: true, reference: true, apiSearch: true, home: true, sitemap: true, similar: true, agentPage: true, apiList: true, searchMap: true, agentMap: true, apiOne: 200, apiRelated: 200, page: 200 });

    const before2 = (await smtp.delivered()).length;
    expect(await (await moderate({ intent: 'hide-listing', id: hidden.id, reason: 'scam' }, admin.cookie)).json()).toEqual({ ok: true });
    const after = await presence();
    expect(after).toEqual({
      searches: 'none',
      countedExactly: before.countedExactly - 1,
      fullText: false,
      fullTextTotal: before.fullTextTotal - 1,
      reference: false,
      apiSearch: false,
      home: false,
      homeCount: before.homeCount - 1,
      sitemap: false,
      similar: false,
      agentPage: false,
      agentCount: before.agentCount - 1,
      apiList: false,
      searchMap: false,
      agentMap: false,
      apiOne: 404,
      apiRelated: 404,
      page: 404,
    });
    // Its reports are resolved: they leave the queue; it is on the hidden list.
    expect((await reportsOf(hidden.id)).map((r) => r.status)).toEqual(['resolved']);
    const tab = await queue();
    expect(tab.groups.map((g: { _id: string }) => g._id)).not.toContain(hidden.id);
    expect(tab.hidden[0]).toMatchObject({ _id: hidden.id, reason: 'scam' });
    // Nobody reports, reviews or writes to its lister through it meanwhile.
    expect((await report(hidden.id, { reason: 'scam' }, { ip: '192.0.2.78' })).status).toBe(404);

    // The lister was told why, by e-mail, once.
    expect((await smtp.delivered()).length).toBe(before2 + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([agent.email]);
    expect(textOf(mail)).toContain('Zephyrine riverside condo, the reported one');
    expect(textOf(mail)).toContain('Reason: Scam or fraud');
    expect((await moderate({ intent: 'hide-listing', id: hidden.id, reason: 'scam' }, admin.cookie)).status).toBe(200);
    expect((await smtp.delivered()).length).toBe(before2 + 1);

    expect(await (await moderate({ intent: 'restore-listing', id: hidden.id }, admin.cookie)).json()).toEqual({ ok: true });
    expect(await presence()).toEqual(before);
    // Told again when it is back; restoring a shown listing mails no one.
    expect((await smtp.delivered()).length).toBe(before2 + 2);
    expect(smtp.received.at(-1)!.to).toEqual([agent.email]);
    expect(textOf(smtp.received.at(-1)!)).toContain('has restored your listing "Zephyrine riverside condo, the reported one"');
    expect((await moderate({ intent: 'restore-listing', id: hidden.id }, admin.cookie)).status).toBe(200);
    expect((await smtp.delivered()).length).toBe(before2 + 2);
  });

  it('still opens for its lister and admins, saying why, and My Listings tells the lister', async () => {
    await getDb().update(listings).set({ hiddenAt: new Date(), hiddenReason: 'scam' }).where(eq(listings.id, hidden.id));
    for (const viewer of [agent, admin]) {
      const res = await call(listingPage.loader, `/listing/${hidden.id}`, { params: { listingId: hidden.id }, cookie: viewer.cookie });
      expect(res.status).toBe(200);
      expect((await res.json()).hidden).toMatchObject({ reason: 'scam' });
    }
    expect((await call(getOneApi.loader, `/api/listing/get/${hidden.id}`, { params: { id: hidden.id }, cookie: agent.cookie })).status).toBe(200);
    expect((await call(getOneApi.loader, `/api/listing/get/${hidden.id}`, { params: { id: hidden.id }, cookie: reader.cookie })).status).toBe(404);
    const mine = await (await call(myListing.loader, '/my-listing', { cookie: agent.cookie })).json();
    expect(mine.listings.find((l: { _id: string }) => l._id === hidden.id).hidden).toMatchObject({ reason: 'scam' });
    expect(mine.listings.find((l: { _id: string }) => l._id === neighbour.id).hidden).toBeNull();
  });
});
