// /dashboard?tab=reviews: the admins' moderation list. Admins only; newest first, in batches,
// with the listing and the author (never an e-mail).
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { reviews, type Listing } from '../../db/schema';
import * as dashboard from '../../routes/dashboard';
import { call } from '../../../tests/support/requests';
import { insertListing, insertUser, makeUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { MODERATION_BATCH } from './moderate-reviews.server';

setupTestDatabase();
let admin: Awaited<ReturnType<typeof makeUser>>;
let user: Awaited<ReturnType<typeof makeUser>>;
let listing: Listing;
const TOTAL = MODERATION_BATCH + 3;
const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000);

beforeAll(async () => {
  admin = await makeUser({ isAdmin: true });
  user = await makeUser();
  listing = await insertListing(await insertUser(), { name: 'Bright condo near Inya Lake' });
  // Review i is i hours old, by its own author: review 0 is the newest.
  for (let i = 0; i < TOTAL; i++) {
    const author = await insertUser({ username: `reviewer-${i}`, email: `reviewer-${i}@example.com` });
    await getDb().insert(reviews).values({ listingId: listing.id, userRef: author.id, rating: (i % 5) + 1, content: `Review ${i}`, createdAt: hoursAgo(i) });
  }
});

const load = (cookie?: string, extra = '') => call(dashboard.loader, `/dashboard?tab=reviews${extra}`, { cookie });

describe('/dashboard?tab=reviews', () => {
  it('sends a visitor to sign in and a user who is not an admin to their own dashboard', async () => {
    const visitor = await load();
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/sign-in?redirectTo=${encodeURIComponent('/dashboard?tab=reviews')}`);
    const res = await load(user.cookie, '&startIndex=0');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?tab=dash');
  });

  it('lists every review for an admin, newest first, with listing, author and stars, never an e-mail', async () => {
    const res = await load(admin.cookie);
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data).toMatchObject({ tab: 'reviews', hasMore: true, totalReviews: TOTAL, lastMonthReviews: TOTAL });
    expect(data.reviews.map((r: { content: string }) => r.content)).toEqual(Array.from({ length: MODERATION_BATCH }, (_, i) => `Review ${i}`));
    expect(data.reviews[1]).toMatchObject({
      rating: 2,
      listing: { id: listing.id, title: 'Bright condo near Inya Lake' },
      user: { username: 'reviewer-1' },
    });
    expect(JSON.stringify(data)).not.toContain('@example.com');
  });

  it("gives 'Show more' the next batch, and says when there is no further one", async () => {
    const data = await (await load(admin.cookie, `&startIndex=${MODERATION_BATCH}`)).json();
    expect(data.reviews.map((r: { content: string }) => r.content)).toEqual(['Review 10', 'Review 11', 'Review 12']);
    expect(data.hasMore).toBe(false);
    for (const bad of ['-5', 'abc', '1e99']) {
      const res = await load(admin.cookie, `&startIndex=${bad}`);
      expect(res.status).toBe(200);
    }
  });
});
