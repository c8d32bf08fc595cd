import { redirect, type LoaderFunctionArgs } from 'react-router';
import { Upcoming } from '../components/upcoming';
import { requireUserPage } from '../domain/auth/guards.server';

export const meta = () => [{ title: 'Dashboard · Yangon Homes' }];

// Until the dashboard's own panels exist, its tabs that have a page of their own open that page.
const TAB_PAGES: Record<string, string> = {
  'create-listing': '/create-listing',
  'my-listing': '/my-listing',
  profile: '/profile',
  'update-agency': '/update-agent',
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  const tab = new URL(request.url).searchParams.get('tab') ?? 'dash';
  if (TAB_PAGES[tab]) throw redirect(TAB_PAGES[tab]);
  if (tab === 'create-listing-by-admin' && user.isAdmin) throw redirect('/create-listing-admin');
  return null;
}

export default function Dashboard() {
  return <Upcoming title="Dashboard" />;
}
