import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { reviews, type Listing, type User } from '../../db/schema';
import * as createApi from '../../routes/api/review.create';
import * as deleteApi from '../../routes/api/review.delete';
import * as listApi from '../../routes/api/review.get-listing';
import { call } from '../../../tests/support/requests';
import { cookieFor, insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let owner: User;
let author: User;
let other: User;
let listing: Listing;
let authorCookie: string;
let otherCookie: string;

beforeAll(async () => {
  owner = await insertUser();
  author = await insertUser({ username: 'Ma Hla', avatar: '/media/aa/hla.webp' });
  other = await insertUser();
  listing = await insertListing(owner);
  authorCookie = await cookieFor(author);
  otherCookie = await cookieFor(other);
});

const create = (json: unknown, cookie?: string) => call(createApi.action, '/api/review/createreview', { json, cookie });
const remove = (id: string, cookie?: string) =>
  call(deleteApi.action, `/api/review/deletereview/${id}`, { method: 'DELETE', params: { id }, cookie });
const list = (listingId: string) => call(listApi.loader, `/api/review/getListingReview/${listingId}`, { params: { listingId } });

describe('POST /api/review/createreview', () => {
  it('refuses a visitor with 401 and the spec message', async () => {
    const res = await create({ rating: 5, content: 'Nice', listingId: listing.id });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, statusCode: 401, message: 'Please sign in to submit a review and comment.' });
  });

  it.each([
    [{ content: 'Nice' }, 'rating', 'Please fill in the stars.'],
    [{ rating: '', content: 'Nice' }, 'rating', 'Please fill in the stars.'],
    [{ rating: 0, content: 'Nice' }, 'rating', 'Please fill in the stars.'],
    [{ rating: 6, content: 'Nice' }, 'rating', 'Please fill in the stars.'],
    [{ rating: 2.5, content: 'Nice' }, 'rating', 'Please fill in the stars.'],
    [{ rating: 4 }, 'content', 'Please provide a valid review (max 200 characters).'],
    [{ rating: 4, content: '   ' }, 'content', 'Please provide a valid review (max 200 characters).'],
    [{ rating: 4, content: 'x'.repeat(201) }, 'content', 'Please provide a valid review (max 200 characters).'],
  ])('refuses %j with 400 and the spec message', async (body, field, message) => {
    const res = await create({ ...body, listingId: listing.id }, authorCookie);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors[field]).toBe(message);
  });

  it('answers 404 for an unknown or malformed listing', async () => {
    for (const listingId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await create({ rating: 4, content: 'Nice', listingId }, authorCookie);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Listing not found.');
    }
  });

  it('stores the review under the session user, ignoring userRef in the body', async () => {
    const res = await create({ rating: '4', content: '  Quiet street, fair price.  ', listingId: listing.id, userRef: other.id }, authorCookie);
    expect(res.status).toBe(201);
    const { review } = await res.json();
    expect(review).toMatchObject({ rating: 4, content: 'Quiet street, fair price.', userRef: author.id, user: { username: 'Ma Hla' } });
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, review._id));
    expect(row.userRef).toBe(author.id);
  });

  it('refuses the lister a review of their own listing with 403', async () => {
    const res = await create({ rating: 5, content: 'Best flat in town', listingId: listing.id }, await cookieFor(owner));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, statusCode: 403, message: 'You cannot review your own listing.' });
    expect(await getDb().select().from(reviews).where(eq(reviews.userRef, owner.id))).toEqual([]);
  });

  it('accepts exactly 200 characters', async () => {
    const res = await create({ rating: 1, content: 'y'.repeat(200), listingId: listing.id }, otherCookie);
    expect(res.status).toBe(201);
  });
});

describe('GET /api/review/getListingReview/:listingId', () => {
  it('is public, newest first, with the average and authors without e-mail', async () => {
    const res = await list(listing.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, count: 2, average: 2.5 });
    expect(body.reviews.map((r: { rating: number }) => r.rating)).toEqual([1, 4]);
    expect(body.reviews[1].user).toEqual({ username: 'Ma Hla', avatar: '/media/aa/hla.webp' });
    const text = JSON.stringify(body);
    expect(text).not.toContain('@example.com');
    expect(text).not.toMatch(/password|hash/i);
  });

  it('answers an empty list for a listing without reviews and 404 for an unknown one', async () => {
    const quiet = await insertListing(owner);
    expect(await (await list(quiet.id)).json()).toEqual({ success: true, reviews: [], average: null, count: 0 });
    expect((await list('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await list('nope')).status).toBe(404);
  });
});

describe('DELETE /api/review/deletereview/:id', () => {
  // A listing of its own: the review to delete is the author's only one there.
  let reviewId: string;
  beforeAll(async () => {
    const res = await create({ rating: 5, content: 'To be deleted', listingId: (await insertListing(owner)).id }, authorCookie);
    if (res.status !== 201) throw new Error(`The review to delete was not created: ${res.status} ${await res.text()}`);
    reviewId = (await res.json()).review._id;
  });
  const exists = async (id: string) => (await getDb().select().from(reviews).where(eq(reviews.id, id))).length === 1;

  it('refuses a visitor with 401', async () => {
    expect((await remove(reviewId)).status).toBe(401);
    expect(await exists(reviewId)).toBe(true);
  });

  it('refuses another user with 403, whatever userId the body names', async () => {
    const res = await call(deleteApi.action, `/api/review/deletereview/${reviewId}`, {
      method: 'DELETE',
      params: { id: reviewId },
      cookie: otherCookie,
      json: { userId: author.id },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('You can only delete your own review.');
    expect(await exists(reviewId)).toBe(true);
  });

  it('lets the author delete it', async () => {
    const res = await remove(reviewId, authorCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(await exists(reviewId)).toBe(false);
  });

  it('answers 404 for an unknown or malformed id, and 405 for a method other than DELETE', async () => {
    expect((await remove(reviewId, authorCookie)).status).toBe(404);
    expect((await remove('nope', authorCookie)).status).toBe(404);
    const post = await call(deleteApi.action, `/api/review/deletereview/${reviewId}`, { method: 'POST', params: { id: reviewId }, cookie: authorCookie });
    expect(post.status).toBe(405);
  });
});
