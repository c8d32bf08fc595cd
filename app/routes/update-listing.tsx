import type { LoaderFunctionArgs } from 'react-router';
import { requireUserPage } from '../domain/auth/guards.server';
import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Update Listing · Yangon Homes' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserPage(request);
  return null;
}

export default function UpdateListing() {
  return <Upcoming title="Update Listing" />;
}
