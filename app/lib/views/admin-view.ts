// What the dashboard's tabs receive (/dashboard and its 'Show more' fetchers), and the admin
// pages' data: the shapes only, so the components that draw them import no server module. The
// loaders that read them are in domain/admin (dashboard.server.ts, overview.server.ts,
// list-users.server.ts, inbox.server.ts, agent-for-admin.server.ts) and
// domain/reviews/moderate-reviews.server.ts.
import type { PackageStatus } from './package-views';
import type { AgencyView } from './agent-view';
import type { ListingView } from './listing-view';
import type { PostView } from './post-view';
import type { SessionUser } from './public-user';
import type { ModeratedReview } from './review-view';
import type { HiddenState, ReportQueuePage } from './report-view';
import type { EnquiryInbox } from './enquiry-view';
import type { PerformanceData } from './listing-performance-view';

export const ADMIN_TABS = ['posts', 'users', 'users-listings', 'inbox', 'reviews', 'reports'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const isAdminTab = (tab: string): tab is AdminTab => (ADMIN_TABS as readonly string[]).includes(tab);

export interface Totals {
  total: number;
  lastMonth: number;
}

export interface AdminOverview {
  users: Totals;
  listings: Totals;
  posts: Totals;
  recentUsers: { _id: string; username: string; avatar: string | null; isAdmin: boolean; createdAt: string }[];
  recentListings: { _id: string; name: string; type: string; cover: string | null; userRef: string; createdAt: string }[];
  recentPosts: { _id: string; title: string; slug: string; category: string; image: string | null; createdAt: string }[];
}

export interface AdminUserView extends SessionUser {
  /** The agency's name when the user has an agency profile. */
  agencyName: string | null;
  priority: number | null;
  updatedAt: string;
}

export interface ContactMessageView {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  propertyTitle: string | null;
  propertyId: string | null;
  /** The lister it went to; null when it was written to the site itself. */
  recipient: { _id: string; username: string } | null;
  createdAt: string;
}

export interface InquiryView {
  _id: string;
  name: string;
  email: string;
  message: string;
  status: string;
  packageTitle: string | null;
  /** Admin-only download (GET /api/payment-inquiries/:id/proof). */
  proofUrl: string;
  createdAt: string;
}

/** The intent of an undelivered e-mail's Retry button, posted to /dashboard's action. */
export const RETRY_MAIL_INTENT = 'retry-mail';

/** A message the mail queue gave up on (domain/mail/failed-mail.server.ts). */
export interface FailedMailView {
  _id: string;
  to: string;
  subject: string;
  failedAt: string;
  /** The mail server's last answer (or why it could not be reached). */
  error: string;
}

export interface ModerationPage {
  reviews: ModeratedReview[];
  /** Whether a further batch exists (one row more than the batch is read to know). */
  hasMore: boolean;
  totalReviews: number;
  lastMonthReviews: number;
}

export interface AgentForAdmin {
  user: { _id: string; username: string; email: string; role: string };
  profile: AgencyView | null;
}

/** One tab's data, told apart by `tab` (loadDashboardTab in domain/admin/dashboard.server.ts). */
export type DashboardData =
  | { readonly tab: 'users'; readonly users: AdminUserView[]; readonly totalUsers: number; readonly lastMonthUsers: number }
  | { readonly tab: 'users-listings'; readonly page: number; readonly pageCount: number; readonly totalListings: number; readonly listings: (ListingView & { hidden?: HiddenState | null })[] }
  | { readonly tab: 'posts'; readonly startIndex: number; readonly totalPosts: number; readonly lastMonthPosts: number; readonly posts: Omit<PostView, 'content'>[] }
  | {
      readonly tab: 'inbox';
      readonly messages: ContactMessageView[];
      readonly totalMessages: number;
      readonly inquiries: InquiryView[];
      readonly totalInquiries: number;
      readonly failedMail: FailedMailView[];
      readonly totalFailedMail: number;
    }
  | ({ readonly tab: 'reviews' } & ModerationPage)
  | ({ readonly tab: 'reports' } & ReportQueuePage)
  | { readonly tab: 'enquiries'; readonly inbox: EnquiryInbox }
  | { readonly tab: 'dash'; readonly overview: AdminOverview }
  | { readonly tab: 'welcome'; readonly status: PackageStatus; readonly displayName: string }
  | PerformanceData;

/** A user as the admin's pickers list them (GET /api/user/search). */
export interface UserChoice {
  _id: string;
  username: string;
  email: string;
}
