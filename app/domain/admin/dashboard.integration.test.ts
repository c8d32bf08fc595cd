// The dashboard's loader (/dashboard?tab=...) and the admin inbox call: admin data reaches
// admins only, each tab loads what it shows, and the overview counts are right.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { contactMessages, listings, paymentInquiries, posts, users } from '../../db/schema';
import * as inboxApi from '../../routes/api/admin.inbox';
import * as dashboard from '../../routes/dashboard';
import { call } from '../../../tests/support/requests';
import { insertDemoPackages, insertListing, makeUser, subscribe } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let admin: Awaited<ReturnType<typeof makeUser>>;
let user: Awaited<ReturnType<typeof makeUser>>;
const longAgo = new Date(Date.now() - 90 * 86_400_000);

beforeAll(async () => {
  await insertDemoPackages();
  admin = await makeUser({ isAdmin: true });
  user = await makeUser({ name: 'ko-aung' });
  await subscribe(user.id, 'gold');
  // Old rows count in the totals but not in "last month".
  const oldUser = await makeUser();
  await getDb().update(users).set({ createdAt: longAgo }).where(eq(users.id, oldUser.id));
  for (let i = 0; i < 12; i++) await insertListing(i < 2 ? oldUser : user, i < 2 ? { createdAt: longAgo } : {});
  for (let i = 0; i < 7; i++) {
    await getDb().insert(posts).values({ title: `Post ${i}`, slug: `post-${i}`, content: '<p>Body text</p>', ...(i === 0 && { createdAt: longAgo, updatedAt: longAgo }) });
  }
  await getDb().insert(contactMessages).values({ name: 'Ma Hla', email: 'hla@example.com', message: 'Is the condo still free?' });
  await getDb().insert(paymentInquiries).values({ name: 'Ko Aung', email: user.email, message: 'Paid by KBZPay', proofUrl: 'proofs/x.png', userId: user.id });
});

const load = (tab: string | null, cookie?: string, extra = '') =>
  call(dashboard.loader, `/dashboard${tab === null ? '' : `?tab=${tab}`}${extra}`, { cookie });

describe('/dashboard for people who are not admins', () => {
  it('sends visitors to sign in', async () => {
    const res = await load('users');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/sign-in?redirectTo=${encodeURIComponent('/dashboard?tab=users')}`);
  });

  it('refuses every admin tab to a user before loading anything, sending them to their own dashboard', async () => {
    for (const tab of ['users', 'users-listings', 'posts', 'inbox', 'create-listing-by-admin']) {
      const res = await load(tab, user.cookie, '&startIndex=0&page=2');
      expect(res.status, tab).toBe(302);
      expect(res.headers.get('location')).toBe('/dashboard?tab=dash');
    }
  });

  it('shows a user their package status on the first tab, and nothing of the admin overview', async () => {
    for (const tab of [null, 'dash', 'anything-else']) {
      const res = await load(tab, user.cookie);
      const data = await res.json();
      expect(data.tab).toBe('welcome');
      expect(data.status).toMatchObject({ hasPackage: true, isActive: true, package: { title: 'Gold' } });
      const text = JSON.stringify(data);
      expect(text).not.toContain('overview');
      expect(text).not.toContain('hla@example.com');
      expect(text).not.toContain(admin.email);
    }
  });

  it('sends the tabs that have their own page to that page', async () => {
    const pages = { profile: '/profile', 'my-listing': '/my-listing', 'create-listing': '/create-listing', 'update-agency': '/update-agent' };
    for (const [tab, page] of Object.entries(pages)) {
      expect((await load(tab, user.cookie)).headers.get('location')).toBe(page);
    }
  });
});

describe('/dashboard for admins', () => {
  it('counts users, listings and posts with last month, and lists the five newest of each', async () => {
    const { tab, overview } = await (await load('dash', admin.cookie)).json();
    expect(tab).toBe('dash');
    expect(overview.users).toEqual({ total: 3, lastMonth: 2 });
    expect(overview.listings).toEqual({ total: 12, lastMonth: 10 });
    expect(overview.posts).toEqual({ total: 7, lastMonth: 6 });
    expect(overview.recentUsers).toHaveLength(3);
    expect(overview.recentListings).toHaveLength(5);
    expect(overview.recentPosts.map((p: { slug: string }) => p.slug)).toHaveLength(5);
    expect(overview.recentPosts.map((p: { slug: string }) => p.slug)).not.toContain('post-0');
    const newest = await getDb().select({ id: listings.id, createdAt: listings.createdAt }).from(listings);
    newest.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(overview.recentListings[0]._id).toBe(newest[0].id);
    expect(JSON.stringify(overview)).not.toMatch(/password/i);
  });

  it('sends create-listing-by-admin to the admin listing form', async () => {
    expect((await load('create-listing-by-admin', admin.cookie)).headers.get('location')).toBe('/create-listing-admin');
  });

  it('loads the users tab with its totals', async () => {
    const data = await (await load('users', admin.cookie)).json();
    expect(data).toMatchObject({ tab: 'users', totalUsers: 3, lastMonthUsers: 2 });
    expect(data.users).toHaveLength(3);
  });

  it('pages all listings 9 at a time', async () => {
    const first = await (await load('users-listings', admin.cookie)).json();
    expect(first).toMatchObject({ tab: 'users-listings', page: 1, pageCount: 2, totalListings: 12 });
    expect(first.listings).toHaveLength(9);
    const second = await (await load('users-listings', admin.cookie, '&page=2')).json();
    expect(second.listings).toHaveLength(3);
    expect(second.listings[0]).toHaveProperty('propertyStatus');
    const bad = await (await load('users-listings', admin.cookie, '&page=abc')).json();
    expect(bad.page).toBe(1);
  });

  it('loads posts in batches without their bodies', async () => {
    const first = await (await load('posts', admin.cookie)).json();
    expect(first).toMatchObject({ tab: 'posts', totalPosts: 7, lastMonthPosts: 6, startIndex: 0 });
    expect(first.posts).toHaveLength(7);
    expect(first.posts[0]).not.toHaveProperty('content');
    const rest = await (await load('posts', admin.cookie, '&startIndex=5')).json();
    expect(rest.posts).toHaveLength(2);
  });

  it('shows the inbox: contact messages and payment inquiries', async () => {
    const data = await (await load('inbox', admin.cookie)).json();
    expect(data).toMatchObject({ tab: 'inbox', totalMessages: 1, totalInquiries: 1 });
    expect(data.messages[0]).toMatchObject({ name: 'Ma Hla', recipient: null });
    expect(data.inquiries[0]).toMatchObject({ name: 'Ko Aung', status: 'open', proofUrl: expect.stringMatching(/^\/api\/payment-inquiries\/.+\/proof$/) });
  });
});

describe('GET /api/admin/inbox', () => {
  const inbox = (query: string, cookie?: string) => call(inboxApi.loader, `/api/admin/inbox${query}`, { cookie });

  it('is for admins only', async () => {
    expect((await inbox('?kind=messages')).status).toBe(401);
    expect((await inbox('?kind=messages', user.cookie)).status).toBe(403);
  });

  it('answers one batch of either kind, and refuses an unknown kind', async () => {
    const messages = await (await inbox('?kind=messages&startIndex=0', admin.cookie)).json();
    expect(messages).toMatchObject({ success: true, totalMessages: 1 });
    expect(messages.messages).toHaveLength(1);
    const later = await (await inbox('?kind=inquiries&startIndex=1', admin.cookie)).json();
    expect(later).toMatchObject({ totalInquiries: 1, inquiries: [] });
    expect((await inbox('?kind=secrets', admin.cookie)).status).toBe(400);
  });
});
