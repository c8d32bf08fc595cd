// The data of one dashboard tab. Admin tabs load admin data only for admins: the route sends
// anybody else elsewhere before calling this, and this refuses them again in case it is not.
import type { User } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import { forbidden } from '../../lib/errors';
import { isAdminTab, type DashboardData } from '../../lib/views/admin-view';
import { listFailedMail } from '../mail/failed-mail.server';
import { getListings } from '../listings/list-listings.server';
import { getPackageStatus } from '../packages/subscriptions.server';
import { displayName } from '../users/display-name.server';
import { listPosts } from '../posts/list-posts.server';
import { listReviewsForModeration } from '../reviews/moderate-reviews.server';
import { loadReportQueue } from '../reports/report-queue.server';
import { listContactMessages, listInquiries } from './inbox.server';
import { listUsers } from './list-users.server';
import { loadPerformanceTab } from '../listing-performance/performance-tab.server';
import { getAdminOverview } from './overview.server';
import { loadEnquiryInbox } from '../enquiries/inbox.server';

const int = (value: string | null, fallback: number, max = 1_000_000) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
};

export async function loadDashboardTab({ user, tab, params }: { user: User; tab: string; params: URLSearchParams }): Promise<DashboardData> {
  if (isAdminTab(tab) && !user.isAdmin) throw forbidden();
  // "Show more" asks this loader for a list's next batch (startIndex) through a fetcher.
  const startIndex = int(params.get('startIndex'), 0);
  switch (tab) {
    case 'users':
      return { tab, ...(await listUsers({ startIndex, limit: PAGE_SIZES.adminUsers })) } as const;
    case 'users-listings': {
      const page = Math.max(1, int(params.get('page'), 1));
      const { result, pageCount, totalListings } = await getListings({ page, limit: PAGE_SIZES.listings, includeHidden: true });
      return { tab, page, pageCount, totalListings, listings: result } as const;
    }
    case 'posts': {
      const { posts, totalPosts, lastMonthPosts } = await listPosts({ startIndex, limit: PAGE_SIZES.posts });
      // The table shows no bodies: they stay on the server.
      return { tab, startIndex, totalPosts, lastMonthPosts, posts: posts.map(({ content: _content, ...post }) => post) } as const;
    }
    case 'inbox': {
      // Two lists: the batch asked for is of the one named by `kind`.
      const from = (kind: 'messages' | 'inquiries') => (params.get('kind') === kind ? startIndex : 0);
      const [messages, inquiries, failed] = await Promise.all([
        listContactMessages({ startIndex: from('messages') }),
        listInquiries({ startIndex: from('inquiries') }),
        listFailedMail(),
      ]);
      return { tab, ...messages, ...inquiries, ...failed } as const;
    }
    case 'reviews':
      return { tab, ...(await listReviewsForModeration({ startIndex })) } as const;
    case 'performance':
      return loadPerformanceTab({ user, params });
    case 'reports':
      // Two lists: the batch asked for is of the one named by `kind`.
      return { tab, ...(await loadReportQueue({ startIndex, kind: params.get('kind') === 'hidden' ? 'hidden' : 'reports' })) } as const;
    case 'enquiries':
      return { tab, inbox: await loadEnquiryInbox({ viewer: user }) } as const;
    default:
      if (user.isAdmin) return { tab: 'dash', overview: await getAdminOverview() } as const;
      return { tab: 'welcome', status: await getPackageStatus({ userId: user.id }), displayName: await displayName({ user }) } as const;
  }
}

