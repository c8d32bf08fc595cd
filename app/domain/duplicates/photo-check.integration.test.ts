// The listing form's check of its photos (/listing-photo-matches) on a real database, with
// hashes set bit by bit: the listings already showing a photo come closest first, another
// lister's before the lister's own at the same distance; the first three are named with cover,
// title and reference and the rest counted; the lister's own best match is offered once to
// update instead; the form is told before sending when the listing would wait for a moderator;
// and a photo on hundreds of listings is read up to a cap, the rest counted as "at least".
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listings, media, photoHashes } from '../../db/schema';
import { formatReference } from '../../lib/listing-reference';
import type { PhotoCheck } from '../../lib/views/photo-warning';
import * as photoMatches from '../../routes/listing-photo-matches';
import { findPhotoMatches, MATCH_READ_CAP } from './photo-matches.server';
import { call } from '../../../tests/support/requests';
import { insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
type Person = Awaited<ReturnType<typeof makeUser>>;
let agent: Person;
let admin: Person;
let others: Person[];

beforeAll(async () => {
  agent = await makeUser({ name: 'ko-agent', role: 'agent' });
  admin = await makeUser({ isAdmin: true });
  others = await Promise.all([1, 2, 3].map((n) => makeUser({ name: `other-${n}` })));
});

/** 64 bits from a seed: a photo's hash. */
function hashOf(seed: number): string {
  let state = seed;
  return Array.from({ length: 64 }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state > 1073741824 ? '1' : '0';
  }).join('');
}

/** The hash with `bits` of its bits flipped, one in each band first: that far from it. */
const flip = (hash: string, bits: number) => [...hash].map((bit, i) => (i % 16 === 5 && Math.floor(i / 16) < bits ? (bit === '1' ? '0' : '1') : bit)).join('');

/** A stored photo (a media row) with this hash, as an upload makes it. */
async function photo(hash: string): Promise<string> {
  const url = `/media/ab/${randomUUID()}-800.webp`;
  await getDb().insert(media).values({ url, bytes: 1000 });
  await getDb().insert(photoHashes).values({ url, hash });
  return url;
}

/** A live listing of `owner` showing a photo `bits` away from `hash`; its id, reference and cover. */
async function listingNear(owner: Person, hash: string, bits: number, facts: Parameters<typeof insertListing>[1] = {}) {
  const cover = await photo(flip(hash, bits));
  const listing = await insertListing(owner, { name: `Flat ${randomUUID().slice(0, 8)} near the lake`, ...facts }, [cover]);
  return { id: listing.id, reference: formatReference(listing.refNo), title: listing.name, cover };
}

async function check(user: Person, urls: string[], extra = ''): Promise<PhotoCheck> {
  const query = urls.map((url) => `url=${encodeURIComponent(url)}`).join('&') + extra;
  const res = await call(photoMatches.loader, `/listing-photo-matches?${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

describe('the matches named', () => {
  it("come closest first, another lister's before the lister's own at the same distance, each with cover, title and reference", async () => {
    const hash = hashOf(1);
    await listingNear(others[0], hash, 3);
    const ownExact = await listingNear(agent, hash, 0);
    const exact = await listingNear(others[1], hash, 0);
    await listingNear(others[2], hash, 1);
    await listingNear(agent, hash, 1);
    const exactLater = await listingNear(others[0], hash, 0);
    const asked = [await photo(hashOf(2)), await photo(hash)];
    const answer = await check(agent, asked);
    expect(answer.matches).toEqual([exact, exactLater, ownExact].map((l) => ({ listingId: l.id, reference: l.reference, title: l.title, cover: l.cover, own: l === ownExact, photos: [2] })));
    // The rest, one bit off (another lister's, the lister's own) and three bits off, are counted.
    expect(answer).toMatchObject({ more: 3, moreAtLeast: false, heldForReview: false });
    expect(answer.updateInstead).toEqual({ listingId: ownExact.id, reference: ownExact.reference });
  });

  it('for a photo on 38 listings, the lister’s 8 among them: the original first, "and 35 more", and one listing to update instead', async () => {
    const hash = hashOf(3);
    // Another agent's listing shows the photo itself; 29 more of other listers show copies of it.
    const original = await listingNear(others[0], hash, 0);
    const near = [await listingNear(others[1], hash, 1), await listingNear(others[2], hash, 1)];
    for (let i = 0; i < 27; i++) await listingNear(others[i % 3], hash, 2 + (i % 2));
    const own = [await listingNear(agent, hash, 1)];
    for (let i = 0; i < 7; i++) own.push(await listingNear(agent, hash, 2 + (i % 2)));
    const answer = await check(agent, [await photo(flip(hash, 0))]);
    expect(answer.matches.map((m) => m.reference)).toEqual([original.reference, ...near.map((l) => l.reference)]);
    expect(answer.matches.every((m) => !m.own)).toBe(true);
    expect(answer.more).toBe(35);
    expect(answer.moreAtLeast).toBe(false);
    // The lister's own closest, and that one alone.
    expect(answer.updateInstead).toEqual({ listingId: own[0].id, reference: own[0].reference });
  });

  it('names which of the form’s photos each listing shows', async () => {
    const [a, b] = [hashOf(4), hashOf(5)];
    const both = await insertListing(others[0], {}, [await photo(a), await photo(b)]);
    const asked = [await photo(hashOf(6)), await photo(flip(a, 1)), await photo(flip(b, 2))];
    const answer = await check(agent, asked);
    expect(answer.matches).toEqual([expect.objectContaining({ listingId: both.id, photos: [2, 3] })]);
  });
});

describe('before the form is sent', () => {
  const facts = (price: number, area: number) => `&township=hlaing&type=rent&propertyType=condo&currency=USD&regularPrice=${price}&squareFeet=${area}`;

  it("says the listing will wait for a moderator when it would share a photo and the price or the area with another lister's listing", async () => {
    const hash = hashOf(7);
    await listingNear(others[0], hash, 1, { township: 'hlaing', type: 'rent', propertyType: 'condo', currency: 'USD', regularPrice: 1777, squareFeet: 1200 });
    const asked = [await photo(hash)];
    expect((await check(agent, asked, facts(1777, 800))).heldForReview).toBe(true);
    expect((await check(agent, asked, facts(1999, 1200))).heldForReview).toBe(true);
    // A photo alone, or facts not filled in yet: published at once.
    expect((await check(agent, asked, facts(1999, 800))).heldForReview).toBe(false);
    expect((await check(agent, asked)).heldForReview).toBe(false);
    expect((await check(agent, asked, '&township=hlaing&regularPrice=abc&squareFeet=-5')).heldForReview).toBe(false);
  });

  it('says so for the same price and area without a shared photo, and not for the lister’s own listing', async () => {
    await insertListing(others[1], { township: 'hlaing', type: 'rent', propertyType: 'condo', currency: 'USD', regularPrice: 1888, squareFeet: 1888 });
    await insertListing(agent, { township: 'hlaing', type: 'rent', propertyType: 'condo', currency: 'USD', regularPrice: 1889, squareFeet: 1889 });
    expect((await check(agent, [], facts(1888, 1888))).heldForReview).toBe(true);
    expect((await check(agent, [], facts(1889, 1889))).heldForReview).toBe(false);
  });

  it("counts the agent an admin posts for as the lister: the agent's listing is their own, and no moderator is needed", async () => {
    const hash = hashOf(10);
    const agents = await listingNear(agent, hash, 0, { township: 'hlaing', type: 'rent', propertyType: 'condo', currency: 'USD', regularPrice: 1910, squareFeet: 1910 });
    const asked = [await photo(hash)];
    const forAgent = await check(admin, asked, `${facts(1910, 1910)}&userRef=${agent.id}`);
    expect(forAgent).toMatchObject({ matches: [expect.objectContaining({ listingId: agents.id, own: true })], updateInstead: { listingId: agents.id }, heldForReview: false });
    // For anyone else it would be another lister's: named as such, and held.
    expect(await check(admin, asked, facts(1910, 1910))).toMatchObject({ matches: [expect.objectContaining({ own: false })], updateInstead: null, heldForReview: true });
    // Only an admin posts for someone else.
    expect((await check(others[0], asked, `${facts(1910, 1910)}&userRef=${agent.id}`)).heldForReview).toBe(true);
  });

  it('tells the lister editing a held listing that it still waits, and no one else', async () => {
    const held = await insertListing(agent, { township: 'hlaing', regularPrice: 1911 });
    await getDb().update(listings).set({ hiddenAt: new Date(), hiddenReason: 'held-for-review' }).where(eq(listings.id, held.id));
    expect((await check(agent, [], `&listing=${held.id}`)).heldForReview).toBe(true);
    expect((await check(others[0], [], `&listing=${held.id}`)).heldForReview).toBe(false);
  });

  it('does not say so again for a pair a moderator already decided', async () => {
    const hash = hashOf(8);
    const other = await listingNear(others[2], hash, 0, { township: 'hlaing', type: 'rent', propertyType: 'condo', currency: 'USD', regularPrice: 1919, squareFeet: 1000 });
    const mine = await listingNear(agent, hash, 0, { township: 'hlaing', type: 'rent', propertyType: 'condo', currency: 'USD', regularPrice: 2919, squareFeet: 700 });
    const query = `${facts(1919, 700)}&listing=${mine.id}`;
    expect((await check(agent, [mine.cover], query)).heldForReview).toBe(true);
    await getDb().insert(listingDuplicates).values({ listingId: mine.id, otherListingId: other.id, shares: ['photo', 'price'], status: 'dismissed' });
    expect((await check(agent, [mine.cover], query)).heldForReview).toBe(false);
  });
});

describe('a photo on hundreds of listings', () => {
  it('is read up to the cap, the rest counted as "at least"', async () => {
    const hash = hashOf(9);
    const total = 4 * MATCH_READ_CAP + 50;
    // Listings in bulk, each with its own copy of the photo.
    const template = await listingNear(others[0], hash, 0);
    await getDb().execute(sql`insert into listings (user_ref, name, description, address, township, property_type, type, status, currency, regular_price, square_feet, bedrooms, bathrooms, phone, latitude, longitude)
      select user_ref, name || ' ' || n, description, address, township, property_type, type, status, currency, regular_price, square_feet, bedrooms, bathrooms, phone, latitude, longitude
      from listings, generate_series(2, ${total}) n where id = ${template.id}`);
    await getDb().execute(sql`create temporary table bulk as select id, '/media/cd/' || id || '-800.webp' as url from listings l
      where l.id <> ${template.id} and l.name like ${`${template.title} %`}`);
    await getDb().execute(sql`insert into media (url, bytes) select url, 1000 from bulk`);
    await getDb().execute(sql`insert into photo_hashes (url, hash) select url, ${hash}::bit(64) from bulk`);
    await getDb().execute(sql`insert into listing_images (listing_id, position, url) select id, 0, url from bulk`);
    await getDb().execute(sql`drop table bulk`);

    const asked = await photo(hash);
    const found = await findPhotoMatches({ urls: [asked] });
    expect(found.complete).toBe(false);
    // Four bands, each read up to the cap: fewer than all the listings showing the photo.
    expect(found.matches.length).toBeGreaterThanOrEqual(MATCH_READ_CAP);
    expect(found.matches.length).toBeLessThanOrEqual(4 * MATCH_READ_CAP);
    const answer = await check(agent, [asked]);
    expect(answer.matches).toHaveLength(3);
    expect(answer).toMatchObject({ more: found.matches.length - 3, moreAtLeast: true });
  });
});
