// Server-renders the dashboard and the admin forms with fixed loader data, to check what the
// first paint shows: the menu an admin or a user gets, each tab's table and controls.
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../lib/views/admin-view';
import type { ListingView } from '../../lib/views/listing-view';
import type { RootData } from '../../lib/root-data';
import CreatePost from '../../routes/create-post';
import Dashboard from '../../routes/dashboard';
import UpdateAgentByAdmin from '../../routes/update-agent-by-admin';
import { renderPage } from '../../../tests/support/render-page';

const admin = { _id: 'a', username: 'Admin Ko', email: 'admin@example.com', avatar: null, isAdmin: true, role: 'user', createdAt: '' };
const user = { ...admin, _id: 'u', username: 'Ma Su', isAdmin: false };

const render = (path: string, Component: () => React.ReactNode, data: unknown, root: Partial<RootData>) => renderPage(path, Component, data, { root });

const ADMIN_ITEMS = ['Create By Admin', 'Posts', 'Users', 'Users Listings', 'Inbox'];

describe('the dashboard menu', () => {
  it('lists every item for an admin, the profile labelled Admin, and Sign out; no agency tool for one without an agency', () => {
    const data: DashboardData = {
      tab: 'dash',
      overview: { users: { total: 4, lastMonth: 1 }, listings: { total: 10, lastMonth: 3 }, posts: { total: 2, lastMonth: 0 }, recentUsers: [], recentListings: [], recentPosts: [] },
    };
    const html = render('/dashboard?tab=dash', Dashboard, data, { user: admin });
    for (const item of [...ADMIN_ITEMS, 'My Listings', 'Create Listing', 'Sign out']) expect(html).toContain(`>${item}<`);
    expect(html).toMatch(/href="\/profile"[^>]*><span>Profile<\/span><span[^>]*>Admin<\/span>/);
    expect(html).toContain('href="/create-listing-admin"');
    expect(html).not.toContain('Update Agency');
    expect(html).toContain('Total Users');
    // On a phone the admin's items fold into one row naming the current one.
    expect(html).toMatch(/<summary[^>]*><span><span[^>]*>Dashboard menu: <\/span>Dashboard<\/span>/);
  });

  const welcome: DashboardData = {
    tab: 'welcome',
    status: { hasPackage: true, package: { _id: 'g', title: 'Gold', listingLimit: 20, durationDays: 30 }, isActive: true, expiresAt: '2030-01-01T00:00:00.000Z', listingsUsed: 2, listingsLeft: 18 },
    displayName: 'Ma Su',
  };

  it('hides admin items and agency tools from an owner, who is offered the choice, and shows the package', () => {
    const html = render('/dashboard', Dashboard, welcome, { user });
    for (const item of ADMIN_ITEMS) expect(html).not.toContain(`>${item}<`);
    expect(html).not.toContain('/create-listing-admin');
    // No role badge for an owner ('User' told them nothing), and no agency tool until they choose one.
    expect(html).toMatch(/<span>Profile<\/span><\/a>/);
    expect(html).not.toContain('Update Agency');
    expect(html).toMatch(/href="\/update-agent"[^>]*>Become an agency</);
    expect(html).toContain('Welcome, Ma Su!');
    expect(html).toContain('Listings left: 18');
  });

  it('greets an agency by the name it goes by, and gives it its agency tool', () => {
    const html = render('/dashboard', Dashboard, { ...welcome, displayName: 'Golden Land Real Estate' }, { user: { ...user, role: 'agent' } });
    expect(html).toContain('Welcome, Golden Land Real Estate!');
    expect(html.split('>Update Agency<').length - 1).toBe(2);
    expect(html).not.toContain('Become an agency');
  });
});

describe('the admin tables', () => {
  const listing = (n: number) =>
    ({ _id: `l${n}`, name: `Listing number ${n}`, type: n % 2 ? 'rent' : 'sale', propertyStatus: 'Sold Out', imageUrls: [], userRef: 'u', updatedAt: new Date().toISOString() }) as unknown as ListingView;

  it('Users Listings: the spec columns and three page numbers', () => {
    const data: DashboardData = { tab: 'users-listings', page: 5, pageCount: 9, totalListings: 80, listings: [listing(1), listing(2)] };
    const html = render('/dashboard?tab=users-listings&page=5', Dashboard, data, { user: admin });
    const heads = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(heads).toEqual(['Date updated', 'Post image', 'Post title', 'Category', 'Property Status', 'Delete', 'Edit']);
    // The numbers as a screen reader names them: links 'Page 4' and 'Page 6', the current 'Page 5'.
    const pages = [...html.matchAll(/aria-label="Page (\d+)"|<span class="sr-only">Page <\/span>(\d+)/g)].map((m) => Number(m[1] ?? m[2]));
    expect(pages).toEqual([4, 5, 6]);
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>5</);
    expect(html).toContain('Are you sure you want to delete this post?');
    expect(html).toContain('Yes, I am sure');
    expect(html).toContain('No, cancel');
    expect(html).toContain('href="/update-listing/l1"');
  });

  it('Users: edit links to the admin agent form and Show more after a full batch', () => {
    const users = Array.from({ length: 9 }, (_, i) => ({
      _id: `u${i}`,
      username: `user${i}`,
      email: `user${i}@example.com`,
      avatar: null,
      isAdmin: false,
      role: 'user',
      agencyName: null,
      priority: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    }));
    const html = render('/dashboard?tab=users', Dashboard, { tab: 'users', users, totalUsers: 20, lastMonthUsers: 2 } satisfies DashboardData, { user: admin });
    expect(html).toContain('href="/update-agent-by-admin/u3"');
    expect(html).toContain('Show more');
    expect(html).toContain('Are you sure you want to delete this user?');
  });

  it('Posts: the spec columns, a create link and no Show more after a short batch', () => {
    const post = { _id: 'p1', userId: null, title: 'Star City', slug: 'star-city', category: 'Condo Projects', image: null, createdAt: '', updatedAt: new Date().toISOString() };
    const html = render('/dashboard?tab=posts', Dashboard, { tab: 'posts', startIndex: 0, totalPosts: 1, lastMonthPosts: 1, posts: [post] } satisfies DashboardData, { user: admin });
    const heads = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(heads).toEqual(['Date updated', 'Post image', 'Post title', 'Category', 'Delete', 'Edit']);
    expect(html).toContain('href="/create-post"');
    expect(html).toContain('href="/update-post/p1"');
    expect(html).not.toContain('Show more');
  });

  it('Inbox: each payment inquiry leads to package assignment', () => {
    const data: DashboardData = {
      tab: 'inbox',
      messages: [],
      totalMessages: 0,
      inquiries: [{ _id: 'i1', name: 'Ko Aung', email: 'a@example.com', message: 'Paid', status: 'open', packageTitle: 'Gold', proofUrl: '/api/payment-inquiries/i1/proof', createdAt: new Date().toISOString() }],
      totalInquiries: 1,
      failedMail: [],
      totalFailedMail: 0,
    };
    const html = render('/dashboard?tab=inbox', Dashboard, data, { user: admin });
    expect(html).toContain('href="/admin-assign-package"');
    expect(html).toContain('href="/api/payment-inquiries/i1/proof"');
    expect(html).toContain('No messages yet.');
    expect(html).toContain('Every e-mail was delivered.');
  });

  it('Inbox: an undelivered e-mail shows its recipient, subject, error and a Retry button that works without scripts', () => {
    const failed = { _id: 'm1', to: 'owner@example.com', subject: 'Inquiry about your listing: Sunny Flat', failedAt: new Date().toISOString(), error: 'connect ECONNREFUSED 10.0.0.5:587' };
    const data: DashboardData = { tab: 'inbox', messages: [], totalMessages: 0, inquiries: [], totalInquiries: 0, failedMail: [failed], totalFailedMail: 3 };
    const html = render('/dashboard?tab=inbox', Dashboard, data, { user: admin }).replaceAll('<!-- -->', '');
    expect(html).toContain('Undelivered e-mails <span class="text-sm font-normal text-muted">(3)</span>');
    expect(html).toContain('To: owner@example.com');
    expect(html).toContain('Last error: connect ECONNREFUSED 10.0.0.5:587');
    expect(html).toMatch(/<form(?=[^>]*\saction="\/dashboard\?tab=inbox")(?=[^>]*\smethod="post")/);
    expect(html).toContain('name="intent" value="retry-mail"');
    expect(html).toContain('name="id" value="m1"');
    expect(html).toContain('aria-label="Retry: Inquiry about your listing: Sunny Flat"');
    expect(html).toContain('The 1 latest are shown.');
  });
});

describe('the admin forms', () => {
  it('the post form has a title, the five categories, a cover upload and the editor', () => {
    const html = render('/create-post', CreatePost, null, { user: admin });
    expect(html).toContain('>Title<');
    for (const c of ['Uncategorized', 'New Condo Projects', 'Condo Projects', 'Property News &amp; Legal', 'Knowledge Base']) expect(html).toContain(`>${c}</option>`);
    // The cover uploads when chosen: no second button to forget.
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/\*"/);
    expect(html).toContain('The picture is uploaded as soon as you choose it.');
    expect(html).not.toContain('Upload image');
    expect(html).toContain('role="textbox"');
    expect(html).toContain('>Publish<');
  });

  it('the agent form shows the current agency, its priority and the 8-photo uploader', () => {
    const data = {
      user: { _id: 'u1', username: 'goldenland', email: 'g@example.com', role: 'agent' },
      profile: { name: 'Golden Land', description: '<p>Hi</p>', address: 'Bahan', phone: '09 123 456', facebook: 'https://facebook.com/g', imageUrls: [], priority: 7 },
    };
    const html = render('/update-agent-by-admin/u1', UpdateAgentByAdmin, data, { user: admin });
    expect(html).toContain('value="Golden Land"');
    expect(html).toMatch(/name="priority"[^>]*value="7"|value="7"[^>]*name="priority"/);
    expect(html).toContain('max 8');
    expect(html).toContain('href="/agent/u1"');
  });
});
