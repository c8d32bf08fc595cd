// /dashboard?tab=... (spec section 2). The sidebar lists every tab; the tabs that have a page of
// their own are links to it (and typed into the address bar they redirect there). Admin tabs
// are refused by the server, not only hidden: a non-admin asking for one is sent to their own
// dashboard before any admin data is read. The tables' Show more asks this loader for the next
// batch (lib/show-more); their delete and moderation buttons post to this action (lib/row-delete.ts), which
// sends a visitor whose session ended to /sign-in and back.
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { AdminOverview } from '../components/dashboard/admin-overview';
import { InboxTab } from '../components/dashboard/inbox-tab';
import { PostsTab } from '../components/dashboard/posts-tab';
import { ReportsTab } from '../components/dashboard/reports-tab';
import { ReviewsTab } from '../components/dashboard/reviews-tab';
import { DashboardSidebar } from '../components/dashboard/sidebar';
import { UserWelcome } from '../components/dashboard/user-welcome';
import { UsersListingsTab } from '../components/dashboard/users-listings-tab';
import { UsersTab } from '../components/dashboard/users-tab';
import { EnquiriesTab } from '../components/enquiries/enquiries-tab';
import { enquiryStep, isEnquiryIntent } from '../domain/enquiries/enquiry-step.server';
import { PerformanceTab } from '../components/listing-performance/performance-tab';
import { deleteFromDashboard } from '../domain/admin/dashboard-deletes.server';
import { loadDashboardTab } from '../domain/admin/dashboard.server';
import { isModerationIntent, moderationStep } from '../domain/reports/moderation-step.server';
import { isAdminTab, RETRY_MAIL_INTENT, type DashboardData } from '../lib/views/admin-view';
import { retryFailedMail } from '../domain/mail/failed-mail.server';
import { requireUserPage } from '../domain/auth/guards.server';
import { formAction } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { rowDeleteStep } from '../server-lib/row-delete-step.server';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Dashboard') }];

/** Tabs whose screen is a page of its own. */
const TAB_PAGES: Record<string, string> = {
  profile: '/profile',
  'my-listing': '/my-listing',
  'create-listing': '/create-listing',
  'update-agency': '/update-agent',
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  const params = new URL(request.url).searchParams;
  const tab = params.get('tab') ?? 'dash';
  if (TAB_PAGES[tab]) throw redirect(TAB_PAGES[tab]);
  if (tab === 'create-listing-by-admin') throw redirect(user.isAdmin ? '/create-listing-admin' : '/dashboard?tab=dash');
  if (isAdminTab(tab) && !user.isAdmin) throw redirect('/dashboard?tab=dash');
  return loadDashboardTab({ user, tab, params });
}

export const clientLoader = batchClientLoader;

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserPage(request);
  // Every row button posts an intent and an id: the moderation tab's (Hide, Restore, Remove
  // review, Dismiss), an undelivered e-mail's Retry, the tables' deletes.
  return formAction(request, (intent) =>
    isEnquiryIntent(intent)
      ? enquiryStep(user, intent)
      : isModerationIntent(intent)
      ? moderationStep(user, intent)
      : rowDeleteStep((id) => (intent === RETRY_MAIL_INTENT ? retryFailedMail({ actor: user, id }) : deleteFromDashboard({ user, intent, id }))),
  );
}

/**
 * A deleted row leaves its table in place (use-confirmed-delete.tsx): loading the tab again
 * would shrink a list grown by Show more back to its first batch.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  String(formData?.get('intent') ?? '').startsWith('delete-') ? false : defaultShouldRevalidate;

const TITLES: Record<DashboardData['tab'], string> = {
  dash: 'Dashboard',
  welcome: 'Dashboard',
  users: 'Users',
  'users-listings': 'Users Listings',
  posts: 'Posts',
  inbox: 'Inbox',
  reviews: 'Reviews',
  reports: 'Reports',
  enquiries: 'Enquiries',
  performance: 'Performance',
};

function Panel({ data }: { data: DashboardData }) {
  switch (data.tab) {
    case 'dash':
      return <AdminOverview overview={data.overview} />;
    case 'welcome':
      return <UserWelcome status={data.status} displayName={data.displayName} />;
    case 'users':
      return <UsersTab users={data.users} totalUsers={data.totalUsers} lastMonthUsers={data.lastMonthUsers} />;
    case 'users-listings':
      return <UsersListingsTab listings={data.listings} page={data.page} pageCount={data.pageCount} totalListings={data.totalListings} />;
    case 'posts':
      return <PostsTab data={data} />;
    case 'inbox':
      return <InboxTab {...data} />;
    case 'reviews':
      return <ReviewsTab data={data} />;
    case 'reports':
      return <ReportsTab data={data} />;
    case 'enquiries':
      return <EnquiriesTab inbox={data.inbox} />;
    case 'performance':
      return <PerformanceTab data={data} />;
  }
}

export default function Dashboard() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const active = data.tab === 'welcome' ? 'dash' : data.tab;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:gap-8 lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <DashboardSidebar active={active} />
      </aside>
      <div className="min-w-0 flex-1">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t(TITLES[data.tab])}</h1>
        <Panel data={data} />
      </div>
    </div>
  );
}
