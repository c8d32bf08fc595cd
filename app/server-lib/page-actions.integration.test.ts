// The pages' own actions that replaced their calls to /api. Each runs the
// domain call of its /api twin with the session's user (who may do what is the domain's to
// decide), answers a refusal in place with its status, and sends a visitor whose session ended
// to sign in and back. Show More's batches come from the same pages' loaders (?startIndex=).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../db/registry.server';
import { contactMessages, listings, reviews, users } from '../db/schema';
import * as dashboard from '../routes/dashboard';
import * as listingPage from '../routes/listing';
import * as myListing from '../routes/my-listing';
import { call } from '../../tests/support/requests';
import { insertListing, makeUser } from '../../tests/support/fixtures';
import { setupTestDatabase } from '../../tests/support/test-db';

setupTestDatabase();
let admin: Awaited<ReturnType<typeof makeUser>>;
let owner: Awaited<ReturnType<typeof makeUser>>;
let visitor: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ isAdmin: true });
  owner = await makeUser({ name: 'ko-owner' });
  visitor = await makeUser({ name: 'ma-visitor' });
});

const post = (handler: typeof dashboard.action, url: string, fields: Record<string, string>, cookie?: string, params?: Record<string, string>) =>
  call(handler, url, { body: new URLSearchParams(fields), cookie, params });

const exists = async (table: typeof users | typeof listings | typeof reviews, id: string) => (await getDb().select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

describe("the dashboard's deletes", () => {
  it('let an admin delete a user, and refuse a user deleting someone else, in place', async () => {
    const target = await makeUser();
    const refused = await post(dashboard.action, '/dashboard?tab=users', { intent: 'delete-user', id: target.id }, visitor.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, status: 403, message: 'You can only delete your own account!' });
    expect(await exists(users, target.id)).toBe(true);
    const done = await post(dashboard.action, '/dashboard?tab=users', { intent: 'delete-user', id: target.id }, admin.cookie);
    expect(await done.json()).toEqual({ ok: true });
    expect(await exists(users, target.id)).toBe(false);
  });

  it('send a visitor whose session ended to sign in, back to the tab', async () => {
    const res = await post(dashboard.action, '/dashboard?tab=users', { intent: 'delete-user', id: owner.id });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/sign-in?redirectTo=${encodeURIComponent('/dashboard?tab=users')}`);
    expect(await exists(users, owner.id)).toBe(true);
  });

  it('let an admin delete any listing, and answer an unknown row or intent in place', async () => {
    const listing = await insertListing(owner);
    expect(await (await post(dashboard.action, '/dashboard?tab=users-listings', { intent: 'delete-listing', id: listing.id }, admin.cookie)).json()).toEqual({ ok: true });
    expect(await exists(listings, listing.id)).toBe(false);
    const gone = await post(dashboard.action, '/dashboard?tab=users-listings', { intent: 'delete-listing', id: listing.id }, admin.cookie);
    expect(gone.status).toBe(404);
    expect((await post(dashboard.action, '/dashboard', { intent: 'delete-everything', id: listing.id }, admin.cookie)).status).toBe(400);
  });

  it("answer the users tab's next batch from its loader", async () => {
    const first = await (await call(dashboard.loader, '/dashboard?tab=users', { cookie: admin.cookie })).json();
    const next = await (await call(dashboard.loader, '/dashboard?tab=users&startIndex=2', { cookie: admin.cookie })).json();
    expect(next.users.map((u: { _id: string }) => u._id)).toEqual(first.users.slice(2).map((u: { _id: string }) => u._id));
  });
});

describe("/my-listing's delete", () => {
  it("deletes the owner's listing and refuses another's", async () => {
    const mine = await insertListing(owner);
    const refused = await post(myListing.action, '/my-listing', { intent: 'delete', id: mine.id }, visitor.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, status: 403, message: 'You can only delete your own listings!' });
    expect(await (await post(myListing.action, '/my-listing', { intent: 'delete', id: mine.id }, owner.cookie)).json()).toEqual({ ok: true });
    expect(await exists(listings, mine.id)).toBe(false);
  });
});

describe("a listing page's forms", () => {
  it('save a review by the signed-in user, replace it on a second send, and let its author delete it', async () => {
    const listing = await insertListing(owner);
    const url = `/listing/${listing.id}`;
    const params = { listingId: listing.id };
    const signedOut = await post(listingPage.action, url, { intent: 'review', rating: '4', content: 'Bright rooms.', listingId: listing.id }, undefined, params);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ ok: false, status: 401, message: 'Please sign in to submit a review and comment.' });
    const invalid = await post(listingPage.action, url, { intent: 'review', rating: '9', content: 'Bright rooms.', listingId: listing.id }, visitor.cookie, params);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ ok: false, status: 400, errors: { rating: expect.any(String) }, values: { content: 'Bright rooms.' } });
    expect(await (await post(listingPage.action, url, { intent: 'review', rating: '4', content: 'Bright rooms.', listingId: listing.id }, visitor.cookie, params)).json()).toEqual({ ok: true, replaced: false });
    expect(await (await post(listingPage.action, url, { intent: 'review', rating: '5', content: 'Brighter.', listingId: listing.id }, visitor.cookie, params)).json()).toEqual({ ok: true, replaced: true });
    const [review] = await getDb().select().from(reviews).where(eq(reviews.listingId, listing.id));
    expect(review).toMatchObject({ rating: 5, content: 'Brighter.', userRef: visitor.id });
    const notYours = await post(listingPage.action, url, { intent: 'delete-review', id: review.id }, owner.cookie, params);
    expect(notYours.status).toBe(403);
    expect(await (await post(listingPage.action, url, { intent: 'delete-review', id: review.id }, visitor.cookie, params)).json()).toEqual({ ok: true });
    expect(await exists(reviews, review.id)).toBe(false);
  });

  it("send a message about the page's own listing, whatever listing the form names", async () => {
    const listing = await insertListing(owner, { name: 'Quiet condo in Bahan' });
    const other = await insertListing(admin);
    const fields = { intent: 'contact', name: 'Ma Hla', email: 'hla@example.com', message: 'Is it still free?', propertyId: other.id, propertyTitle: 'x' };
    const res = await post(listingPage.action, `/listing/${listing.id}`, fields, undefined, { listingId: listing.id });
    expect(await res.json()).toEqual({ ok: true, message: 'Email sent successfully' });
    const [stored] = await getDb().select().from(contactMessages).where(eq(contactMessages.email, 'hla@example.com'));
    expect(stored).toMatchObject({ propertyId: listing.id, recipientUserId: owner.id, propertyTitle: 'Quiet condo in Bahan' });
  });
});
