// Price history, the "Price reduced" tag and the mails to the people who saved a listing, on a
// real database and a real SMTP server: every price change kept, whoever writes it; the tag for a
// cut of 5 % or more in the last 14 days from a price that stood a week, and never for a raise
// followed by a cut back; one mail per saver, in their language, through the queue, on a drop, a
// rental or a sale (none to the lister, to an unconfirmed address or to someone who stopped them),
// and the one-click unsubscribe; a price mail at most once a day per saver and listing, for a cut
// of 5 % below the lowest price mailed.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedQualityDemo } from '../../db/demo/quality.server';
import { getDb } from '../../db/registry.server';
import { listingPrices, listings, savedListingMailStops, savedListingPriceMails, users, type User } from '../../db/schema';
import * as createApi from '../../routes/api/listing.create';
import * as updateApi from '../../routes/api/listing.update';
import * as listingPage from '../../routes/listing';
import * as stopPage from '../../routes/unsubscribe-saved-listings';
import { insertListing, insertUser, listingBody, makeLister } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { decodedHeader, partOf } from '../../../tests/support/mime';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { addFavourite } from '../favourites/favourites.server';
import { setListingStatus } from '../listings/set-listing-status.server';
import { priceHistory } from '../quality/price-history.server';
import { notifySavers } from './notify-savers.server';

setupTestDatabase();
const smtp = setupTestSmtp();
const DAY = 86_400_000;

let lister: Awaited<ReturnType<typeof makeLister>>;

beforeAll(async () => {
  lister = await makeLister();
});

beforeEach(async () => {
  await smtp.delivered();
  smtp.received.length = 0;
});

let body: Record<string, unknown>;
async function create(overrides: Record<string, unknown> = {}) {
  // The cuts below are reckoned from 1,000 USD a month.
  body = await listingBody(lister.id, { regularPrice: 1000, ...overrides });
  const res = await call(createApi.action, '/api/listing/create', { json: body, cookie: lister.cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}
async function update(id: string, changes: Record<string, unknown>) {
  body = { ...body, ...changes };
  const res = await call(updateApi.action, `/api/listing/update/${id}`, { json: body, cookie: lister.cookie, params: { listingId: id, id } });
  expect(res.status).toBe(200);
}
const prices = async (id: string) => (await priceHistory({ listingId: id })).map((point) => point.price);
const pageOf = async (id: string) => (await (await call(listingPage.loader, `/listing/${id}`, { params: { listingId: id } })).json()) as { prices: { history: { price: number }[]; reduced: boolean } };
/** Moves every price change of the listing `days` into the past. */
const backdate = (id: string, days: number) =>
  getDb().update(listingPrices).set({ changedAt: sql`${listingPrices.changedAt} - ${`${days} days`}::interval` }).where(eq(listingPrices.listingId, id));

describe('price history', () => {
  it('keeps every price change, from the page, from /api or from any other writer, and nothing else', async () => {
    const id = await create();
    await update(id, { regularPrice: 1100 });
    await update(id, { name: 'Two bedroom condo in Bahan by Inya Lake' });
    await update(id, { regularPrice: 900 });
    await getDb().update(listings).set({ regularPrice: 45, currency: 'lakh MMK' }).where(eq(listings.id, id));
    expect(await prices(id)).toEqual([1000, 1100, 900, 45]);
    const history = await priceHistory({ listingId: id });
    expect(history.map((point) => point.currency)).toEqual(['USD', 'USD', 'USD', 'lakh MMK']);
    const page = await pageOf(id);
    expect(page.prices.history.map((point) => point.price)).toEqual([1000, 1100, 900, 45]);
  });
});

describe('the Price reduced tag', () => {
  it('comes with a cut of 5 % or more in the last 14 days, and goes after them', async () => {
    const id = await create();
    await backdate(id, 8);
    await update(id, { regularPrice: 960 });
    expect((await pageOf(id)).prices.reduced).toBe(false);
    await update(id, { regularPrice: 950 });
    expect((await pageOf(id)).prices.reduced).toBe(true);
    await backdate(id, 15);
    expect((await pageOf(id)).prices.reduced).toBe(false);
  });

  it('never comes with a cut from a price that stood less than 7 days', async () => {
    // Posted at 1,000 and cut to 950 a minute later.
    const id = await create();
    await update(id, { regularPrice: 950 });
    expect(await prices(id)).toEqual([1000, 950]);
    expect((await pageOf(id)).prices.reduced).toBe(false);
    await backdate(id, 6);
    expect((await pageOf(id)).prices.reduced).toBe(false);
  });

  it('never comes with a raise followed by a cut back', async () => {
    const id = await create();
    await backdate(id, 40);
    await update(id, { regularPrice: 1200 });
    await backdate(id, 10);
    await update(id, { regularPrice: 1000 });
    expect(await prices(id)).toEqual([1000, 1200, 1000]);
    expect((await pageOf(id)).prices.reduced).toBe(false);
    // Below where it stood 14 days ago by 5 %: a real cut.
    await update(id, { regularPrice: 950 });
    expect((await pageOf(id)).prices.reduced).toBe(true);
  });
});

describe('mail to the people who saved a listing', () => {
  let burmese: User;
  let english: User;
  let unconfirmed: User;
  let stopped: User;
  let id: string;
  const mailsTo = async (user: User) => (await smtp.delivered()).filter((mail) => mail.to.includes(user.email));

  beforeAll(async () => {
    [burmese, english, unconfirmed, stopped] = await Promise.all([insertUser({ lang: 'my' }), insertUser(), insertUser({ emailConfirmedAt: null }), insertUser()]);
    await getDb().insert(savedListingMailStops).values({ userId: stopped.id });
    id = await create({ name: 'Garden house in Bahan with a big lawn', regularPrice: 2000 });
    for (const user of [burmese, english, unconfirmed, stopped, lister]) await addFavourite({ user, listingId: id });
  });

  it('tells each saver of a price drop once, in their language, with a one-click unsubscribe', async () => {
    await update(id, { regularPrice: 1800 });
    const [mine] = await mailsTo(burmese);
    const [theirs] = await mailsTo(english);
    expect(await mailsTo(burmese)).toHaveLength(1);
    expect(decodedHeader(theirs.headers.subject)).toBe("Price reduced: 'Garden house in Bahan with a big lawn'");
    expect(partOf(theirs, 'text/plain')).toContain('went down from $2,000 / month to $1,800 / month');
    expect(partOf(theirs, 'text/plain')).toMatch(new RegExp(`https?://[^\\s]+/listing/${id}`));
    expect(decodedHeader(mine.headers.subject)).toBe("ဈေးလျှော့ထားသည်: 'Garden house in Bahan with a big lawn'");
    expect(theirs.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\/saved-listings\/[\w.-]+>$/);
    expect(theirs.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    for (const nobody of [unconfirmed, stopped, lister]) expect(await mailsTo(nobody)).toEqual([]);
  });

  it('says nothing of a raise or of an edit that leaves the price', async () => {
    await update(id, { regularPrice: 1900 });
    await update(id, { description: '<p>Now with a new kitchen.</p>' });
    expect(await smtp.delivered()).toEqual([]);
  });

  it('tells them when it is rented out, and stops for whoever unsubscribes in one click', async () => {
    await update(id, { propertyStatus: 'Rented Out' });
    const [mail] = await mailsTo(english);
    expect(decodedHeader(mail.headers.subject)).toBe("Rented out: 'Garden house in Bahan with a big lawn'");
    expect(partOf(mail, 'text/plain')).toContain('A home you saved has been rented out.');
    expect(await mailsTo(burmese)).toHaveLength(1);

    const token = /\/unsubscribe\/saved-listings\/([\w.-]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    const asked = await call(stopPage.loader, `/unsubscribe/saved-listings/${token}`, { params: { token } });
    expect(await asked.json()).toEqual({ ok: true, stopped: false });
    for (let i = 0; i < 2; i++) {
      const res = await call(stopPage.action, `/unsubscribe/saved-listings/${token}`, { params: { token }, body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(await (await call(stopPage.loader, `/unsubscribe/saved-listings/${token}`, { params: { token } })).json()).toEqual({ ok: true, stopped: true });

    smtp.received.length = 0;
    await update(id, { propertyStatus: 'Still Available' });
    await update(id, { propertyStatus: 'Rented Out' });
    expect(await mailsTo(english)).toEqual([]);
    expect(await mailsTo(burmese)).toHaveLength(1);
  });

  it('tells them of a sale', async () => {
    const saleId = await create({ name: 'Three storey house in Bahan for sale', type: 'sale', regularPrice: 3000 });
    await addFavourite({ user: burmese, listingId: saleId });
    smtp.received.length = 0;
    await update(saleId, { propertyStatus: 'Sold Out' });
    const [mail] = await mailsTo(burmese);
    expect(decodedHeader(mail.headers.subject)).toBe("ရောင်းချပြီး: 'Three storey house in Bahan for sale'");
  });

  it('tells them when the lister taps Rented Out on My Listings', async () => {
    const tappedId = await create({ name: 'Quiet flat in Bahan off Golden Valley Road' });
    const saver = await insertUser();
    await addFavourite({ user: saver, listingId: tappedId });
    smtp.received.length = 0;
    await setListingStatus({ user: lister, id: tappedId, status: 'Rented Out' });
    const [mail] = await mailsTo(saver);
    expect(decodedHeader(mail.headers.subject)).toBe("Rented out: 'Quiet flat in Bahan off Golden Valley Road'");
  });

  it('refuses a forged or foreign unsubscribe link, changing nothing', async () => {
    const [before] = await getDb().select({ n: sql<number>`count(*)::int` }).from(savedListingMailStops);
    for (const token of ['not-a-token', `${'a'.repeat(20)}.${'b'.repeat(20)}.${'c'.repeat(20)}`, 'x'.repeat(2000)]) {
      const res = await call(stopPage.action, `/unsubscribe/saved-listings/${token}`, { params: { token }, body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ ok: false, message: 'This unsubscribe link is not valid. Sign in to manage your saved listings.' });
    }
    const [after] = await getDb().select({ n: sql<number>`count(*)::int` }).from(savedListingMailStops);
    expect(after.n).toBe(before.n);
    expect((await getDb().select({ id: users.id }).from(users).where(eq(users.id, english.id))).length).toBe(1);
  });
});

describe('price mails to a saver', () => {
  const mailsTo = async (user: User) => (await smtp.delivered()).filter((mail) => mail.to.includes(user.email));

  it('never come of a price raised by 1 and cut back, however often', async () => {
    const id = await create({ name: 'Raised and cut back flat in Bahan', regularPrice: 1000 });
    const savers = await Promise.all(Array.from({ length: 5 }, () => insertUser()));
    for (const user of savers) await addFavourite({ user, listingId: id });
    for (let i = 0; i < 5; i++) {
      await update(id, { regularPrice: 1001 });
      await update(id, { regularPrice: 1000 });
    }
    expect(await smtp.delivered()).toEqual([]);
  });

  it('come once a day at most, each for a cut of 5 % below the lowest price mailed', async () => {
    const id = await create({ name: 'Once a day price mail flat in Bahan', regularPrice: 1000 });
    const saver = await insertUser();
    await addFavourite({ user: saver, listingId: id });
    // 4 %: too small to tell.
    await update(id, { regularPrice: 960 });
    expect(await mailsTo(saver)).toEqual([]);
    await update(id, { regularPrice: 900 });
    const [first, ...more] = await mailsTo(saver);
    expect(more).toEqual([]);
    expect(partOf(first, 'text/plain')).toContain('went down from $960 / month to $900 / month');

    // Back up and down to where it was mailed, then a real cut, all on the same day: nothing more.
    await update(id, { regularPrice: 1000 });
    await update(id, { regularPrice: 900 });
    await update(id, { regularPrice: 800 });
    expect(await mailsTo(saver)).toHaveLength(1);

    // A day on: up, then down by less than 5 % below the $900 mailed, is nothing; below it, a mail from $900.
    await getDb().update(savedListingPriceMails).set({ mailedAt: sql`${savedListingPriceMails.mailedAt} - interval '1 day'` }).where(eq(savedListingPriceMails.listingId, id));
    await update(id, { regularPrice: 950 });
    await update(id, { regularPrice: 860 });
    expect(await mailsTo(saver)).toHaveLength(1);
    await update(id, { regularPrice: 950 });
    await update(id, { regularPrice: 850 });
    const mails = await mailsTo(saver);
    expect(mails).toHaveLength(2);
    expect(partOf(mails[1], 'text/plain')).toContain('went down from $900 / month to $850 / month');
  });
});

describe('price mails when two saves of a listing come at once', () => {
  it('go once', async () => {
    const id = await create({ name: 'Two saves at once flat in Bahan', regularPrice: 1000 });
    const saver = await insertUser();
    await addFavourite({ user: saver, listingId: id });
    const listing = { id, name: 'Two saves at once flat in Bahan', type: 'rent', userRef: lister.id };
    const before = { regularPrice: 1000, currency: 'USD', propertyStatus: 'Still Available' };
    const after = { ...before, regularPrice: 900 };
    const sent = await Promise.all([notifySavers({ listing, before, after }), notifySavers({ listing, before, after })]);
    expect(sent.sort()).toEqual([0, 1]);
    expect((await smtp.delivered()).filter((mail) => mail.to.includes(saver.email))).toHaveLength(1);
  });

  it('go once to each of many savers, whichever save writes which row first', async () => {
    const id = await create({ name: 'Many savers at once flat in Bahan', regularPrice: 1000 });
    const savers = await Promise.all(Array.from({ length: 6 }, () => insertUser()));
    for (const saver of savers) await addFavourite({ user: saver, listingId: id });
    const listing = { id, name: 'Many savers at once flat in Bahan', type: 'rent', userRef: lister.id };
    const before = { regularPrice: 1000, currency: 'USD', propertyStatus: 'Still Available' };
    const after = { ...before, regularPrice: 900 };
    const sent = await Promise.all([notifySavers({ listing, before, after }), notifySavers({ listing, before, after })]);
    expect(sent[0] + sent[1]).toBe(6);
    const delivered = await smtp.delivered();
    for (const saver of savers) expect(delivered.filter((mail) => mail.to.includes(saver.email))).toHaveLength(1);
  });
});

describe('demo listing with a price cut', () => {
  it('shows the tag', async () => {
    const owner = await insertUser();
    const listing = await insertListing(owner, { type: 'rent', propertyStatus: 'Still Available', offer: false, discountPrice: null, regularPrice: 800, currency: 'USD', createdAt: new Date(Date.now() - 30 * DAY) });
    await getDb().update(listings).set({ refNo: 0 }).where(eq(listings.id, listing.id));
    await seedQualityDemo();
    expect(await prices(listing.id)).toEqual([900, 800]);
    expect((await pageOf(listing.id)).prices.reduced).toBe(true);
  });
});
