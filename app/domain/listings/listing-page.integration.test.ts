import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing, User } from '../../db/schema';
import * as listingPage from '../../routes/listing';
import * as createReviewApi from '../../routes/api/review.create';
import * as viewApi from '../../routes/api/listing.pageviews';
import { call } from '../../../tests/support/requests';
import { cookieFor, insertAgent, insertListing, insertUser } from '../../../tests/support/fixtures';
import { resetConfig } from '../../server-lib/config.server';
import { announceOrigin } from '../../server-lib/public-origin.server';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let agent: User;
let owner: User;
let reviewer: User;
let admin: User;
let agentListing: Listing;
let ownerListing: Listing;

const EVIL = '<p>Nice <strong>flat</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

beforeAll(async () => {
  agent = await insertAgent({ name: 'Golden Land Agency', phone: '09 111 222 333', imageUrls: ['/media/ab/golden.webp'] });
  owner = await insertUser({ username: 'U Ba', email: 'uba-owner@example.com', avatar: '/media/cd/uba.webp' });
  reviewer = await insertUser({ username: 'Daw Mya', email: 'mya-reviewer@example.com' });
  admin = await insertUser({ isAdmin: true, email: 'boss@example.com' });
  // Written straight to the database, past the write-time sanitizer: the page must clean it too.
  agentListing = await insertListing(
    agent,
    { type: 'rent', township: 'bahan', propertyType: 'condo', description: EVIL, propertyStatus: 'Rented Out' },
    ['/media/11/one.webp', '/media/22/two.webp'],
  );
  ownerListing = await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'house' });
  await call(createReviewApi.action, '/api/review/createreview', {
    json: { rating: 4, content: 'Good flat', listingId: agentListing.id },
    cookie: await cookieFor(reviewer),
  });
});

const load = (listing: Pick<Listing, 'id'> | string, cookie?: string) => {
  const id = typeof listing === 'string' ? listing : listing.id;
  return call(listingPage.loader, `/listing/${id}`, { params: { listingId: id }, cookie });
};

describe('listing page loader', () => {
  it('throws a 404 response for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await load(id);
      expect(res.status).toBe(404);
    }
  });

  it('gives the public everything but e-mails: listing, agency card, township, reviews, similar', async () => {
    const res = await load(agentListing);
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.listing).toMatchObject({ _id: agentListing.id, propertyStatus: 'Rented Out', imageUrls: ['/media/11/one.webp', '/media/22/two.webp'] });
    expect(data.township).toEqual({ en: 'Bahan', my: 'ဗဟန်း' });
    expect(data.lister).toEqual({ kind: 'agent', id: agent.id, name: 'Golden Land Agency', phone: '09 111 222 333', image: '/media/ab/golden.webp' });
    expect(data.listerEmail).toBeNull();
    expect(data.viewer).toEqual({ signedIn: false, canContactProvider: false });
    expect(data.reviews).toMatchObject({ average: 4, count: 1 });
    expect(data.reviews.reviews[0]).toMatchObject({ content: 'Good flat', isMine: false, user: { username: 'Daw Mya' } });
    expect(data.similar.map((l: { _id: string }) => l._id)).toEqual([ownerListing.id]);
    // Only what a card shows travels with the page: no descriptions of other listings.
    expect(data.similar[0]).not.toHaveProperty('description');
    expect(data.similar[0]).toHaveProperty('cover');
  });

  it('holds no view count: a view counted leaves its data as it was, for visitors and the lister', async () => {
    const listing = await insertListing(owner, { type: 'sale', township: 'insein' });
    const countView = async (ip: string) => {
      const res = await call(viewApi.action, `/api/listing/pageviews/${listing.id}`, { method: 'POST', params: { id: listing.id }, ip, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' } });
      return ((await res.json()) as { count: number }).count;
    };
    for (const cookie of [undefined, await cookieFor(owner)]) {
      const before = await (await load(listing, cookie)).text();
      expect(before).not.toMatch(/"views"/);
      const counted = await countView(`10.9.0.${cookie ? 2 : 1}`);
      expect(counted).toBe(cookie ? 2 : 1);
      expect(await (await load(listing, cookie)).text()).toBe(before);
    }
  });

  it('shares the listing at the address the server announced, not the request\'s', async () => {
    const saved = process.env.PUBLIC_URL;
    delete process.env.PUBLIC_URL;
    resetConfig();
    announceOrigin('http://portal.test:4321');
    try {
      const data = await (await call(listingPage.loader, `http://evil.example/listing/${agentListing.id}`, { params: { listingId: agentListing.id }, headers: { host: 'evil.example' } })).json();
      expect(data.shareUrl).toBe(`http://portal.test:4321/listing/${agentListing.id}`);
    } finally {
      announceOrigin(undefined);
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
      resetConfig();
    }
  });

  it('sanitizes the description again when rendering', async () => {
    const data = await (await load(agentListing)).json();
    expect(data.listing.description).toContain('<p>Nice <strong>flat</strong></p>');
    expect(data.listing.description).not.toMatch(/script|onerror|javascript|<img/i);
    expect(data.summary).toBe('Nice flat x');
  });

  it('shows an owner (not an agent) by username and avatar', async () => {
    const data = await (await load(ownerListing)).json();
    expect(data.lister).toEqual({ kind: 'user', id: owner.id, name: 'U Ba', avatar: '/media/cd/uba.webp' });
  });

  it('never exposes the lister or reviewer e-mail to visitors, users or the lister', async () => {
    for (const cookie of [undefined, await cookieFor(reviewer), await cookieFor(owner)]) {
      for (const listing of [agentListing, ownerListing]) {
        const text = await (await load(listing, cookie)).text();
        expect(text).not.toContain(agent.email);
        expect(text).not.toContain('uba-owner@example.com');
        expect(text).not.toContain('mya-reviewer@example.com');
        expect(text).not.toMatch(/passwordHash|not-a-real-hash/);
      }
    }
  });

  it("marks the viewer's own reviews", async () => {
    const data = await (await load(agentListing, await cookieFor(reviewer))).json();
    expect(data.viewer).toEqual({ signedIn: true, canContactProvider: false });
    expect(data.reviews.reviews[0].isMine).toBe(true);
  });

  it("gives an admin the lister's e-mail for 'Contact to provider', but not on the admin's own listing", async () => {
    const cookie = await cookieFor(admin);
    const data = await (await load(ownerListing, cookie)).json();
    expect(data.viewer).toEqual({ signedIn: true, canContactProvider: true });
    expect(data.listerEmail).toBe('uba-owner@example.com');

    const own = await insertListing(admin, { township: 'insein' });
    const ownData = await (await load(own, cookie)).json();
    expect(ownData.viewer.canContactProvider).toBe(false);
    expect(ownData.listerEmail).toBeNull();
  });

  it('builds meta tags for share previews: photo, price and township (the JSON-LD goes to the head from the loader)', () => {
    const listing = { _id: '1', name: 'Bright Condo', description: '<p>Nice flat</p>', address: 'No. 1, Inya Road', propertyType: 'condo', imageUrls: ['/media/11/one.webp'], township: 'bahan', type: 'rent', offer: false, regularPrice: 1200, discountPrice: null, currency: 'USD', squareFeet: 900, landSquareFeet: null, bedrooms: 2, bathrooms: 1, propertyStatus: 'Still Available', createdAt: '2024-06-16T00:00:00.000Z' };
    const tags = listingPage.meta({
      data: { listing, township: { en: 'Bahan', my: 'ဗဟန်း' }, summary: 'Nice flat', shareUrl: 'https://x.test/listing/1', origin: 'https://x.test' },
    } as unknown as Parameters<typeof listingPage.meta>[0]);
    expect(tags).toContainEqual({ title: 'Bright Condo · Yangon Homes' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://x.test/media/11/one.webp' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://x.test/listing/1' });
    expect(tags).toContainEqual({ property: 'og:description', content: '$1,200 / month · Bahan · Nice flat' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x.test/listing/1' });
    expect(tags?.filter((tag) => 'script:ld+json' in tag)).toEqual([]);
  });
});
