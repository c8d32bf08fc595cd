// Server-renders the admins' review moderation tab (/dashboard?tab=reviews) with fixed loader data.
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../lib/views/admin-view';
import Dashboard from '../../routes/dashboard';
import { renderPage } from '../../../tests/support/render-page';

const admin = { _id: 'a', username: 'Admin Ko', email: 'admin@example.com', avatar: null, isAdmin: true, role: 'user', createdAt: '' };
const user = { ...admin, _id: 'u', username: 'Ma Su', isAdmin: false };

const row = (n: number) => ({
  _id: `r${n}`,
  listingId: `l${n}`,
  userRef: `u${n}`,
  rating: 1,
  content: `Spam number ${n}`,
  createdAt: new Date().toISOString(),
  user: { username: `spammer-${n}`, avatar: null },
  listing: { id: `l${n}`, title: `Condo number ${n}` },
});

const data = (hasMore: boolean): DashboardData => ({ tab: 'reviews', reviews: [row(1), row(2)], hasMore, totalReviews: 12, lastMonthReviews: 4 });

describe('/dashboard?tab=reviews', () => {
  it('lists each review with its listing (a link), author, stars, text, and a delete behind the confirmation', () => {
    const html = renderPage('/dashboard?tab=reviews', Dashboard, data(true), { root: { user: admin } });
    const heads = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(heads).toEqual(['Date created', 'Listing', 'Author', 'Rating', 'Review', 'Delete']);
    expect(html).toMatch(/<a[^>]*href="\/listing\/l1"[^>]*>Condo number 1<\/a>/);
    expect(html).toContain('spammer-2');
    expect(html).toContain('aria-label="1 out of 5 stars"');
    expect(html).toContain('Spam number 1');
    expect(html).toContain('aria-label="Delete: Review by spammer-1"');
    expect(html).toContain('Are you sure you want to delete this review?');
    expect(html).toContain('Total Reviews');
    expect(html).toContain('>Show more<');
    expect(html).toMatch(/href="\/dashboard\?tab=reviews"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/dashboard\?tab=reviews"/);
  });

  it("hides 'Show more' after the last batch and says when there are none", () => {
    expect(renderPage('/dashboard?tab=reviews', Dashboard, data(false), { root: { user: admin } })).not.toContain('>Show more<');
    const empty: DashboardData = { tab: 'reviews', reviews: [], hasMore: false, totalReviews: 0, lastMonthReviews: 0 };
    expect(renderPage('/dashboard?tab=reviews', Dashboard, empty, { root: { user: admin } })).toContain('No reviews yet!');
  });

  it('is in the menu for admins only', () => {
    const welcome: DashboardData = { tab: 'welcome', status: { hasPackage: false, package: null, isActive: false, expiresAt: null, listingsUsed: 0, listingsLeft: 0 } } as unknown as DashboardData;
    expect(renderPage('/dashboard', Dashboard, welcome, { root: { user } })).not.toContain('href="/dashboard?tab=reviews"');
    expect(renderPage('/dashboard?tab=reviews', Dashboard, data(false), { root: { user: admin } })).toContain('href="/dashboard?tab=reviews"');
  });
});
