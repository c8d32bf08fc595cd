// The admin's user calls (GET /api/user/getusers, GET /api/user/getallusers) and account
// deletion (DELETE /api/user/delete/:id) on a real database: who may call them, what they
// answer, and everything deleting an account takes with it (or leaves behind).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listings, posts, reviews, sessions, users } from '../../db/schema';
import * as deleteApi from '../../routes/api/user.delete';
import * as allUsersApi from '../../routes/api/user.getallusers';
import * as getUsersApi from '../../routes/api/user.getusers';
import { call } from '../../../tests/support/requests';
import { insertListing, makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

const database = setupTestDatabase();
let admin: Awaited<ReturnType<typeof makeUser>>;
let user: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ isAdmin: true });
  user = await makeUser();
});

const onDisk = (url: string) => fs.existsSync(path.join(database.dataDir, url));
const getUsers = (cookie: string | undefined, query = '') => call(getUsersApi.loader, `/api/user/getusers${query}`, { cookie });
const deleteUser = (cookie: string | undefined, id: string) => call(deleteApi.action, `/api/user/delete/${id}`, { method: 'DELETE', cookie, params: { id } });

describe('GET /api/user/getusers', () => {
  it('is refused to visitors (401) and to users who are not admins (403)', async () => {
    expect((await getUsers(undefined)).status).toBe(401);
    const res = await getUsers(user.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, statusCode: 403, message: 'Access denied' });
  });

  it('answers users newest first with e-mails but never a password hash, and the totals', async () => {
    const old = await makeUser();
    const twoMonthsAgo = new Date(Date.now() - 62 * 86_400_000);
    await getDb().update(users).set({ createdAt: twoMonthsAgo }).where(eq(users.id, old.id));
    const res = await getUsers(admin.cookie);
    expect(res.status).toBe(200);
    const answer = await res.json();
    const all = await getDb().select().from(users);
    expect(answer.totalUsers).toBe(all.length);
    expect(answer.lastMonthUsers).toBe(all.length - 1);
    expect(answer.users.map((u: { _id: string }) => u._id).at(-1)).toBe(old.id);
    expect(answer.users[0]).toMatchObject({ email: expect.stringContaining('@'), isAdmin: expect.any(Boolean) });
    expect(JSON.stringify(answer)).not.toMatch(/password|argon2/i);
  });

  it('pages in batches of 9 by default, with startIndex, limit (at most 50) and sort', async () => {
    await Promise.all(Array.from({ length: 10 }, () => makeUser()));
    const first = await (await getUsers(admin.cookie)).json();
    expect(first.users).toHaveLength(9);
    const second = await (await getUsers(admin.cookie, '?startIndex=9&limit=50')).json();
    const ids = [...first.users, ...second.users].map((u: { _id: string }) => u._id);
    expect(new Set(ids).size).toBe(first.totalUsers);
    const oldest = await (await getUsers(admin.cookie, '?sort=asc&limit=1')).json();
    const all = await getDb().select({ id: users.id, createdAt: users.createdAt }).from(users);
    const earliest = all.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
    expect(oldest.users[0]._id).toBe(earliest.id);
    expect((await getUsers(admin.cookie, '?limit=51')).status).toBe(400);
    expect((await getUsers(admin.cookie, '?startIndex=-1')).status).toBe(400);
  });

  it('names the agency of users who have one', async () => {
    const agent = await makeUser({ role: 'agent' });
    await getDb().insert(agentProfiles).values({ userId: agent.id, name: 'Inya Realty', description: '<p>x</p>', address: 'Inya Road', phone: '09 123 456', facebook: 'https://facebook.com/inya', priority: 3 });
    const answer = await (await getUsers(admin.cookie, '?limit=50')).json();
    expect(answer.users.find((u: { _id: string }) => u._id === agent.id)).toMatchObject({ agencyName: 'Inya Realty', priority: 3, role: 'agent' });
  });
});

describe('GET /api/user/getallusers', () => {
  it('is for admins only and answers a compact list', async () => {
    expect((await call(allUsersApi.loader, '/api/user/getallusers')).status).toBe(401);
    expect((await call(allUsersApi.loader, '/api/user/getallusers', { cookie: user.cookie })).status).toBe(403);
    const answer = await (await call(allUsersApi.loader, '/api/user/getallusers', { cookie: admin.cookie })).json();
    expect(answer.users.length).toBe((await getDb().select().from(users)).length);
    for (const u of answer.users) expect(Object.keys(u).sort()).toEqual(['_id', 'email', 'username']);
  });
});

describe('DELETE /api/user/delete/:id', () => {
  async function userWithEverything() {
    const owner = await makeUser();
    const photo = await uploadedImage(owner.id);
    const listing = await insertListing(owner, {}, [photo]);
    const otherListing = await insertListing(admin);
    await getDb().insert(reviews).values({ listingId: otherListing.id, userRef: owner.id, rating: 4, content: 'Nice flat' });
    const [post] = await getDb().insert(posts).values({ title: 'Written by the owner', slug: `owner-post-${owner.id}`, content: '<p>x</p>', userId: owner.id }).returning();
    return { owner, photo, listing, post };
  }

  it('refuses visitors (401) and other users (403), and leaves the account alone', async () => {
    const { owner } = await userWithEverything();
    expect((await deleteUser(undefined, owner.id)).status).toBe(401);
    const res = await deleteUser(user.cookie, owner.id);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('You can only delete your own account!');
    expect(await getDb().select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
  });

  it('lets an admin delete a user: listings, reviews, sessions and photos go; posts stay, unlinked', async () => {
    const { owner, photo, listing, post } = await userWithEverything();
    const res = await deleteUser(admin.cookie, owner.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await getDb().select().from(users).where(eq(users.id, owner.id))).toHaveLength(0);
    expect(await getDb().select().from(listings).where(eq(listings.id, listing.id))).toHaveLength(0);
    expect(await getDb().select().from(reviews).where(eq(reviews.userRef, owner.id))).toHaveLength(0);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
    expect(onDisk(photo)).toBe(false);
    const [kept] = await getDb().select().from(posts).where(eq(posts.id, post.id));
    expect(kept).toMatchObject({ title: 'Written by the owner', userId: null });
    // Their old cookie no longer opens anything.
    expect((await getUsers(owner.cookie)).status).toBe(401);
  });

  it('lets users delete themselves, clearing their cookie', async () => {
    const self = await makeUser();
    const res = await deleteUser(self.cookie, self.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
    expect(await getDb().select().from(users).where(eq(users.id, self.id))).toHaveLength(0);
  });

  it('never deletes the last admin, and answers 404 for unknown or malformed ids', async () => {
    const res = await deleteUser(admin.cookie, admin.id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('The last admin cannot be deleted.');
    const second = await makeUser({ isAdmin: true });
    expect((await deleteUser(second.cookie, admin.id)).status).toBe(200);
    expect((await deleteUser(second.cookie, second.id)).status).toBe(409);
    expect((await deleteUser(second.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await deleteUser(second.cookie, 'nope')).status).toBe(404);
  });
});
